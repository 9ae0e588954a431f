// Builders shared by the engine's tests; not part of the engine's API.
import type { MatchStatus } from '@cancha/shared';
import type { CardEvent } from './standings';
import type { EngineMatch, TeamId } from './types';

let counter = 0;

export function result(
  teamOneId: TeamId,
  teamTwoId: TeamId,
  teamOneScore: number,
  teamTwoScore: number,
  extra: Partial<EngineMatch> = {},
): EngineMatch {
  counter++;
  return {
    id: `m${counter}`,
    teamOneId,
    teamTwoId,
    teamOneScore,
    teamTwoScore,
    penaltiesTeamOne: null,
    penaltiesTeamTwo: null,
    status: 'COMPLETED',
    ...extra,
  };
}

export function unplayed(
  teamOneId: TeamId,
  teamTwoId: TeamId | null,
  status: MatchStatus = 'SCHEDULED',
): EngineMatch {
  counter++;
  return {
    id: `m${counter}`,
    teamOneId,
    teamTwoId,
    teamOneScore: null,
    teamTwoScore: null,
    penaltiesTeamOne: null,
    penaltiesTeamTwo: null,
    status,
  };
}

export function card(
  match: EngineMatch,
  teamId: TeamId,
  playerId: string,
  type: CardEvent['type'],
  minute = 10,
): CardEvent {
  return { matchId: match.id, teamId, playerId, type, minute };
}

/** `n` yellow cards for `teamId` in `match`, each to a different player. */
export function yellows(match: EngineMatch, teamId: TeamId, n: number): CardEvent[] {
  return Array.from({ length: n }, (_, i) => card(match, teamId, `${teamId}-p${i}`, 'YELLOW_CARD', 10 + i));
}
