import { z } from 'zod';
import {
  EVENT_TYPES,
  FINAL_CHOICES,
  MATCH_STATUSES,
  MINUTE_MAX,
  SCORE_MAX,
  TIE_BREAK_PRESETS,
  TIME_OF_DAY_PATTERN,
} from './matches';
import { LOCATION_MAX } from './teams';
import { Id } from './teams.schema';
import { singleLine } from './text.schema';

export const MatchStatus = z.enum(MATCH_STATUSES);
export type MatchStatus = z.infer<typeof MatchStatus>;

export const EventType = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventType>;

export const TimeOfDay = z.string().regex(TIME_OF_DAY_PATTERN, { error: 'TIME_INVALID' });

export const MatchId = z.object({ matchId: Id });

const Score = z.number().int().min(0).max(SCORE_MAX).nullable();

/**
 * One edit of a match (docs/product/competition.md#calls — PUT soccer-match/{matchId} sends {status}, {time}
 * or {date}; the result form sends both scores, null for an empty one). Several fields may travel together;
 * at least one must.
 */
export const UpdateMatch = z
  .object({
    matchId: Id,
    status: MatchStatus.optional(),
    date: z.iso.date().optional(),
    time: TimeOfDay.optional(),
    location: singleLine(LOCATION_MAX).min(2).optional(),
    /** docs/decisions/014: a move that breaks a hard rule is refused with SCHEDULE_CONFLICT. */
    pitchId: Id.nullable().optional(),
    refereeId: Id.nullable().optional(),
    /** Fixed by the organiser: a re-plan leaves it where it is. A move by hand fixes it unless this says false. */
    scheduleLocked: z.boolean().optional(),
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

export const FinalChoice = z.enum(FINAL_CHOICES);
export type FinalChoice = z.infer<typeof FinalChoice>;

export const GenerateRound = z.object({ tournamentId: Id, userChoice: FinalChoice.optional() });

const TeamLists = z.array(z.array(Id).min(1).max(64)).min(1).max(64);
/**
 * A group draw (POST match/{tournamentId}/draw-groups): the creator's own groups (the i-th list is group A+i), a
 * random draw, or a draw from pots with one team of each pot per group.
 */
export const DrawGroups = z.union([
  z.object({ tournamentId: Id, groups: TeamLists }),
  z.object({ tournamentId: Id, method: z.literal('RANDOM') }),
  z.object({ tournamentId: Id, method: z.literal('POTS'), pots: TeamLists }),
]);
export type DrawGroups = z.infer<typeof DrawGroups>;
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
