import type { Weekday } from '@cancha/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateOf,
  dayNumber,
  minutesOf,
  type ScheduleInput,
  scheduleMatches,
  timeOf,
  weekdayOf,
} from './schedule';

const input = (over: Partial<ScheduleInput>): ScheduleInput => ({
  startDate: '2025-03-01',
  endDate: '2025-03-31',
  playingDays: [],
  rounds: 1,
  matchesPerRound: [1],
  matchDuration: 45,
  ...over,
});

const datesByRound = (slots: ReturnType<typeof scheduleMatches>) => {
  const out: string[] = [];
  for (const s of slots) out[s.round] ??= s.date;
  return out;
};

describe('calendar helpers', () => {
  it('round-trips dates and knows the weekday', () => {
    expect(dateOf(dayNumber('2024-02-29'))).toBe('2024-02-29');
    expect(dayNumber('2024-03-01') - dayNumber('2024-02-28')).toBe(2);
    expect(weekdayOf(dayNumber('1970-01-01'))).toBe('THURSDAY');
    expect(weekdayOf(dayNumber('2025-03-01'))).toBe('SATURDAY');
    expect(weekdayOf(dayNumber('1969-12-28'))).toBe('SUNDAY');
  });

  it('rejects malformed or impossible dates and times', () => {
    expect(() => dayNumber('2025-02-30')).toThrow(RangeError);
    expect(() => dayNumber('2025-3-1')).toThrow(RangeError);
    expect(() => minutesOf('24:00')).toThrow(RangeError);
    expect(() => minutesOf('10h')).toThrow(RangeError);
    expect(minutesOf('9:05')).toBe(545);
    expect(timeOf(545)).toBe('09:05');
  });
});

describe('scheduleMatches', () => {
  it('staggers kick-offs by duration + 15 and wraps to a second pitch after the last kick-off', () => {
    const slots = scheduleMatches(
      input({ matchesPerRound: [5], matchDuration: 45, firstKickoff: '18:00', lastKickoff: '20:00' }),
    );
    expect(slots.map((s) => s.time)).toEqual(['18:00', '19:00', '20:00', '18:00', '19:00']);
    expect(slots.map((s) => s.index)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(slots.map((s) => s.date)).size).toBe(1);
  });

  it('defaults to 10:00–21:00', () => {
    const slots = scheduleMatches(input({ matchesPerRound: [13], matchDuration: 45 }));
    expect(slots.map((s) => s.time)).toEqual([
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
      '20:00',
      '21:00',
      '10:00',
    ]);
  });

  it('a kick-off window shorter than one match still schedules everything', () => {
    const slots = scheduleMatches(
      input({ matchesPerRound: [3], firstKickoff: '20:00', lastKickoff: '19:00' }),
    );
    expect(slots.map((s) => s.time)).toEqual(['20:00', '20:00', '20:00']);
  });

  it('spreads rounds evenly over the playing days, in order', () => {
    // March 2025: Saturdays 1, 8, 15, 22, 29 and Sundays 2, 9, 16, 23, 30 → 10 dates.
    const slots = scheduleMatches(
      input({ playingDays: ['SATURDAY', 'SUNDAY'], rounds: 4, matchesPerRound: [2, 2, 2, 2] }),
    );
    // floor(i * 10 / 4) = 0, 2, 5, 7
    expect(datesByRound(slots)).toEqual(['2025-03-01', '2025-03-08', '2025-03-16', '2025-03-23']);
    expect(slots.map((s) => [s.round, s.index])).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 0],
      [2, 1],
      [3, 0],
      [3, 1],
    ]);
  });

  it('starts no earlier than `from`', () => {
    const slots = scheduleMatches(
      input({ from: '2025-03-20', playingDays: ['FRIDAY'], rounds: 2, matchesPerRound: [1, 1] }),
    );
    expect(datesByRound(slots)).toEqual(['2025-03-21', '2025-03-28']);
    const early = scheduleMatches(input({ from: '2025-01-01', rounds: 1 }));
    expect(early[0]?.date).toBe('2025-03-01');
  });

  it('shares dates when there are fewer dates than rounds, continuing the kick-offs', () => {
    // Only Saturdays 1 and 8 in the window; three rounds.
    const slots = scheduleMatches(
      input({
        endDate: '2025-03-10',
        playingDays: ['SATURDAY'],
        rounds: 3,
        matchesPerRound: [2, 1, 2],
        matchDuration: 45,
      }),
    );
    expect(slots.map((s) => [s.round, s.date, s.time])).toEqual([
      [0, '2025-03-01', '10:00'],
      [0, '2025-03-01', '11:00'],
      [1, '2025-03-01', '12:00'],
      [2, '2025-03-08', '10:00'],
      [2, '2025-03-08', '11:00'],
    ]);
  });

  it('dates nothing when the window has no playing day left, rather than a day nobody chose', () => {
    const none = scheduleMatches(
      input({
        startDate: '2025-03-03',
        endDate: '2025-03-07',
        playingDays: ['SUNDAY'],
        rounds: 3,
        matchesPerRound: [1, 1, 1],
      }),
    );
    expect(none).toEqual([]);
    const closed = scheduleMatches(input({ from: '2025-04-10', rounds: 2, matchesPerRound: [1, 1] }));
    expect(closed).toEqual([]);
  });

  it('skips rounds without matches and handles no rounds', () => {
    expect(scheduleMatches(input({ rounds: 0, matchesPerRound: [] }))).toEqual([]);
    const slots = scheduleMatches(input({ rounds: 3, matchesPerRound: [1, 0, 1] }));
    expect(slots.map((s) => s.round)).toEqual([0, 2]);
  });

  it('crosses month and year ends and costs nothing over a long window', () => {
    const slots = scheduleMatches(
      input({
        startDate: '2024-12-30',
        endDate: '9999-12-31',
        playingDays: ['WEDNESDAY'],
        rounds: 2,
        matchesPerRound: [1, 1],
      }),
    );
    expect(slots[0]?.date).toBe('2025-01-01');
    expect(weekdayOf(dayNumber(slots[1]?.date as string))).toBe('WEDNESDAY');
  });

  it('keeps rounds in order on playing days inside the window (property)', () => {
    const weekdays: Weekday[] = [
      'MONDAY',
      'TUESDAY',
      'WEDNESDAY',
      'THURSDAY',
      'FRIDAY',
      'SATURDAY',
      'SUNDAY',
    ];
    const start = dayNumber('2025-01-01');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: -5, max: 120 }),
        fc.option(fc.integer({ min: -10, max: 60 }), { nil: undefined }),
        fc.subarray(weekdays),
        fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 40 }),
        fc.constantFrom(20, 45, 60, 90),
        fc.integer({ min: 6 * 60, max: 20 * 60 }),
        fc.integer({ min: 0, max: 6 * 60 }),
        (offset, length, fromOffset, playingDays, matchesPerRound, matchDuration, first, window) => {
          const lo = start + offset;
          const hi = lo + length;
          const from = fromOffset === undefined ? undefined : dateOf(lo + fromOffset);
          const firstKickoff = timeOf(first);
          const lastKickoff = timeOf(Math.min(first + window, 23 * 60 + 59));
          const slots = scheduleMatches({
            startDate: dateOf(lo),
            endDate: dateOf(hi),
            from,
            playingDays,
            rounds: matchesPerRound.length,
            matchesPerRound,
            matchDuration,
            firstKickoff,
            lastKickoff,
          });
          const earliest = Math.max(lo, from ? dayNumber(from) : lo);
          const candidates: number[] = [];
          for (let d = earliest; d <= hi; d++) {
            if (playingDays.length === 0 || playingDays.includes(weekdayOf(d))) candidates.push(d);
          }
          // Every match gets a slot while a playing day is left, and none once no day is.
          const total = matchesPerRound.reduce((a, b) => a + b, 0);
          expect(slots).toHaveLength(candidates.length > 0 ? total : 0);
          const roundDay = new Map<number, number>();
          for (const s of slots) {
            const d = dayNumber(s.date);
            expect(d).toBeGreaterThanOrEqual(earliest);
            if (candidates.length > 0) expect(candidates).toContain(d);
            const seen = roundDay.get(s.round);
            if (seen !== undefined) expect(d).toBe(seen);
            roundDay.set(s.round, d);
            const t = minutesOf(s.time);
            expect(t).toBeGreaterThanOrEqual(first);
            expect(t).toBeLessThanOrEqual(Math.max(first, minutesOf(lastKickoff)));
            expect((t - first) % (matchDuration + 15)).toBe(0);
          }
          const days = [...roundDay.entries()].sort((a, b) => a[0] - b[0]).map(([, d]) => d);
          for (let i = 1; i < days.length; i++) {
            const prev = days[i - 1] as number;
            const cur = days[i] as number;
            if (candidates.length >= matchesPerRound.length) expect(cur).toBeGreaterThan(prev);
            else expect(cur).toBeGreaterThanOrEqual(prev);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
