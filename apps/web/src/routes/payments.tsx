import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentsLayout } from '@/features/layout/payments-layout';
import { requireArea } from '@/lib/route-guards';

// docs/product/payments-and-ads.md#paying — needs login and a role; otherwise /login or /role-user.
// /payments/sandbox/* is not a client route: the server serves the built-in provider's checkout there.
export const Route = createFileRoute('/payments')({
  beforeLoad: ({ context }) => requireArea(context, 'member'),
  staticData: { crumb: msg`Suscripción` },
  component: PaymentsLayout,
});
