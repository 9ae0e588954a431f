import { z } from 'zod';
import { Email } from './auth.schema';
import { isTimeZone } from './dates';
import { editFields } from './edit.schema';
import {
  BOOKINGS_PER_PITCH_MAX,
  HOLIDAYS_MAX,
  MATCH_WINDOWS_MAX,
  PITCH_NAME_MAX,
  PITCHES_PER_VENUE_MAX,
  UNAVAILABLE_DATES_MAX,
  VENUE_NAME_MAX,
} from './match-day';
import { TimeOfDay } from './matches.schema';
import { LOCATION_MAX } from './teams';
import { Id } from './teams.schema';
import { singleLine } from './text.schema';
import { WEEKDAYS } from './tournaments';

const Time = TimeOfDay;
/** 'to' may be '24:00', the end of the day. */
const EndTime = z.union([Time, z.literal('24:00')]);
const Day = z.enum(WEEKDAYS);
const IsoDate = z.iso.date();

const ordered = (v: { from: string; to: string }) => v.from < v.to;

export const PitchBooking = z
  .object({
    day: Day.optional(),
    date: IsoDate.optional(),
    from: Time,
    to: EndTime,
    hourlyPrice: z.number().min(0).max(1_000_000).optional(),
  })
  .refine(ordered, { error: 'TIME_RANGE_INVALID', path: ['to'] })
  .refine((v) => (v.day === undefined) !== (v.date === undefined), { error: 'DAY_OR_DATE', path: ['day'] });

export const MatchWindow = z
  .object({ day: Day, from: Time, to: EndTime })
  .refine(ordered, { error: 'TIME_RANGE_INVALID', path: ['to'] });

const PitchInput = z.object({
  /** Present to keep an existing pitch (its matches stay on it). */
  id: Id.optional(),
  name: singleLine(PITCH_NAME_MAX).min(1),
  bookings: z.array(PitchBooking).max(BOOKINGS_PER_PITCH_MAX).default([]),
});

const venueFields = {
  name: singleLine(VENUE_NAME_MAX).min(2),
  address: singleLine(LOCATION_MAX).min(2),
  lat: z.number().min(-90).max(90).nullish(),
  lng: z.number().min(-180).max(180).nullish(),
  pitches: z.array(PitchInput).min(1).max(PITCHES_PER_VENUE_MAX),
};
export const CreateVenue = z.object(venueFields);
export type CreateVenue = z.input<typeof CreateVenue>;
/** A pitch of an edited venue: an existing one (its id) keeps its bookings unless they are sent. */
const EditedPitch = PitchInput.extend({ bookings: PitchInput.shape.bookings.unwrap().optional() });
export const UpdateVenue = z.object({
  venueId: Id,
  ...editFields(venueFields),
  pitches: z.array(EditedPitch).min(1).max(PITCHES_PER_VENUE_MAX).optional(),
});
export type UpdateVenue = z.input<typeof UpdateVenue>;
export const VenueId = z.object({ venueId: Id });

/** A tournament's match-day rules and pitches, as part of its fields (tournaments.schema). */
export const matchDayFields = {
  pitchIds: z.array(Id).max(50).optional(),
  matchWindows: z.array(MatchWindow).max(MATCH_WINDOWS_MAX).optional(),
  breakMinutes: z.number().int().min(0).max(240).optional(),
  minRestMinutes: z.number().int().min(0).max(10_080).optional(),
  maxMatchesPerTeamPerDay: z.number().int().min(1).max(10).optional(),
  holidays: z.array(IsoDate).max(HOLIDAYS_MAX).optional(),
  /** The IANA zone of its kick-offs; null: the site's (TIME_ZONE). */
  timeZone: z.string().trim().max(64).refine(isTimeZone, { error: 'TIME_ZONE_INVALID' }).nullish(),
};

const refereeFields = {
  name: singleLine(80).min(2),
  email: Email.nullish(),
  userId: Id.nullish(),
  unavailable: z.array(IsoDate).max(UNAVAILABLE_DATES_MAX).default([]),
  feePerMatch: z.number().min(0).max(1_000_000).default(0),
};
export const AddReferee = z.object({ tournamentId: Id, ...refereeFields });
export type AddReferee = z.input<typeof AddReferee>;
export const UpdateReferee = z.object({ refereeId: Id, ...editFields(refereeFields) });
export type UpdateReferee = z.input<typeof UpdateReferee>;
export const RefereeId = z.object({ refereeId: Id });

export const SCHEDULE_SCOPES = ['UNPLACED', 'UNPLAYED'] as const;

/**
 * POST match/{tournamentId}/schedule: the matches of one round, every match without a pitch (UNPLACED), or every
 * match still to be played that the organiser has not fixed and no referee has confirmed (UNPLAYED, a re-plan).
 * A preview answers the plan and writes nothing; applying it with its planKey refuses a plan that changed since.
 */
export const ScheduleMatches = z.object({
  tournamentId: Id,
  roundId: Id.optional(),
  scope: z.enum(SCHEDULE_SCOPES).default('UNPLACED'),
  preview: z.boolean().default(false),
  planKey: z.string().trim().max(100).optional(),
});
export type ScheduleMatches = z.input<typeof ScheduleMatches>;

export const FREE_SLOTS_MAX = 40;
/** GET soccer-match/{id}/free-slots: the nearest legal slots, on one day and one pitch when asked. */
export const FreeSlotsQuery = z.object({
  matchId: Id,
  date: IsoDate.optional(),
  pitchId: Id.optional(),
  limit: z.coerce.number().int().min(1).max(FREE_SLOTS_MAX).default(12),
});
export type FreeSlotsQuery = z.input<typeof FreeSlotsQuery>;

/** A referee's answer to an assignment: from the app (signed in) or from the e-mail's link (its token). */
export const AnswerAssignment = z.object({
  matchId: Id,
  answer: z.enum(['CONFIRMED', 'DECLINED']),
  token: z.string().trim().min(10).max(100).optional(),
});
export type AnswerAssignment = z.infer<typeof AnswerAssignment>;

export const AssignmentQuery = z.object({
  matchId: Id,
  token: z.string().trim().min(10).max(100).optional(),
});

/** A referee's daily e-mail, by its 'Confirmar todos' link's token: read it, or confirm every match it lists. */
export const RefereeDigestToken = z.object({ token: z.string().trim().min(10).max(100) });
export type RefereeDigestToken = z.infer<typeof RefereeDigestToken>;

export const DayBoardQuery = z.object({
  tournamentId: Id,
  date: IsoDate.optional(),
  invite: z.string().trim().max(100).optional(),
});

/** A board's live signal: the tournament, and its invitation link for a private one. */
export const BoardStream = DayBoardQuery.omit({ date: true });

export const DaySheetsQuery = z.object({ tournamentId: Id, date: IsoDate });

export const SheetQuery = z.object({ paper: z.enum(['A4', 'LETTER']).default('A4') });
