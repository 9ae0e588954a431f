import type { EventType, MatchStatus } from './matches.schema';

// docs/product/competition.md#match-status — tournament matches also appear as OPEN.
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

/**
 * A match still to be played, not under way: what a schedule may place or move and a referee answers for
 * (docs/decisions/014).
 */
export const TO_BE_PLAYED_STATUSES = [
  'PENDING',
  'SCHEDULED',
  'POSTPONED',
] as const satisfies readonly MatchStatus[];

/** Statuses in which a match counts as played (results, standings) or as gone (never played). */
export const FINISHED_MATCH_STATUSES = [
  'COMPLETED',
  'CANCELED',
  'ABANDONED',
] as const satisfies readonly MatchStatus[];

// docs/product/competition.md#events.
export const EVENT_TYPES = [
  'GOAL',
  'ASSIST',
  'YELLOW_CARD',
  'RED_CARD',
  'BLUE_CARD',
  'FOUL',
  'SUBSTITUTION_IN',
  'SUBSTITUTION_OUT',
  'PENALTY_SHOOTOUT_SCORED',
  'PENALTY_SHOOTOUT_MISSED',
  'PENALTY_REGULAR_SCORED',
  'PENALTY_REGULAR_MISSED',
  'DIRECT_FREE_KICK',
  'INDIRECT_FREE_KICK',
  'OWN_GOAL',
  'INJURY',
  'FIG',
] as const;

/** Events that put a goal on the board: for the event's team, except an own goal, which counts for the other. */
export const SCORING_EVENTS = ['GOAL', 'PENALTY_REGULAR_SCORED'] as const satisfies readonly EventType[];
export const CARD_EVENTS = ['YELLOW_CARD', 'RED_CARD', 'BLUE_CARD'] as const satisfies readonly EventType[];

// docs/product/forms.md#numeric-inputs — numeric inputs 0–140.
export const MINUTE_MAX = 140;
export const SCORE_MAX = 99;
/** HH:mm, 24 hours. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
// Tournament fixtures.
export const FINAL_CHOICES = ['TRIANGULAR', 'DIRECT'] as const;

export const ROUND_KINDS = ['KNOCKOUT', 'TRIANGULAR', 'LEAGUE', 'GROUP'] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];

// Tie-break presets: FIFA (head-to-head first) and overall goal difference first.
export const TIE_BREAK_PRESETS = ['FIFA', 'OVERALL_FIRST'] as const;
