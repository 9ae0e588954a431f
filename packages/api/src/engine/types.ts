import type { MatchStatus } from '@cancha/shared';

export type TeamId = string;

export interface EngineMatch {
  id: string;
  teamOneId: TeamId;
  /** null = bye: teamOne advances without playing. */
  teamTwoId: TeamId | null;
  teamOneScore: number | null;
  teamTwoScore: number | null;
  penaltiesTeamOne: number | null;
  penaltiesTeamTwo: number | null;
  status: MatchStatus;
}

export type RoundKind = 'KNOCKOUT' | 'TRIANGULAR' | 'LEAGUE';

export interface EngineRound {
  number: number;
  kind: RoundKind;
  matches: EngineMatch[];
}

/** A pairing not yet stored; teamOne is the home side, teamTwo null is a bye. */
export interface PlannedMatch {
  teamOneId: TeamId;
  teamTwoId: TeamId | null;
}

export type FinalChoice = 'TRIANGULAR' | 'DIRECT';

export const isBye = (m: { teamTwoId: TeamId | null }): boolean => m.teamTwoId === null;
