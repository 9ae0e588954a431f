import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PaymentSettingsPage } from '@/features/ledger/payment-settings-page';
import { prefetchPage } from '@/lib/page-queries';
import { parseTournamentSearch } from '@/lib/search-params';

// docs/decisions/027 — /tournament-creator/payments: how teams pay the organiser online, into their own account.
export const Route = createFileRoute('/tournament-creator/payments')({
  // The tournament whose cash book sent the organiser here, to go back to it.
  validateSearch: parseTournamentSearch,
  staticData: { crumb: msg`Cobros online` },
  loader: ({ context }) => prefetchPage(context, '/tournament-creator/payments', {}),
  component: PaymentsRoute,
});

function PaymentsRoute() {
  const { tournamentId } = Route.useSearch();
  return <PaymentSettingsPage tournamentId={tournamentId} />;
}
