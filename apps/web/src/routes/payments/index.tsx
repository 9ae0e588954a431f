import { createFileRoute } from '@tanstack/react-router';
import { parsePaymentReturnSearch } from '@/features/payments/payment-search';
import { PaymentsHome } from '@/features/payments/payments-home';

// docs/product/payments-and-ads.md#paying — 'Elige tu método de pago'. The provider's cancel address comes
// back here with ?token=.
export const Route = createFileRoute('/payments/')({
  validateSearch: parsePaymentReturnSearch,
  component: PaymentsHomeRoute,
});

function PaymentsHomeRoute() {
  const { token } = Route.useSearch();
  return <PaymentsHome cancelled={token !== undefined} />;
}
