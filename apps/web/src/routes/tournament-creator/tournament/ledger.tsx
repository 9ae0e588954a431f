import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { LedgerPage } from '@/features/ledger/ledger-page';
import { TournamentIconBar } from '@/features/tournaments/tournament-icon-bar';
import { prefetchPage } from '@/lib/page-queries';
import { trpc } from '@/lib/trpc';

// docs/decisions/026 — /tournament-creator/tournament/ledger?tournamentId=: the tournament's cash book, 'Caja'.
// The search parameter is read by the tournament layout above; the page's queries start with its code.
export const Route = createFileRoute('/tournament-creator/tournament/ledger')({
  loaderDeps: ({ search }) => ({ tournamentId: search.tournamentId ?? '' }),
  staticData: { crumb: msg`Caja` },
  loader: ({ context, deps }) => prefetchPage(context, '/tournament-creator/tournament/ledger', deps),
  component: CreatorLedgerRoute,
});

function CreatorLedgerRoute() {
  const { tournamentId = '' } = Route.useSearch();
  // The page reads the same tournament: one request for both.
  const tournament = useQuery({
    ...trpc.tournaments.byId.queryOptions({ tournamentId }),
    enabled: tournamentId !== '',
  });
  return (
    <LedgerPage
      key={tournamentId}
      tournamentId={tournamentId}
      area="creator"
      sections={
        <TournamentIconBar
          tournamentId={tournamentId}
          current="ledger"
          pendingCount={tournament.data?.pendingCount ?? 0}
          showRequests={tournament.data?.isOwner ?? false}
        />
      }
    />
  );
}
