import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BadgeCheckIcon, CheckIcon, HistoryIcon, InfoIcon, LockIcon } from 'lucide-react';
import type * as React from 'react';
import { PageTitle } from '@/components/page-title';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRequiredUser } from '@/features/auth/current-user';
import { trpc } from '@/lib/trpc';
import { formatInstantDmy, isActiveUntil, priceLabel } from './payments';
import { PayPalButton, PayPalWordmark } from './paypal-button';
import { useCheckout } from './use-checkout';

/**
 * Payments home (docs/product/payments-and-ads.md#paying, #subscription): 'Elige tu método de pago', the
 * provider's button and the monthly US$ 1.99. A subscriber sees until when the current month runs and renews
 * from there. `cancelled` is set when the provider sends the buyer back without paying.
 */
export function PaymentsHome({ cancelled }: { cancelled: boolean }) {
  const { t } = useLingui();
  const user = useRequiredUser();
  const { start, loading } = useCheckout();
  const active = user.subscriptionActive && isActiveUntil(user.subscribedUntil);
  const until = active ? formatInstantDmy(user.subscribedUntil) : null;
  const price = priceLabel();
  const config = useQuery(trpc.auth.config.queryOptions());
  const sandbox = config.data?.paymentProvider === 'sandbox';

  return (
    <div className="grid gap-6">
      <PageTitle
        title={t`Elige tu método de pago`}
        description={
          <Trans>Cancha sin anuncios: juega, organiza y sigue tus torneos sin interrupciones.</Trans>
        }
      />
      {cancelled ? (
        <Alert variant="info" role="status">
          <InfoIcon aria-hidden />
          <AlertDescription>
            <Trans>Cancelaste el pago: no se realizó ningún cargo. Puedes intentarlo cuando quieras.</Trans>
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] md:items-start">
        <section
          aria-labelledby="plan-title"
          className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6"
          data-testid="subscription-plan"
        >
          <div className="grid gap-1">
            <h2 id="plan-title" className="font-semibold text-lg">
              <Trans>Suscripción mensual sin anuncios</Trans>
            </h2>
            <p className="flex items-baseline gap-2">
              <span
                className="font-extrabold text-4xl tracking-tight tabular"
                data-testid="subscription-price"
              >
                {price}
              </span>
              <span className="text-muted-foreground">
                <Trans>por mes</Trans>
              </span>
            </p>
          </div>
          <ul className="grid gap-2 text-sm">
            <Benefit>
              <Trans>Sin banners ni anuncios en video en toda la app.</Trans>
            </Benefit>
            <Benefit>
              <Trans>Un pago por mes, sin renovación automática: renuevas solo si quieres.</Trans>
            </Benefit>
            <Benefit>
              <Trans>Ayudas a mantener Cancha para el fútbol amateur.</Trans>
            </Benefit>
          </ul>
          {active && until ? (
            <p
              className="flex items-start gap-2 rounded-lg border border-success/40 bg-success/10 p-3 text-sm"
              data-testid="subscription-active"
            >
              <BadgeCheckIcon className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              <span>
                <Trans>
                  Tu suscripción está activa hasta el <strong className="tabular">{until}</strong>. Si
                  renuevas, sumas un mes más desde esa fecha.
                </Trans>
              </span>
            </p>
          ) : null}
        </section>

        <section
          aria-labelledby="method-title"
          className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs"
        >
          <h2 id="method-title" className="font-semibold text-lg">
            <Trans>Método de pago</Trans>
          </h2>
          <PayPalButton
            onClick={() => void start()}
            loading={loading}
            loadingLabel={<Trans>Conectando con el proveedor de pagos…</Trans>}
          >
            {sandbox ? (
              <span>
                {active ? <Trans>Renovar (pago de prueba)</Trans> : <Trans>Pagar (pago de prueba)</Trans>}
              </span>
            ) : (
              <>
                <span>{active ? <Trans>Renovar con</Trans> : <Trans>Pagar con</Trans>}</span>{' '}
                <PayPalWordmark />
              </>
            )}
          </PayPalButton>
          {sandbox ? (
            <p className="text-muted-foreground text-xs">
              <Trans>
                Este servidor no tiene un proveedor de pagos configurado: el pago es de prueba y no mueve
                dinero.
              </Trans>
            </p>
          ) : null}
          <p className="flex items-start gap-2 text-muted-foreground text-xs">
            <LockIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <Trans>
              Confirmas el pago en la página segura del proveedor y vuelves aquí al terminar. Cancha no ve ni
              guarda los datos de tu tarjeta.
            </Trans>
          </p>
        </section>
      </div>

      <div>
        <Button asChild variant="outline">
          <Link to="/payments/history">
            <HistoryIcon aria-hidden />
            <Trans>Historial de Pagos</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}

function Benefit({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>{children}</span>
    </li>
  );
}
