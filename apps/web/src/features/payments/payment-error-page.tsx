import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CreditCardIcon, HomeIcon, OctagonXIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { useCheckout } from './use-checkout';

/**
 * /payment-error (docs/product/payments-and-ads.md#payment-rejected): '¡Pago rechazado!',
 * its text, 'Elegir otro método de pago' (creates a new order, as the payments home does) and 'Volver a al
 * inicio' (to /).
 */
export function PaymentErrorPage() {
  const { t } = useLingui();
  const { start, loading } = useCheckout();
  const title = t`¡Pago rechazado!`;
  useEffect(() => {
    document.title = `${title} · Cancha`;
  }, [title]);
  return (
    <section
      aria-labelledby="payment-error-title"
      className="mx-auto grid w-full max-w-xl justify-items-center gap-5 rounded-xl border border-destructive/30 bg-card p-6 text-center shadow-xs sm:p-8"
      data-testid="payment-error"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <OctagonXIcon className="size-9" aria-hidden />
      </span>
      <h1 id="payment-error-title" className="font-bold text-2xl tracking-tight sm:text-3xl">
        {title}
      </h1>
      <p className="text-muted-foreground leading-relaxed">
        <Trans>
          No pudimos procesar tu suscripción en este momento. Por favor, revisa tu método de pago o prueba con
          otro diferente. Si el problema persiste, no dudes en contactar a nuestro equipo de soporte.
        </Trans>
      </p>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button onClick={() => void start()} aria-disabled={loading} aria-busy={loading}>
          {loading ? <Spinner /> : <CreditCardIcon aria-hidden />}
          <Trans>Elegir otro método de pago</Trans>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">
            <HomeIcon aria-hidden />
            <Trans>Volver a al inicio</Trans>
          </Link>
        </Button>
      </div>
    </section>
  );
}
