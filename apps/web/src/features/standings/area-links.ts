import type { MatchDto } from '@cancha/shared';
import type { LinkProps } from '@tanstack/react-router';

/**
 * Which side of the app the viewer is in: the creator area (/tournament-creator/…) or the player area
 * (/player/…). Links stay in the viewer's area (docs/product/standings-and-rankings.md#player-statistics —
 * "prefix player or creator by viewer role").
 */
export type ViewerArea = 'creator' | 'player';

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
