import { getRouteApi } from '@tanstack/react-router';
import type { ViewerArea } from '@/lib/area';
import { TeamInTournamentPage } from './team-in-tournament-page';

// The player and the creator areas both have this screen: one component for both, reading the route of the
// viewer's area. The two routes declare the same search parameters, so either's API reads both.
const TEAM_IN_TOURNAMENT = {
  player: getRouteApi('/player/tournaments-arena/tournament/team/$teamId'),
  creator: getRouteApi('/tournament-creator/tournament/team/$teamId'),
};

/** A team in a tournament: its matches and statistics there, in owner mode for the tournament's creator. */
export function TeamInTournamentRoute({ area }: { area: ViewerArea }) {
  const route = TEAM_IN_TOURNAMENT[area] as (typeof TEAM_IN_TOURNAMENT)['player'];
  const { teamId } = route.useParams();
  const { tournamentId = '' } = route.useSearch();
  return (
    <TeamInTournamentPage
      key={`${tournamentId}:${teamId}`}
      area={area}
      tournamentId={tournamentId}
      teamId={teamId}
    />
  );
}
