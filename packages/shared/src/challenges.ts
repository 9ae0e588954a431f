import { z } from 'zod';
import { type MatchStatus, TimeOfDay } from './matches';
import { Id, LOCATION_MAX } from './teams';

// spec: tournaments §3 Challenge, §4 Challenge, §5, §7 Challenges.
export const CHALLENGE_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export const ChallengeStatus = z.enum(CHALLENGE_STATUSES);
export type ChallengeStatus = z.infer<typeof ChallengeStatus>;

/** spec: tournaments §4 — in a friendly the players only choose COMPLETED or CANCELED, and it is irreversible. */
export const FRIENDLY_FINAL_STATUSES = ['COMPLETED', 'CANCELED'] as const satisfies readonly MatchStatus[];

export const DESCRIPTION_MAX = 500;

export const CreateChallenge = z.object({
  location: z.string().trim().min(2).max(LOCATION_MAX),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  challengedDate: z.iso.date(),
  time: TimeOfDay,
  description: z.string().trim().max(DESCRIPTION_MAX).optional(),
  creatorTeamId: Id,
  challengedTeamId: Id,
});
export type CreateChallenge = z.infer<typeof CreateChallenge>;

export const AnswerChallenge = z.object({ challengeId: Id, status: z.enum(['ACCEPTED', 'REJECTED']) });
export const ChallengeId = z.object({ challengeId: Id });

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
