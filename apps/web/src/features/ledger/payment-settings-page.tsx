import type { PaymentSettingsDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { LoadError } from '@/components/load-error';
import { Loading } from '@/components/loading';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';

// The forms' parts (react-hook-form, zod and the Pix key reader) load apart from the page, with its answer.
const PixSettingsForm = lazy(() =>
  import('./pix-settings-form').then((m) => ({ default: m.PixSettingsForm })),
);
const MercadoPagoSettingsForm = lazy(() =>
  import('./mercado-pago-settings-form').then((m) => ({ default: m.MercadoPagoSettingsForm })),
);

/**
 * /tournament-creator/payments (docs/decisions/027): how teams pay the organiser online, straight into the
 * organiser's own account: Mercado Pago's Checkout Pro, and Pix for tournaments in reais. Cancha neither holds
 * the money nor takes a cut.
 */
export function PaymentSettingsPage({ tournamentId }: { tournamentId?: string | undefined }) {
  const { t } = useLingui();
  const settings = useQuery(trpc.ledger.paymentSettings.queryOptions());
  return (
    <div className="grid gap-6">
      <PageTitle
        title={t`Cobros online`}
        description={
          <Trans>Los equipos te pagan directo a tu cuenta: Cancha no toca el dinero ni cobra comisión.</Trans>
        }
        actions={
          <Button asChild variant="outline" className="w-full sm:w-auto">
            {tournamentId ? (
              <Link to="/tournament-creator/tournament/ledger" search={{ tournamentId }}>
                <ArrowLeftIcon aria-hidden />
                <Trans>Volver a la caja</Trans>
              </Link>
            ) : (
              <Link to="/tournament-creator">
                <ArrowLeftIcon aria-hidden />
                <Trans>Volver a mis torneos</Trans>
              </Link>
            )}
          </Button>
        }
      />
      {settings.isPending ? (
        <Loading label={t`Cargando tus cobros`} className="grid gap-4">
          <Skeleton className="h-72 rounded-xl" />
        </Loading>
      ) : settings.isError ? (
        <LoadError
          message={<Trans>No se pudieron cargar tus cobros.</Trans>}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <>
          <MercadoPagoSection settings={settings.data} />
          <PixSection settings={settings.data} />
        </>
      )}
    </div>
  );
}

function PixSection({ settings }: { settings: PaymentSettingsDto }) {
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs" aria-labelledby="pix-heading">
      <div className="grid gap-1">
        <h2 id="pix-heading" className="font-semibold text-lg">
          Pix
        </h2>
        <p className="text-muted-foreground text-sm">
          <Trans>
            Para torneos en reales: cada equipo ve un código QR y «Pix Copia e Cola» con lo que debe. El Pix
            estático no avisa cuando llega; cuando lo veas en tu cuenta, regístralo en la caja.
          </Trans>
        </p>
      </div>
      {/* Keyed by what is saved, so the form starts again from it after each change. */}
      <Suspense fallback={<Skeleton className="h-52 rounded-lg" />}>
        <PixSettingsForm key={JSON.stringify(settings.pix)} saved={settings.pix} />
      </Suspense>
    </section>
  );
}

function MercadoPagoSection({ settings }: { settings: PaymentSettingsDto }) {
  return (
    <section
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs"
      aria-labelledby="mercado-pago-heading"
    >
      <div className="grid gap-1">
        <h2 id="mercado-pago-heading" className="font-semibold text-lg">
          Mercado Pago
        </h2>
        <p className="text-muted-foreground text-sm">
          <Trans>
            Los capitanes pagan el saldo de su equipo con tarjeta, dinero en cuenta o efectivo en un local.
            Cuando Mercado Pago lo aprueba, el pago entra solo a la caja y te avisamos.
          </Trans>
        </p>
      </div>
      <Suspense fallback={<Skeleton className="h-52 rounded-lg" />}>
        <MercadoPagoSettingsForm settings={settings} />
      </Suspense>
    </section>
  );
}
