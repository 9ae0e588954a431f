import type { PaymentDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarCheckIcon, ReceiptTextIcon, SparklesIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { MoreButton } from '@/components/more-button';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useRequiredUser } from '@/features/auth/current-user';
import { trpc } from '@/lib/trpc';
import { historyPage, paymentRow } from './payments';

/**
 * 'Historial de Pagos' (docs/product/payments-and-ads.md#payment-history, #calls — GET
 * /api/payments/history/{userId}): the user's own completed payments, newest first, with the date, the
 * method, the amount and the end of the month each one bought; 5 at first and 'Ver más' for 5 more (how many
 * lives in the URL).
 */
export function PaymentHistoryPage({ shown, onMore }: { shown: number; onMore: () => void }) {
  const { t } = useLingui();
  const user = useRequiredUser();
  const history = useQuery(trpc.payments.history.queryOptions({ userId: user.id }));
  return (
    <div className="grid gap-6">
      <PageTitle
        title={t`Historial de Pagos`}
        description={<Trans>Tus pagos de la suscripción sin anuncios.</Trans>}
      />
      {history.isPending ? (
        <HistorySkeleton />
      ) : history.isError ? (
        <LoadError
          message={<Trans>No se pudo cargar el historial de pagos.</Trans>}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : history.data.length === 0 ? (
        <EmptyState
          icon={ReceiptTextIcon}
          title={<Trans>Todavía no tienes pagos.</Trans>}
          description={<Trans>Cuando pagues la suscripción sin anuncios, tus pagos aparecerán aquí.</Trans>}
          action={
            <Button asChild>
              <Link to="/payments">
                <SparklesIcon aria-hidden />
                <Trans>Quitar anuncios</Trans>
              </Link>
            </Button>
          }
        />
      ) : (
        <HistoryList payments={history.data} shown={shown} onMore={onMore} />
      )}
    </div>
  );
}

function HistoryList({
  payments,
  shown,
  onMore,
}: {
  payments: readonly PaymentDto[];
  shown: number;
  onMore: () => void;
}) {
  const { t } = useLingui();
  const { rows, hasMore } = historyPage(payments, shown);
  return (
    <div className="grid gap-4">
      <ul aria-label={t`Pagos`} className="grid gap-3 md:grid-cols-2" data-testid="payment-history">
        {rows.map((payment) => (
          <li key={payment.id}>
            <PaymentItem payment={payment} />
          </li>
        ))}
      </ul>
      {hasMore ? <MoreButton onClick={onMore} shown={rows.length} total={payments.length} /> : null}
    </div>
  );
}

function PaymentItem({ payment }: { payment: PaymentDto }) {
  const row = paymentRow(payment);
  const na = <Trans>Fecha no disponible</Trans>;
  return (
    <article className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs" data-testid="payment-item">
      <div className="flex items-center justify-between gap-3">
        <span className="flex items-center gap-2 font-semibold tabular">
          <CalendarCheckIcon className="size-4 text-primary" aria-hidden />
          {row.date ?? na}
        </span>
        <span className="font-bold text-lg tabular">{row.amount}</span>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground text-xs">
            <Trans>Método de pago</Trans>
          </dt>
          <dd className="font-medium">{payment.paymentMethod}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground text-xs">
            <Trans>Sin anuncios hasta</Trans>
          </dt>
          <dd className="font-medium tabular">{row.periodEnd ?? na}</dd>
        </div>
      </dl>
    </article>
  );
}

function HistorySkeleton() {
  const { t } = useLingui();
  return (
    <ul aria-busy="true" aria-label={t`Cargando pagos`} className="grid gap-3 md:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className="grid gap-3 rounded-xl border bg-card p-4">
          <div className="flex justify-between">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-6 w-20" />
          </div>
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        </li>
      ))}
    </ul>
  );
}
