import { z } from 'zod';

// spec: tournaments §4 Match status — tournament matches also appear as OPEN.
export const MATCH_STATUSES = [
  'PENDING',
  'SCHEDULED',
  'IN_PROGRESS',
  'COMPLETED',
  'CANCELED',
  'SUSPENDED',
  'POSTPONED',
  'ABANDONED',
  'UNDER_REVIEW',
  'OPEN',
] as const;
export const MatchStatus = z.enum(MATCH_STATUSES);
export type MatchStatus = z.infer<typeof MatchStatus>;

/** A match still to be played or being played: a team in one cannot be deleted. */
export const UNFINISHED_MATCH_STATUSES = [
  'PENDING',
  'SCHEDULED',
  'IN_PROGRESS',
  'SUSPENDED',
  'POSTPONED',
  'UNDER_REVIEW',
  'OPEN',
] as const satisfies readonly MatchStatus[];
