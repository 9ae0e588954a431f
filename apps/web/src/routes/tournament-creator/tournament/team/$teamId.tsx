import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TeamInTournamentRoute } from '@/features/tournaments/team-in-tournament-route';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/tournaments.md#team-in-tournament —
// /tournament-creator/tournament/team/{teamId}?tournamentId={id}: a team in the tournament, in owner mode for
// the ADMIN who created it.
export const Route = createFileRoute('/tournament-creator/tournament/team/$teamId')({
  loaderDeps: ({ search }) => ({ tournamentId: search.tournamentId ?? '' }),
  staticData: { crumb: msg`Equipo` },
  loader: ({ context, params, deps }) =>
    prefetchPage(context, '/tournament-creator/tournament/team/$teamId', { ...params, ...deps }),
  component: CreatorTeamInTournamentRoute,
});

function CreatorTeamInTournamentRoute() {
  return <TeamInTournamentRoute area="creator" />;
}
