import type { MatchDto, RoundStage } from './fixtures';
import type { Weekday } from './tournaments.schema';

// Match day: venues and pitches, when matches may be played, referees, the automatic schedule and the day's board.

export const REFEREE_ANSWERS = ['PENDING', 'CONFIRMED', 'DECLINED'] as const;
export type RefereeAnswer = (typeof REFEREE_ANSWERS)[number];

export const VENUE_NAME_MAX = 80;
export const PITCH_NAME_MAX = 40;
export const PITCHES_PER_VENUE_MAX = 30;
export const BOOKINGS_PER_PITCH_MAX = 60;
export const MATCH_WINDOWS_MAX = 21;
export const HOLIDAYS_MAX = 120;
export const REFEREES_MAX = 60;
export const UNAVAILABLE_DATES_MAX = 120;
/** Defaults of the tournament's match-day rules (docs/decisions/014). */
export const DEFAULT_BREAK_MINUTES = 10;
export const DEFAULT_MAX_MATCHES_PER_TEAM_PER_DAY = 1;

/** Hours a club rented on a pitch: weekly on a weekday, or on one date; the hourly price as agreed. */
export interface PitchBookingValue {
  day?: Weekday;
  date?: string;
  from: string;
  to: string;
  hourlyPrice?: number;
}

/** When a tournament's matches may be played on a weekday: kick-off at `from` or later, final whistle by `to`. */
export interface MatchWindowValue {
  day: Weekday;
  from: string;
  to: string;
}

export interface PitchDto {
  id: string;
  venueId: string;
  name: string;
  bookings: PitchBookingValue[];
}

export interface VenueDto {
  id: string;
  name: string;
  address: string;
  lat: number | null;
  lng: number | null;
  pitches: PitchDto[];
}

/** Where a match is played, as a fixture shows it. */
export interface MatchPitchDto {
  id: string;
  name: string;
  venueName: string;
  address: string;
}

export interface MatchRefereeDto {
  id: string;
  name: string;
  answer: RefereeAnswer;
}

export interface RefereeDto {
  id: string;
  name: string;
  /** Whether a Cancha account answers for the referee (never which one: an address must not reveal an account). */
  hasAccount: boolean;
  email: string | null;
  unavailable: string[];
  feePerMatch: number;
  /** Matches assigned and not declined; of those, the ones played; and what is owed for them. */
  assigned: number;
  played: number;
  owed: number;
  currency: string;
}

export const SCHEDULE_CONFLICT_RULES = [
  'OUTSIDE_DATES',
  'NOT_PLAYING_DAY',
  'HOLIDAY',
  'OUTSIDE_WINDOW',
  'PITCH_NOT_BOOKED',
  'PITCH_BUSY',
  'TEAM_BUSY',
  'TEAM_REST',
  'TEAM_DAILY_MAX',
  'REFEREE_BUSY',
  'REFEREE_UNAVAILABLE',
  'REFEREE_PLAYS',
  'ROUND_ORDER',
  'IN_THE_PAST',
] as const;
export type ScheduleConflictRule = (typeof SCHEDULE_CONFLICT_RULES)[number];

/** One hard rule a move breaks, naming the match (its teams and time) or team it collides with. */
export interface ScheduleConflictDto {
  rule: ScheduleConflictRule;
  matchId?: string;
  /** "Team A - Team B", when it collides with a match. */
  match?: string;
  date?: string | null;
  time?: string | null;
  teamId?: string;
  team?: string;
}

/**
 * Why a match found no slot: the hard rule that, relaxed alone, would open the most slots for it, or NO_DAYS_LEFT
 * when no playing day with open hours is left before the end date.
 */
export type UnscheduledReason = ScheduleConflictRule | 'NO_DAYS_LEFT';

/** Where and when a match is played, as a plan shows it. */
export interface PlannedSlotDto {
  date: string;
  time: string;
  /** "Venue · Pitch"; null while it has none. */
  pitch: string | null;
  referee: string | null;
}

/** A match a plan speaks of, as the organiser reads it. */
export interface PlannedMatchDto {
  matchId: string;
  /** "Team A - Team B". */
  match: string;
  /** Its round's stage (Fecha 3, Cuartos de final…); null for a match of no round. */
  stage: RoundStage | null;
  /** The third-place match of the final's round. */
  thirdPlace: boolean;
}

/** One match a plan places or moves: from where it is (null: nowhere yet) to where it goes. */
export interface ScheduleMoveDto extends PlannedMatchDto {
  from: PlannedSlotDto | null;
  to: PlannedSlotDto;
}

export interface ScheduleResultDto {
  /** Applied (0 for a preview). */
  scheduled: number;
  unscheduled: (PlannedMatchDto & { reason: UnscheduledReason })[];
  /** Placed where no referee of the pool was free. */
  withoutReferee: string[];
  /** What the plan had to work with: the tournament's pitches and referees. */
  pitches: number;
  referees: number;
  /** Every match the plan places or moves. */
  moves: ScheduleMoveDto[];
  /** Names this plan: applying a preview sends it back, and is refused with PLAN_CHANGED if the plan moved since. */
  planKey: string;
}

/**
 * Where a match a referee's daily e-mail listed stands now: still to answer or confirmed; CHANGED, moved since (the
 * next e-mail brings it again); TAKEN, given to another referee or declined; FINISHED, no longer to be played.
 */
export const REFEREE_DIGEST_STATES = ['PENDING', 'CONFIRMED', 'CHANGED', 'TAKEN', 'FINISHED'] as const;
export type RefereeDigestState = (typeof REFEREE_DIGEST_STATES)[number];

export interface RefereeDigestMatchDto {
  matchId: string;
  tournament: string;
  teamOne: string;
  teamTwo: string;
  /** When and where; null for a match taken from the referee, which is no longer theirs to know of. */
  date: string | null;
  time: string | null;
  location: string | null;
  state: RefereeDigestState;
}

/** A referee's daily e-mail as its 'Confirmar todos' page shows it. */
export interface RefereeDigestDto {
  referee: string;
  matches: RefereeDigestMatchDto[];
}

export interface FreeSlotDto {
  date: string;
  time: string;
  pitch: MatchPitchDto;
  referee: { id: string; name: string } | null;
}

/** The day's board ('cartelera'): a column per pitch with its matches in kick-off order. */
export interface DayBoardDto {
  tournament: { id: string; name: string };
  date: string;
  /** Every date with a match on a pitch, for moving between days. */
  dates: string[];
  /** The stage of each round the day's matches belong to, by round id: a TV names them ('Cuartos de final'). */
  stages: Record<string, RoundStage>;
  pitches: (MatchPitchDto & { matches: MatchDto[] })[];
}

/**
 * A board shown on a club's TV (`/cartelera/{id}?tv=1`, docs/decisions/014): the page is only the board, with no
 * site header, footer, cookie banner or install offer. The server (which draws the banner into the page) and the
 * app ask the same question.
 */
export function isBoardKiosk(path: string, search: string): boolean {
  return /^\/cartelera\/[^/]+\/?$/.test(path) && new URLSearchParams(search).get('tv') === '1';
}
