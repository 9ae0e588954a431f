import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parsePaymentReturnSearch } from '@/features/payments/payment-search';
import { PaymentSuccessPage } from '@/features/payments/payment-success-page';

// docs/product/payments-and-ads.md#payment-success, #calls — the provider's return address:
// /payments/success?token=ORDER captures the order.
export const Route = createFileRoute('/payments/success')({
  validateSearch: parsePaymentReturnSearch,
  staticData: { crumb: msg`Pago` },
  component: PaymentSuccessRoute,
});

function PaymentSuccessRoute() {
  const { token } = Route.useSearch();
  // keyed: another order starts from its own capture.
  return <PaymentSuccessPage key={token ?? ''} token={token} />;
}
