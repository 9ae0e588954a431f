import type { ChallengeStatus } from './challenges.schema';
import type { MatchStatus } from './matches.schema';

// docs/product/challenges.md#challenging-a-team, #the-friendly, #calls.
export const CHALLENGE_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;

/**
 * docs/product/challenges.md#the-friendly — in a friendly the players only choose COMPLETED or CANCELED, and
 * it is irreversible.
 */
export const FRIENDLY_FINAL_STATUSES = ['COMPLETED', 'CANCELED'] as const satisfies readonly MatchStatus[];

export const DESCRIPTION_MAX = 500;

export interface ChallengeListItem {
  id: string;
  matchId: string;
  challengedDate: string | null;
  time: string | null;
  location: string | null;
  challengeStatus: ChallengeStatus;
  status: MatchStatus;
  nameTeamOne: string;
  logoTeamOne: string | null;
  nameTeamTwo: string;
  logoTeamTwo: string | null;
  teamOneScore: number | null;
  teamTwoScore: number | null;
  penalties: { teamOne: number; teamTwo: number } | null;
  /** Whether the viewer is on the challenged side and may still answer. */
  canAnswer: boolean;
}

export interface ChallengeStats {
  totalMatches: number;
  draws: number;
  team1Wins: number;
  team2Wins: number;
}
