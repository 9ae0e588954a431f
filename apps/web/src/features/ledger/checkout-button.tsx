import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CreditCardIcon } from 'lucide-react';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

/**
 * 'Pagar con Mercado Pago' (docs/decisions/027): the team's balance as a checkout in the organiser's own Mercado
 * Pago account, opened in this tab; Mercado Pago brings the payer back to the cash book, where the payment shows
 * once Mercado Pago has told Cancha it was approved.
 */
export function CheckoutButton({ tournamentId, teamId }: { tournamentId: string; teamId: string }) {
  const { i18n } = useLingui();
  const toast = useToast();
  const checkout = useMutation(trpc.ledger.checkout.mutationOptions());
  const pay = async () => {
    try {
      const { initPoint } = await checkout.mutateAsync({ tournamentId, teamId });
      window.location.assign(initPoint);
    } catch (error) {
      toast.error(errorMessage(i18n, error));
    }
  };
  return (
    <Button
      variant="outline"
      needsServer
      disabled={checkout.isPending || checkout.isSuccess}
      onClick={() => void pay()}
      className="w-full sm:w-auto sm:justify-self-start"
    >
      {checkout.isPending || checkout.isSuccess ? <Spinner /> : <CreditCardIcon aria-hidden />}
      <Trans>Pagar con Mercado Pago</Trans>
    </Button>
  );
}
