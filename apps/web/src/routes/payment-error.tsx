import { createFileRoute } from '@tanstack/react-router';
import { PaymentsFrame } from '@/features/layout/payments-layout';
import { PaymentErrorPage } from '@/features/payments/payment-error-page';
import { requireArea } from '@/lib/route-guards';

// docs/product/payments-and-ads.md#payment-success, #payment-rejected — a failed capture leads here;
// retrying needs the same signed-in user as /payments.
export const Route = createFileRoute('/payment-error')({
  beforeLoad: ({ context }) => requireArea(context, 'member'),
  component: PaymentErrorRoute,
});

function PaymentErrorRoute() {
  return (
    <PaymentsFrame>
      <PaymentErrorPage />
    </PaymentsFrame>
  );
}
