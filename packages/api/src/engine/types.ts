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
  /**
   * Each side's fair play in this match, when already counted from its cards (stored with the match). A match
   * without it has its fair play counted from the card events passed alongside.
   */
  fairPlay?: { one: MatchFairPlay; two: MatchFairPlay } | null;
  /** The match for third place: it sends no one on, and the final alone decides the title. */
  thirdPlace?: boolean;
  /**
   * A two-legged tie read as one match (see ties.ts tieMatch): its two legs decide who goes through, and the
   * match's own scores are the aggregate, for display.
   */
  legs?: { first: EngineMatch; second: EngineMatch; awayGoals: boolean };
}

/** A team's cards in one match: yellow and red points (≤ 0) and the blue cards, weighed by the tournament. */
export interface MatchFairPlay {
  points: number;
  blueCards: number;
}

export type RoundKind = 'KNOCKOUT' | 'TRIANGULAR' | 'LEAGUE' | 'GROUP';

export interface EngineRound {
  number: number;
  kind: RoundKind;
  matches: EngineMatch[];
}

/** A pairing not yet stored; teamOne is the home side, teamTwo null is a bye. */
export interface PlannedMatch {
  teamOneId: TeamId;
  teamTwoId: TeamId | null;
  thirdPlace?: boolean;
}

export type FinalChoice = 'TRIANGULAR' | 'DIRECT';

export const isBye = (m: { teamTwoId: TeamId | null }): boolean => m.teamTwoId === null;
