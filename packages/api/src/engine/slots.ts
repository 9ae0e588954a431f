import { WEEKDAYS, type Weekday } from '@cancha/shared';
import { dateOf, dayNumber, minutesOf, weekdayOf } from './schedule';

// The match day's hard rules over one shared picture of who is busy when: the automatic schedule, the free slots
// offered when a match must move, and the check of a hand-made move all read the same Occupancy, so the three can
// never disagree on what is legal. Times are absolute minutes (day number × 1440 + minute of the day).

export const DAY_MINUTES = 1440;
/** When a tournament names no windows: every playing day from 09:00 to 22:00. */
export const DEFAULT_WINDOW = { from: 9 * 60, to: 22 * 60 };

export interface PlayWindow {
  day: Weekday;
  /** Minutes of the day. */
  from: number;
  to: number;
}

/** Hours a club rented: weekly on a weekday, or on one date. */
export interface PitchBooking {
  day?: Weekday;
  date?: string;
  from: number;
  to: number;
}

export interface PitchResource {
  id: string;
  /** Empty: the pitch is the tournament's whenever its windows are open. */
  bookings: PitchBooking[];
}

export interface RefereeResource {
  id: string;
  /** YYYY-MM-DD dates they cannot come. */
  unavailable: string[];
  /** Teams they play in: they never referee those. */
  teamIds: string[];
}

export interface MatchDayRules {
  startDate: string;
  endDate: string;
  /** Empty = every day. */
  playingDays: Weekday[];
  /** Empty = DEFAULT_WINDOW on every playing day. */
  windows: PlayWindow[];
  holidays: string[];
  duration: number;
  breakMinutes: number;
  minRestMinutes: number;
  maxMatchesPerTeamPerDay: number;
  /** Absolute minute before which nothing may be placed (now, for a schedule made today). */
  notBefore?: number;
}

/** A match that holds its pitch, teams and referee at a time. */
export interface BookedMatch {
  id: string;
  teamIds: string[];
  pitchId: string | null;
  refereeId: string | null;
  start: number;
  duration: number;
  breakMinutes: number;
  /** Order of play inside its tournament (see MatchToPlace.stage); null for other tournaments' matches. */
  stage: number | null;
  /** Whether its stage waits for the earlier stages to end (a knock-out round, a second leg). */
  barrier: boolean;
}

export type ConflictRule =
  | 'OUTSIDE_DATES'
  | 'NOT_PLAYING_DAY'
  | 'HOLIDAY'
  | 'OUTSIDE_WINDOW'
  | 'PITCH_NOT_BOOKED'
  | 'PITCH_BUSY'
  | 'TEAM_BUSY'
  | 'TEAM_REST'
  | 'TEAM_DAILY_MAX'
  | 'REFEREE_BUSY'
  | 'REFEREE_UNAVAILABLE'
  | 'REFEREE_PLAYS'
  | 'ROUND_ORDER'
  | 'IN_THE_PAST';

export interface Conflict {
  rule: ConflictRule;
  /** The match it collides with, when there is one. */
  matchId?: string;
  teamId?: string;
}

export const abs = (date: string, time: string) => dayNumber(date) * DAY_MINUTES + minutesOf(time);
export const dayOfMinute = (minute: number) => Math.floor(minute / DAY_MINUTES);
export { dateOf };

interface Span {
  id: string;
  start: number;
  end: number;
}

/** Spans sorted by start, with the few neighbours of a time found by binary search. */
class Timeline {
  readonly spans: Span[] = [];
  add(span: Span) {
    let lo = 0;
    let hi = this.spans.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.spans[mid] as Span).start < span.start) lo = mid + 1;
      else hi = mid;
    }
    this.spans.splice(lo, 0, span);
  }
  remove(id: string) {
    const i = this.spans.findIndex((s) => s.id === id);
    if (i >= 0) this.spans.splice(i, 1);
  }
  /** Spans overlapping [from, to), each widened by `pad` after its end. */
  *overlapping(from: number, to: number, pad = 0, longest = DAY_MINUTES * 2): Generator<Span> {
    let lo = 0;
    let hi = this.spans.length;
    const earliest = from - longest - pad;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.spans[mid] as Span).start < earliest) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.spans.length; i++) {
      const s = this.spans[i] as Span;
      if (s.start >= to) break;
      if (s.end + pad > from) yield s;
    }
  }
}

function timelineOf(map: Map<string, Timeline>, key: string): Timeline {
  let t = map.get(key);
  if (!t) {
    t = new Timeline();
    map.set(key, t);
  }
  return t;
}

/** Who is busy when, and the rules of one tournament's match day. */
export class Occupancy {
  readonly pitches = new Map<string, Timeline>();
  readonly teams = new Map<string, Timeline>();
  readonly referees = new Map<string, Timeline>();
  readonly perTeamDay = new Map<string, number>();
  readonly booked = new Map<string, BookedMatch>();
  private readonly playing: Set<Weekday>;
  private readonly holidays: Set<string>;
  private readonly first: number;
  private readonly last: number;
  private readonly refereeById: Map<string, RefereeResource>;
  private readonly pitchById: Map<string, PitchResource>;
  private readonly windowsCache = new Map<string, { from: number; to: number }[]>();
  private readonly dates = new Map<number, string>();

  constructor(
    readonly rules: MatchDayRules,
    readonly pitchList: PitchResource[],
    readonly refereeList: RefereeResource[],
  ) {
    this.playing = new Set(rules.playingDays.length === 0 ? WEEKDAYS : rules.playingDays);
    this.holidays = new Set(rules.holidays);
    this.first = dayNumber(rules.startDate);
    this.last = dayNumber(rules.endDate);
    this.refereeById = new Map(refereeList.map((r) => [r.id, r]));
    this.pitchById = new Map(pitchList.map((p) => [p.id, p]));
  }

  get firstDay() {
    return Math.max(this.first, dayOfMinute(this.rules.notBefore ?? Number.NEGATIVE_INFINITY));
  }
  get lastDay() {
    return this.last;
  }

  add(m: BookedMatch) {
    this.booked.set(m.id, m);
    const span = { id: m.id, start: m.start, end: m.start + m.duration };
    if (m.pitchId) timelineOf(this.pitches, m.pitchId).add({ ...span, end: span.end + m.breakMinutes });
    if (m.refereeId) timelineOf(this.referees, m.refereeId).add({ ...span, end: span.end + m.breakMinutes });
    const day = dayOfMinute(m.start);
    for (const team of m.teamIds) {
      timelineOf(this.teams, team).add(span);
      const key = `${team}:${day}`;
      this.perTeamDay.set(key, (this.perTeamDay.get(key) ?? 0) + 1);
    }
  }

  remove(id: string) {
    const m = this.booked.get(id);
    if (!m) return;
    this.booked.delete(id);
    if (m.pitchId) this.pitches.get(m.pitchId)?.remove(id);
    if (m.refereeId) this.referees.get(m.refereeId)?.remove(id);
    const day = dayOfMinute(m.start);
    for (const team of m.teamIds) {
      this.teams.get(team)?.remove(id);
      const key = `${team}:${day}`;
      this.perTeamDay.set(key, (this.perTeamDay.get(key) ?? 1) - 1);
    }
  }

  /** YYYY-MM-DD of a day number, kept: the rules ask it for every candidate slot. */
  dateOfDay(day: number): string {
    let date = this.dates.get(day);
    if (date === undefined) {
      date = dateOf(day);
      this.dates.set(day, date);
    }
    return date;
  }

  /** Whether anything may be played on the day at all, and why not. */
  dayProblem(day: number): ConflictRule | null {
    if (day < this.first || day > this.last) return 'OUTSIDE_DATES';
    if (!this.playing.has(weekdayOf(day))) return 'NOT_PLAYING_DAY';
    if (this.holidays.has(this.dateOfDay(day))) return 'HOLIDAY';
    return null;
  }

  /** The tournament's open hours on a day: its windows for that weekday, or the default. */
  windowsOn(day: number): { from: number; to: number }[] {
    const weekday = weekdayOf(day);
    const own = this.rules.windows.filter((w) => w.day === weekday);
    if (this.rules.windows.length === 0) return [DEFAULT_WINDOW];
    return own.map((w) => ({ from: w.from, to: w.to }));
  }

  /** A pitch's usable hours on a day: the windows, cut to its bookings when it has any. */
  pitchHours(pitchId: string, day: number): { from: number; to: number }[] {
    const key = `${pitchId}:${day}`;
    const cached = this.windowsCache.get(key);
    if (cached) return cached;
    const windows = this.windowsOn(day);
    const pitch = this.pitchById.get(pitchId);
    let hours = windows;
    if (pitch && pitch.bookings.length > 0) {
      const date = this.dateOfDay(day);
      const weekday = weekdayOf(day);
      const booked = pitch.bookings.filter((b) => b.date === date || (!b.date && b.day === weekday));
      hours = [];
      for (const w of windows) {
        for (const b of booked) {
          const from = Math.max(w.from, b.from);
          const to = Math.min(w.to, b.to);
          if (to > from) hours.push({ from, to });
        }
      }
      hours.sort((a, b) => a.from - b.from);
    }
    this.windowsCache.set(key, hours);
    return hours;
  }

  /** Kick-offs a pitch offers on a day: from each opening, one match plus its break after another. */
  kickoffs(pitchId: string, day: number): number[] {
    const { duration, breakMinutes } = this.rules;
    const out: number[] = [];
    for (const h of this.pitchHours(pitchId, day)) {
      for (let t = h.from; t + duration <= h.to; t += duration + breakMinutes)
        out.push(day * DAY_MINUTES + t);
    }
    return out;
  }

  /**
   * Every hard rule a match at `start` on `pitchId` with `refereeId` would break, naming what it collides with.
   * `stop` ends the search at the first one (the scheduler only needs to know whether a slot is legal).
   */
  conflicts(
    match: { id: string; teamIds: string[]; stage: number | null; barrier: boolean },
    start: number,
    pitchId: string | null,
    refereeId: string | null,
    stop = false,
  ): Conflict[] {
    const { duration, breakMinutes, minRestMinutes, maxMatchesPerTeamPerDay } = this.rules;
    const out: Conflict[] = [];
    const found = (c: Conflict) => {
      out.push(c);
      return stop;
    };
    const day = dayOfMinute(start);
    const minute = start - day * DAY_MINUTES;
    const dayRule = this.dayProblem(day);
    if (dayRule && found({ rule: dayRule })) return out;
    if (this.rules.notBefore !== undefined && start < this.rules.notBefore && found({ rule: 'IN_THE_PAST' }))
      return out;
    const inside = (hours: { from: number; to: number }[]) =>
      hours.some((h) => minute >= h.from && minute + duration <= h.to);
    if (!dayRule && !inside(this.windowsOn(day))) {
      if (found({ rule: 'OUTSIDE_WINDOW' })) return out;
    } else if (!dayRule && pitchId && !inside(this.pitchHours(pitchId, day))) {
      if (found({ rule: 'PITCH_NOT_BOOKED' })) return out;
    }
    const end = start + duration;
    if (pitchId) {
      for (const s of this.pitches.get(pitchId)?.overlapping(start, end + breakMinutes) ?? []) {
        if (s.id !== match.id && found({ rule: 'PITCH_BUSY', matchId: s.id })) return out;
      }
    }
    for (const team of match.teamIds) {
      const timeline = this.teams.get(team);
      for (const s of timeline?.overlapping(start - minRestMinutes, end + minRestMinutes) ?? []) {
        if (s.id === match.id) continue;
        const rule = s.start < end && start < s.end ? 'TEAM_BUSY' : 'TEAM_REST';
        if (found({ rule, matchId: s.id, teamId: team })) return out;
      }
      let sameDay = this.perTeamDay.get(`${team}:${day}`) ?? 0;
      const self = this.booked.get(match.id);
      if (self && dayOfMinute(self.start) === day && self.teamIds.includes(team)) sameDay--;
      if (sameDay >= maxMatchesPerTeamPerDay && found({ rule: 'TEAM_DAILY_MAX', teamId: team })) return out;
    }
    if (refereeId) {
      const referee = this.refereeById.get(refereeId);
      if (referee?.unavailable.includes(this.dateOfDay(day)) && found({ rule: 'REFEREE_UNAVAILABLE' }))
        return out;
      const plays = referee?.teamIds.find((t) => match.teamIds.includes(t));
      if (plays && found({ rule: 'REFEREE_PLAYS', teamId: plays })) return out;
      for (const s of this.referees.get(refereeId)?.overlapping(start, end + breakMinutes) ?? []) {
        if (s.id !== match.id && found({ rule: 'REFEREE_BUSY', matchId: s.id })) return out;
      }
    }
    if (match.stage !== null) {
      for (const other of this.booked.values()) {
        if (other.id === match.id || other.stage === null) continue;
        const earlier = other.stage < match.stage && match.barrier && other.start + other.duration > start;
        const later = other.stage > match.stage && other.barrier && end > other.start;
        if ((earlier || later) && found({ rule: 'ROUND_ORDER', matchId: other.id })) return out;
      }
    }
    return out;
  }

  /** The referee of the pool free for the match at that time with the fewest matches so far, if any. */
  freeReferee(
    match: { id: string; teamIds: string[] },
    start: number,
    prefer?: string | null,
  ): string | null {
    const fits = (r: RefereeResource) =>
      !r.unavailable.includes(this.dateOfDay(dayOfMinute(start))) &&
      !r.teamIds.some((t) => match.teamIds.includes(t)) &&
      !some(
        this.referees.get(r.id)?.overlapping(start, start + this.rules.duration + this.rules.breakMinutes),
        match.id,
      );
    if (prefer) {
      const own = this.refereeById.get(prefer);
      if (own && fits(own)) return own.id;
    }
    let best: RefereeResource | null = null;
    let bestLoad = Number.POSITIVE_INFINITY;
    for (const r of this.refereeList) {
      const load = this.referees.get(r.id)?.spans.length ?? 0;
      if (load < bestLoad && fits(r)) {
        best = r;
        bestLoad = load;
      }
    }
    return best?.id ?? null;
  }
}

function some(spans: Iterable<Span> | undefined, except: string): boolean {
  for (const s of spans ?? []) if (s.id !== except) return true;
  return false;
}
