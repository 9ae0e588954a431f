import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CreatorTournamentPage } from '@/features/tournaments/creator-tournament-page';

// spec: tournaments §2 Creator routes — /tournament-creator/tournament?tournamentId={id}: the tournament, its
// standings, next matches and champion, and the owner's tools.
export const Route = createFileRoute('/tournament-creator/tournament/')({
  loaderDeps: ({ search }) => ({ tournamentId: search.tournamentId ?? '' }),
  staticData: { crumb: msg`Torneo` },
  loader: ({ context: { queryClient, trpc }, deps: { tournamentId } }) =>
    // prefetch, not ensure: each section shows its own failure with a retry.
    tournamentId
      ? Promise.all([
          queryClient.prefetchQuery(trpc.tournaments.byId.queryOptions({ tournamentId })),
          queryClient.prefetchQuery(trpc.fixtures.statistics.queryOptions({ tournamentId })),
          queryClient.prefetchQuery(trpc.fixtures.rounds.queryOptions({ tournamentId })),
        ])
      : undefined,
  component: CreatorTournamentRoute,
});

function CreatorTournamentRoute() {
  const { tournamentId = '' } = Route.useSearch();
  return <CreatorTournamentPage key={tournamentId} tournamentId={tournamentId} />;
}
