import { z } from 'zod';
import { Id, LOCATION_MAX } from './teams';

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

/** Statuses in which a match counts as played (results, standings) or as gone (never played). */
export const FINISHED_MATCH_STATUSES = [
  'COMPLETED',
  'CANCELED',
  'ABANDONED',
] as const satisfies readonly MatchStatus[];

// spec: tournaments §3 Event types.
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
export const EventType = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventType>;

/** Events that put a goal on the board: for the event's team, except an own goal, which counts for the other. */
export const SCORING_EVENTS = ['GOAL', 'PENALTY_REGULAR_SCORED'] as const satisfies readonly EventType[];
export const CARD_EVENTS = ['YELLOW_CARD', 'RED_CARD', 'BLUE_CARD'] as const satisfies readonly EventType[];

// spec: tournaments §9 — numeric inputs 0–140.
export const MINUTE_MAX = 140;
export const SCORE_MAX = 99;
/** HH:mm, 24 hours. */
export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'TIME_INVALID' });

export const MatchId = z.object({ matchId: Id });

const Score = z.number().int().min(0).max(SCORE_MAX).nullable();

/**
 * One edit of a match (spec: PUT soccer-match/{matchId} sends {status}, {time} or {date}; the result form sends
 * both scores, null for an empty one). Several fields may travel together; at least one must.
 */
export const UpdateMatch = z
  .object({
    matchId: Id,
    status: MatchStatus.optional(),
    date: z.iso.date().optional(),
    time: TimeOfDay.optional(),
    location: z.string().trim().min(2).max(LOCATION_MAX).optional(),
    teamOneScore: Score.optional(),
    teamTwoScore: Score.optional(),
    penaltiesTeamOne: Score.optional(),
    penaltiesTeamTwo: Score.optional(),
  })
  .refine((v) => Object.keys(v).some((k) => k !== 'matchId' && v[k as keyof typeof v] !== undefined), {
    error: 'NOTHING_TO_UPDATE',
  });
export type UpdateMatch = z.infer<typeof UpdateMatch>;

export const AddMatchEvent = z.object({
  matchId: Id,
  teamId: Id,
  playerId: Id,
  type: EventType,
  minute: z.number().int().min(0).max(MINUTE_MAX),
});
export type AddMatchEvent = z.infer<typeof AddMatchEvent>;

export const EventId = z.object({ eventId: Id });

// Tournament fixtures.
export const FINAL_CHOICES = ['TRIANGULAR', 'DIRECT'] as const;
export const FinalChoice = z.enum(FINAL_CHOICES);
export type FinalChoice = z.infer<typeof FinalChoice>;
export const GenerateRound = z.object({ tournamentId: Id, userChoice: FinalChoice.optional() });

export const ROUND_KINDS = ['KNOCKOUT', 'TRIANGULAR', 'LEAGUE'] as const;
export type RoundKind = (typeof ROUND_KINDS)[number];

// Tie-break presets: FIFA (head-to-head first) and overall goal difference first.
export const TIE_BREAK_PRESETS = ['FIFA', 'OVERALL_FIRST'] as const;
export const TieBreakPreset = z.enum(TIE_BREAK_PRESETS);
export type TieBreakPreset = z.infer<typeof TieBreakPreset>;

/** The organiser's standings settings. */
export const FixtureSettings = z
  .object({
    tournamentId: Id,
    tieBreakPreset: TieBreakPreset.optional(),
    blueCardPoints: z.number().int().min(0).max(10).optional(),
  })
  .refine((v) => v.tieBreakPreset !== undefined || v.blueCardPoints !== undefined, {
    error: 'NOTHING_TO_UPDATE',
  });

export const CalendarQuery = z.object({ tournamentId: Id, token: z.string().trim().max(100).optional() });
