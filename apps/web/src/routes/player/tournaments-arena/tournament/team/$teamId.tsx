import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TeamInTournamentRoute } from '@/features/tournaments/team-in-tournament-route';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/tournaments.md#team-in-tournament —
// /player/tournaments-arena/tournament/team/{teamId}?tournamentId={id}.
export const Route = createFileRoute('/player/tournaments-arena/tournament/team/$teamId')({
  loaderDeps: ({ search }) => ({ tournamentId: search.tournamentId ?? '' }),
  staticData: { crumb: msg`Equipo` },
  loader: ({ context, params, deps }) =>
    prefetchPage(context, '/player/tournaments-arena/tournament/team/$teamId', { ...params, ...deps }),
  component: PlayerTeamInTournamentRoute,
});

function PlayerTeamInTournamentRoute() {
  return <TeamInTournamentRoute area="player" />;
}
