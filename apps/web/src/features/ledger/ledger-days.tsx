import type { Currency } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { LoadError } from '@/components/load-error';
import { SectionHeading } from '@/components/section-heading';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { dayLabel } from './ledger-book';
import { useMoney } from './use-money';

/**
 * 'Por fecha' (docs/decisions/026): each pitch day's charges (its matches' fees and fines), the cash that came in
 * and what was paid out, newest day first.
 */
export function LedgerDays({ tournamentId, currency }: { tournamentId: string; currency: Currency }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const money = useMoney(currency);
  const days = useQuery(trpc.ledger.days.queryOptions({ tournamentId }));
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <SectionHeading id={headingId}>
        <Trans>Por fecha</Trans>
      </SectionHeading>
      {days.isPending ? (
        <Skeleton className="h-32 rounded-xl" />
      ) : days.isError ? (
        <LoadError
          message={<Trans>No se pudieron cargar los totales por fecha.</Trans>}
          onRetry={() => void days.refetch()}
          retrying={days.isFetching}
        />
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-card shadow-xs">
          <table className="w-full text-sm" data-testid="ledger-days">
            <thead className="text-muted-foreground text-xs">
              <tr className="border-b">
                <th scope="col" className="p-2 text-left font-medium">
                  <Trans>Día</Trans>
                </th>
                <th scope="col" className="p-2 text-right font-medium">
                  <Trans>Cargado</Trans>
                </th>
                <th scope="col" className="p-2 text-right font-medium">
                  <Trans>Cobrado</Trans>
                </th>
                <th scope="col" className="p-2 text-right font-medium">
                  <Trans>Gastos</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {days.data.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="p-2 text-left font-normal first-letter:uppercase">
                    {dayLabel(day.date, i18n.locale, 'short')}
                  </th>
                  <td className="p-2 text-right tabular">{money(day.charged)}</td>
                  <td className="p-2 text-right tabular">{money(day.collected)}</td>
                  <td className="p-2 text-right tabular">{money(day.paidOut)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
