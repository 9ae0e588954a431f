import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { isCaptainInTournament } from '@/features/competition/fixture-view';
import { LedgerPage } from '@/features/ledger/ledger-page';
import { TournamentIconBar } from '@/features/tournaments/tournament-icon-bar';
import { prefetchPage } from '@/lib/page-queries';
import { trpc } from '@/lib/trpc';

// docs/decisions/026 — /player/tournaments-arena/tournament/ledger?tournamentId=: what the player's team owes in
// the tournament (a captain also reads its entries). The search parameter is read by the tournament layout above.
export const Route = createFileRoute('/player/tournaments-arena/tournament/ledger')({
  loaderDeps: ({ search }) => ({ tournamentId: search.tournamentId ?? '' }),
  staticData: { crumb: msg`Caja` },
  loader: ({ context, deps }) => prefetchPage(context, '/player/tournaments-arena/tournament/ledger', deps),
  component: PlayerLedgerRoute,
});

function PlayerLedgerRoute() {
  const { tournamentId = '' } = Route.useSearch();
  // The page reads the same two: one request each.
  const tournament = useQuery({
    ...trpc.tournaments.byId.queryOptions({ tournamentId }),
    enabled: tournamentId !== '',
  });
  const mine = useQuery(trpc.teams.mine.queryOptions());
  const captain = tournament.data && mine.data ? isCaptainInTournament(mine.data, tournament.data) : false;
  return (
    <LedgerPage
      key={tournamentId}
      tournamentId={tournamentId}
      area="player"
      sections={
        <TournamentIconBar
          tournamentId={tournamentId}
          variant="player"
          current="ledger"
          showRequests={captain}
        />
      }
    />
  );
}
