import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { PaymentHistoryPage } from '@/features/payments/payment-history-page';
import {
  historyShownOf,
  moreHistoryShown,
  parsePaymentHistorySearch,
} from '@/features/payments/payment-search';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/payments-and-ads.md#payment-history, #calls — 'Historial de Pagos' with 'Ver más'; how many
// are shown lives in the URL.
export const Route = createFileRoute('/payments/history')({
  validateSearch: parsePaymentHistorySearch,
  staticData: { crumb: msg`Historial de Pagos` },
  loader: ({ context }) => prefetchPage(context, '/payments/history'),
  component: PaymentHistoryRoute,
});

function PaymentHistoryRoute() {
  const { shown } = Route.useSearch();
  const navigate = Route.useNavigate();
  const current = historyShownOf(shown);
  const onMore = useCallback(
    () => void navigate({ search: { shown: moreHistoryShown(current) }, replace: true, resetScroll: false }),
    [navigate, current],
  );
  return <PaymentHistoryPage shown={current} onMore={onMore} />;
}
