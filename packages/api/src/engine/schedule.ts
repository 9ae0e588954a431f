import { WEEKDAYS, type Weekday } from '@cancha/shared';

export interface ScheduleInput {
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  /** Empty = every day. */
  playingDays: Weekday[];
  /** Earliest allowed date (YYYY-MM-DD), e.g. today or the day after the previous round. */
  from?: string;
  rounds: number;
  /** Real matches per round (byes excluded); length = rounds. */
  matchesPerRound: number[];
  /** Minutes. */
  matchDuration: number;
  /** 'HH:mm', default '10:00'. */
  firstKickoff?: string;
  /** 'HH:mm', default '21:00'. */
  lastKickoff?: string;
}

export interface ScheduledSlot {
  /** 0-based. */
  round: number;
  /** Match index within the round. */
  index: number;
  date: string;
  /** HH:mm */
  time: string;
}

/** Gap between consecutive kick-offs on a pitch, on top of the match itself. */
export const CHANGEOVER_MINUTES = 15;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01; plain calendar arithmetic, no time zones. */
export function dayNumber(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Invalid date: ${date}`);
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  // Date.UTC rolls 2025-02-30 over to March; reject instead of scheduling on a wrong day.
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`Invalid date: ${date}`);
  }
  return ms / DAY_MS;
}

export function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** 1970-01-01 was a Thursday. */
export function weekdayOf(day: number): Weekday {
  return WEEKDAYS[(((day + 3) % 7) + 7) % 7] as Weekday;
}

export function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  const h = Number(match?.[1]);
  const m = Number(match?.[2]);
  if (!match || h > 23 || m > 59) throw new RangeError(`Invalid time: ${time}`);
  return h * 60 + m;
}

export function timeOf(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Playing days in [first, last], counted and indexed arithmetically so a window of years costs
 * nothing.
 */
function candidateDays(first: number, last: number, playingDays: readonly Weekday[]) {
  const wanted = new Set(playingDays.length === 0 ? WEEKDAYS : playingDays);
  const offsets: number[] = [];
  for (let o = 0; o < 7; o++) if (wanted.has(weekdayOf(first + o))) offsets.push(o);
  const span = Math.max(0, last - first + 1);
  const k = offsets.length;
  const count = k === 0 ? 0 : Math.floor(span / 7) * k + offsets.filter((o) => o < span % 7).length;
  const at = (j: number) => first + 7 * Math.floor(j / k) + (offsets[j % k] as number);
  return { count, at };
}

/**
 * Dates and kick-offs for every match. Rounds are spread evenly over the playing days of the
 * window, in order, sharing dates only when there are fewer dates than rounds. With no playing
 * day left in the window, the matches get no slot: a date past the end or on a day the teams do
 * not play would be one nobody chose (the organiser sets it, or widens the window).
 */
export function scheduleMatches(input: ScheduleInput): ScheduledSlot[] {
  const start = Math.max(dayNumber(input.startDate), input.from ? dayNumber(input.from) : -Infinity);
  const end = dayNumber(input.endDate);
  const { count, at } = candidateDays(start, end, input.playingDays);
  const rounds = Math.max(0, Math.floor(input.rounds));

  const first = minutesOf(input.firstKickoff ?? '10:00');
  const lastKickoff = minutesOf(input.lastKickoff ?? '21:00');
  const step = Math.max(1, input.matchDuration) + CHANGEOVER_MINUTES;
  // Past the last kick-off the next match starts over at the first one, on another pitch.
  const perPitch = lastKickoff >= first ? Math.floor((lastKickoff - first) / step) + 1 : 1;

  const usedOnDay = new Map<number, number>();
  const out: ScheduledSlot[] = [];
  if (count === 0) return [];
  for (let round = 0; round < rounds; round++) {
    const day = at(Math.floor((round * count) / rounds));
    const matches = Math.max(0, input.matchesPerRound[round] ?? 0);
    let used = usedOnDay.get(day) ?? 0;
    for (let index = 0; index < matches; index++) {
      out.push({ round, index, date: dateOf(day), time: timeOf(first + (used % perPitch) * step) });
      used++;
    }
    usedOnDay.set(day, used);
  }
  return out;
}
