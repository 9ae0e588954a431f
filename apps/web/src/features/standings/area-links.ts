import type { MatchDto } from '@cancha/shared';
import type { LinkProps } from '@tanstack/react-router';

import type { ViewerArea } from '@/lib/area';

/** A match's detail page in the viewer's area; none for a match outside a round (a challenge). */
export function matchDetailLink(
  area: ViewerArea,
  match: Pick<MatchDto, 'id' | 'roundId'>,
): LinkProps | undefined {
  if (!match.roundId) return undefined;
  return area === 'creator'
    ? {
        to: '/tournament-creator/fixture/match-detail/$roundId',
        params: { roundId: match.roundId },
        search: { matchId: match.id },
      }
    : {
        to: '/player/tournaments-arena/fixture/match-detail/$roundId',
        params: { roundId: match.roundId },
        search: { matchId: match.id },
      };
}

/** A team's page inside a tournament (players, their cards and goals, its matches). */
export function teamInTournamentLink(area: ViewerArea, tournamentId: string, teamId: string): LinkProps {
  return area === 'creator'
    ? { to: '/tournament-creator/tournament/team/$teamId', params: { teamId }, search: { tournamentId } }
    : {
        to: '/player/tournaments-arena/tournament/team/$teamId',
        params: { teamId },
        search: { tournamentId },
      };
}

/** The tournament's own page in the viewer's area. */
export function tournamentLink(area: ViewerArea, tournamentId: string): LinkProps {
  return area === 'creator'
    ? { to: '/tournament-creator/tournament', search: { tournamentId } }
    : { to: '/player/tournaments-arena/tournament', search: { tournamentId } };
}

/** The tournament's fixture (rounds and matches) in the viewer's area. */
export function fixtureLink(area: ViewerArea, tournamentId: string): LinkProps {
  return area === 'creator'
    ? { to: '/tournament-creator/fixture', search: { tournamentId } }
    : { to: '/player/tournaments-arena/fixture', search: { tournamentId } };
}
