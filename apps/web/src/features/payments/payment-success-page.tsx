import { Trans, useLingui } from '@lingui/react/macro';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { CircleCheckBigIcon, HistoryIcon, HomeIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { useRequiredUser } from '@/features/auth/current-user';
import { userCache } from '@/features/auth/user-cache';
import { appPathFor } from '@/lib/guards';
import { saveSessionHints } from '@/lib/session';
import { useToast } from '@/lib/toast';
import { trpc, trpcClient } from '@/lib/trpc';
import { createOnceByKey, formatInstantDmy } from './payments';

type CaptureResult = inferOutput<typeof trpc.payments.capture>;

// One capture per order for the life of the page: strict mode's second effect, or coming back to the same
// address, gets the first answer instead of a second call.
const captureOnce = createOnceByKey<CaptureResult>();

/**
 * docs/product/payments-and-ads.md#payment-success — after a successful capture the flag is stored: the cached
 * user gets the new subscription at once (so the ads go now, not at the next refetch), then the server's copy
 * is fetched again.
 */
function applyCapture(queryClient: QueryClient, result: CaptureResult): void {
  const users = userCache(queryClient);
  users.update((user) => ({
    ...user,
    subscriptionActive: result.subscriptionActive,
    subscribedUntil: result.subscribedUntil,
  }));
  const user = users.current();
  if (user) saveSessionHints({ role: user.role, subscriptionActive: result.subscriptionActive });
  void users.refresh();
  void queryClient.invalidateQueries(trpc.payments.history.pathFilter());
}

/**
 * /payments/success?token=ORDER (docs/product/payments-and-ads.md#payment-success, #calls — capture-payment
 * with the orderId from the token): captures once, then shows until when the ad-free month runs. A failed
 * capture (or no token) goes to /payment-error.
 */
export function PaymentSuccessPage({ token }: { token: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [result, setResult] = useState<CaptureResult | null>(null);

  useEffect(() => {
    if (!token) {
      void navigate({ to: '/payment-error', replace: true });
      return;
    }
    let live = true;
    captureOnce(token, async () => {
      const answer = await trpcClient.payments.capture.mutate({ orderId: token });
      if (answer.success) applyCapture(queryClient, answer);
      return answer;
    }).then(
      (answer) => {
        if (!live) return;
        if (answer.success) setResult(answer);
        else void navigate({ to: '/payment-error', replace: true });
      },
      () => {
        if (!live) return;
        // docs/product/payments-and-ads.md#payment-success — a failed capture says 'Error al capturar el
        // pago', then goes to /payment-error.
        toast.error(t`Error al capturar el pago`);
        void navigate({ to: '/payment-error', replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [token, navigate, queryClient, toast, t]);

  if (!result) return <Capturing />;
  return <PaymentConfirmed subscribedUntil={result.subscribedUntil} />;
}

function Capturing() {
  return (
    <div className="grid min-h-64 place-items-center" aria-busy="true">
      <p role="status" className="flex items-center gap-3 text-muted-foreground">
        <Spinner />
        <Trans>Confirmando tu pago…</Trans>
      </p>
    </div>
  );
}

function PaymentConfirmed({ subscribedUntil }: { subscribedUntil: string | null }) {
  const { t } = useLingui();
  const user = useRequiredUser();
  const until = formatInstantDmy(subscribedUntil);
  return (
    <section
      className="mx-auto grid w-full max-w-xl justify-items-center gap-5 rounded-xl border bg-card p-6 text-center shadow-xs sm:p-8"
      data-testid="payment-success"
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-success/15 text-success">
        <CircleCheckBigIcon className="size-9" aria-hidden />
      </span>
      <PageTitle title={t`¡Pago confirmado!`} className="justify-center" />
      <div className="grid gap-2">
        {until ? (
          <p className="text-lg">
            <Trans>
              Tu suscripción sin anuncios está activa hasta el{' '}
              <strong className="tabular" data-testid="subscribed-until">
                {until}
              </strong>
              .
            </Trans>
          </p>
        ) : null}
        <p className="text-muted-foreground">
          <Trans>Gracias por apoyar a Cancha. Desde ahora no verás anuncios.</Trans>
        </p>
      </div>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to={appPathFor(user)}>
            <HomeIcon aria-hidden />
            <Trans>Volver al inicio</Trans>
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/payments/history">
            <HistoryIcon aria-hidden />
            <Trans>Ver historial de pagos</Trans>
          </Link>
        </Button>
      </div>
    </section>
  );
}
