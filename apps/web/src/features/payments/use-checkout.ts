import { SUBSCRIPTION_PRICE } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { isRefusal } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { approvalTarget } from './payments';

/**
 * Starts a subscription payment (docs/product/payments-and-ads.md#paying, #calls — POST payments/create-order
 * {amount 1.99}): the order is created and the browser leaves for the provider's approval address. `loading`
 * lasts until the page is left; with no address in the answer, or an error, it is removed: order-creation
 * failures (not the server's refusals) are logged and the button is released.
 */
export function useCheckout() {
  const { i18n } = useLingui();
  const toast = useToast();
  const createOrder = useMutation(trpc.payments.createOrder.mutationOptions());
  const [leaving, setLeaving] = useState(false);

  // Back from the provider with the browser's back button, this page may be restored as it was: release the button.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const { mutateAsync, isPending } = createOrder;
  const start = useCallback(async () => {
    if (isPending || leaving) return;
    try {
      const order = await mutateAsync({ amount: SUBSCRIPTION_PRICE.amount });
      const target = approvalTarget(order?.approvalUrl);
      if (!target) return;
      setLeaving(true);
      window.location.assign(target);
    } catch (error) {
      // A refusal (too many attempts, say) is the toast's to say; only a real failure is logged.
      if (!isRefusal(error)) console.error('payments.createOrder failed', error);
      toast.error(errorMessage(i18n, error));
    }
  }, [isPending, leaving, mutateAsync, toast, i18n]);

  return { start, loading: isPending || leaving };
}
