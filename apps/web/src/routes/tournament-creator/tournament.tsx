import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { CreatorTournamentPage } from '@/features/tournaments/creator-tournament-page';

// spec: tournaments §2 Creator routes — /tournament-creator/tournament?tournamentId={id}. A missing or bad id is
// shown as "not found" on the page rather than as an error page (optional, so the URL is never rewritten).
export const Route = createFileRoute('/tournament-creator/tournament')({
  validateSearch: z.object({ tournamentId: z.string().trim().max(64).optional().catch(undefined) }),
  loaderDeps: ({ search }) => ({ tournamentId: search.tournamentId ?? '' }),
  staticData: { crumb: msg`Torneo` },
  loader: ({ context: { queryClient, trpc }, deps: { tournamentId } }) =>
    tournamentId
      ? queryClient.prefetchQuery(trpc.tournaments.byId.queryOptions({ tournamentId }))
      : undefined,
  component: CreatorTournamentRoute,
});

function CreatorTournamentRoute() {
  const { tournamentId = '' } = Route.useSearch();
  return <CreatorTournamentPage key={tournamentId} tournamentId={tournamentId} />;
}
