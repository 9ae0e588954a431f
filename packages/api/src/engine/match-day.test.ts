import { WEEKDAYS, type Weekday } from '@cancha/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeSlots, type MatchToPlace, planMatchDay } from './match-day';
import { roundRobin } from './round-robin';
import { dayNumber, weekdayOf } from './schedule';
import {
  abs,
  type BookedMatch,
  DAY_MINUTES,
  type MatchDayRules,
  Occupancy,
  type PitchResource,
  type RefereeResource,
} from './slots';

const rules = (over: Partial<MatchDayRules> = {}): MatchDayRules => ({
  startDate: '2026-03-07',
  endDate: '2026-12-31',
  playingDays: ['SATURDAY'],
  windows: [{ day: 'SATURDAY', from: 9 * 60, to: 13 * 60 }],
  holidays: [],
  duration: 60,
  breakMinutes: 10,
  minRestMinutes: 0,
  maxMatchesPerTeamPerDay: 1,
  ...over,
});

/** A league's matches, one stage per matchday. */
function league(teams: number, legs: 1 | 2 = 1, barrier = false): MatchToPlace[] {
  const ids = Array.from({ length: teams }, (_, i) => `t${i}`);
  return roundRobin(ids, legs).flatMap((round, stage) =>
    round
      .filter((m) => m.teamTwoId !== null)
      .map((m, i) => ({
        id: `r${stage}m${i}`,
        teamOneId: m.teamOneId,
        teamTwoId: m.teamTwoId as string,
        stage,
        barrier,
      })),
  );
}

/**
 * Checks every hard rule on a finished plan without the engine's own code: pairwise over all placed matches, the
 * days and the windows recomputed from the inputs.
 */
function violations(
  r: MatchDayRules,
  pitches: PitchResource[],
  referees: RefereeResource[],
  matches: MatchToPlace[],
  placed: { matchId: string; start: number; pitchId: string; refereeId: string | null }[],
): string[] {
  const out: string[] = [];
  const byId = new Map(matches.map((m) => [m.id, m]));
  const first = dayNumber(r.startDate);
  const last = dayNumber(r.endDate);
  const rows = placed.map((p) => ({ ...p, m: byId.get(p.matchId) as MatchToPlace }));
  for (const a of rows) {
    const day = Math.floor(a.start / DAY_MINUTES);
    const minute = a.start - day * DAY_MINUTES;
    const weekday = weekdayOf(day);
    if (day < first || day > last) out.push(`${a.matchId} outside dates`);
    if (r.playingDays.length > 0 && !r.playingDays.includes(weekday))
      out.push(`${a.matchId} not a playing day`);
    const windows = r.windows.length === 0 ? [{ day: weekday, from: 540, to: 1320 }] : r.windows;
    const fits = (from: number, to: number) => minute >= from && minute + r.duration <= to;
    if (!windows.some((w) => w.day === weekday && fits(w.from, w.to)))
      out.push(`${a.matchId} outside window`);
    const pitch = pitches.find((p) => p.id === a.pitchId);
    if (
      pitch &&
      pitch.bookings.length > 0 &&
      !pitch.bookings.some((b) => b.day === weekday && fits(b.from, b.to))
    )
      out.push(`${a.matchId} on an unbooked pitch`);
    const referee = referees.find((x) => x.id === a.refereeId);
    if (referee?.teamIds.some((t) => t === a.m.teamOneId || t === a.m.teamTwoId))
      out.push(`${a.matchId} refereed by a player`);
    const teams = [a.m.teamOneId, a.m.teamTwoId];
    for (const t of teams) {
      const sameDay = rows.filter(
        (b) => Math.floor(b.start / DAY_MINUTES) === day && (b.m.teamOneId === t || b.m.teamTwoId === t),
      );
      if (sameDay.length > r.maxMatchesPerTeamPerDay) out.push(`${t} over its daily maximum on ${day}`);
    }
    for (const b of rows) {
      if (b === a) continue;
      const gap = (x: typeof a, y: typeof a) => y.start - (x.start + r.duration);
      const apart = (pad: number) => gap(a, b) >= pad || gap(b, a) >= pad;
      if (a.pitchId === b.pitchId && !apart(r.breakMinutes))
        out.push(`${a.matchId}/${b.matchId} share a pitch`);
      if (a.refereeId && a.refereeId === b.refereeId && !apart(0))
        out.push(`${a.matchId}/${b.matchId} referee`);
      const shared = teams.some((t) => t === b.m.teamOneId || t === b.m.teamTwoId);
      if (shared && !apart(r.minRestMinutes)) out.push(`${a.matchId}/${b.matchId} team rest`);
      if (a.m.barrier && b.m.stage < a.m.stage && b.start + r.duration > a.start)
        out.push(`${a.matchId} before ${b.matchId} ended`);
    }
  }
  return out;
}

const weekday = fc.constantFrom(...WEEKDAYS);
const hour = fc.integer({ min: 7, max: 22 });

describe('the automatic schedule', () => {
  it('fills Saturday mornings on two pitches with three referees, one matchday a week', () => {
    const r = rules();
    const pitches = [
      { id: 'p1', bookings: [] },
      { id: 'p2', bookings: [] },
    ];
    const referees = ['a', 'b', 'c'].map((id) => ({ id, unavailable: [], teamIds: [] }));
    const matches = league(8);
    const plan = planMatchDay(new Occupancy(r, pitches, referees), matches);
    expect(plan.unscheduled).toEqual([]);
    expect(violations(r, pitches, referees, matches, plan.placed)).toEqual([]);
    // 4 matches a Saturday fit in its 3 slots × 2 pitches: the 7 matchdays take 7 Saturdays in a row.
    const days = [...new Set(plan.placed.map((p) => Math.floor(p.start / DAY_MINUTES)))];
    expect(days).toHaveLength(7);
    expect(days.every((d, i) => i === 0 || d - (days[i - 1] as number) === 7)).toBe(true);
    expect(plan.placed.every((p) => p.refereeId !== null)).toBe(true);
  });

  it('never breaks a hard rule, whatever the competition and resources', () => {
    fc.assert(
      fc.property(
        fc.record({
          teams: fc.integer({ min: 2, max: 9 }),
          legs: fc.constantFrom<1 | 2>(1, 2),
          barrier: fc.boolean(),
          playingDays: fc.uniqueArray(weekday, { maxLength: 3 }),
          windows: fc.array(fc.record({ day: weekday, from: hour, length: fc.integer({ min: 1, max: 6 }) }), {
            maxLength: 4,
          }),
          pitches: fc.array(
            fc.array(fc.record({ day: weekday, from: hour, length: fc.integer({ min: 1, max: 5 }) }), {
              maxLength: 2,
            }),
            { minLength: 1, maxLength: 3 },
          ),
          referees: fc.array(fc.record({ plays: fc.option(fc.integer({ min: 0, max: 8 })) }), {
            maxLength: 3,
          }),
          duration: fc.constantFrom(40, 50, 60, 90),
          breakMinutes: fc.integer({ min: 0, max: 30 }),
          minRestMinutes: fc.constantFrom(0, 30, 120, 1440),
          maxPerDay: fc.integer({ min: 1, max: 3 }),
          weeks: fc.integer({ min: 1, max: 30 }),
        }),
        (c) => {
          const r = rules({
            endDate: new Date(Date.UTC(2026, 2, 7 + c.weeks * 7)).toISOString().slice(0, 10),
            playingDays: c.playingDays as Weekday[],
            windows: c.windows.map((w) => ({
              day: w.day,
              from: w.from * 60,
              to: Math.min(24, w.from + w.length) * 60,
            })),
            duration: c.duration,
            breakMinutes: c.breakMinutes,
            minRestMinutes: c.minRestMinutes,
            maxMatchesPerTeamPerDay: c.maxPerDay,
          });
          const pitches = c.pitches.map((bookings, i) => ({
            id: `p${i}`,
            bookings: bookings.map((b) => ({
              day: b.day,
              from: b.from * 60,
              to: Math.min(24, b.from + b.length) * 60,
            })),
          }));
          const referees = c.referees.map((x, i) => ({
            id: `ref${i}`,
            unavailable: i === 0 ? ['2026-03-14'] : [],
            teamIds: x.plays === null ? [] : [`t${x.plays}`],
          }));
          const matches = league(c.teams, c.legs, c.barrier);
          const plan = planMatchDay(new Occupancy(r, pitches, referees), matches);
          expect(plan.placed.length + plan.unscheduled.length).toBe(matches.length);
          expect(violations(r, pitches, referees, matches, plan.placed)).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never double-books a pitch another tournament uses with matches of another length (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          teams: fc.integer({ min: 2, max: 8 }),
          duration: fc.constantFrom(20, 40, 50, 60, 90, 120),
          breakMinutes: fc.integer({ min: 0, max: 20 }),
          pitches: fc.integer({ min: 1, max: 3 }),
          // The other tournament's matches already placed on the same pitches: their own length and break.
          others: fc.array(
            fc.record({
              pitch: fc.integer({ min: 0, max: 2 }),
              week: fc.integer({ min: 0, max: 5 }),
              minute: fc.integer({ min: 8 * 60, max: 20 * 60 }),
              duration: fc.constantFrom(20, 40, 50, 60, 90, 120),
              breakMinutes: fc.integer({ min: 0, max: 20 }),
            }),
            { maxLength: 12 },
          ),
        }),
        (c) => {
          const r = rules({
            endDate: '2026-05-30',
            windows: [{ day: 'SATURDAY', from: 8 * 60, to: 22 * 60 }],
            duration: c.duration,
            breakMinutes: c.breakMinutes,
            maxMatchesPerTeamPerDay: 2,
          });
          const pitches = Array.from({ length: c.pitches }, (_, i) => ({ id: `p${i}`, bookings: [] }));
          const occupancy = new Occupancy(r, pitches, []);
          const booked: BookedMatch[] = [];
          for (const [i, o] of c.others.entries()) {
            const start = abs('2026-03-07', '00:00') + o.week * 7 * DAY_MINUTES + o.minute;
            const pitchId = `p${o.pitch % c.pitches}`;
            const clash = booked.some(
              (b) =>
                b.pitchId === pitchId &&
                b.start < start + o.duration + o.breakMinutes &&
                start < b.start + b.duration + b.breakMinutes,
            );
            if (clash) continue;
            const other: BookedMatch = {
              id: `other${i}`,
              teamIds: [`x${i}a`, `x${i}b`],
              pitchId,
              refereeId: null,
              start,
              duration: o.duration,
              breakMinutes: o.breakMinutes,
              stage: null,
              barrier: false,
            };
            booked.push(other);
            occupancy.add(other);
          }
          const plan = planMatchDay(occupancy, league(c.teams));
          const spans = [
            ...booked.map((b) => ({
              id: b.id,
              pitchId: b.pitchId,
              start: b.start,
              end: b.start + b.duration + b.breakMinutes,
            })),
            ...plan.placed.map((p) => ({
              id: p.matchId,
              pitchId: p.pitchId,
              start: p.start,
              end: p.start + c.duration + c.breakMinutes,
            })),
          ];
          const shared = spans.flatMap((a) =>
            spans
              .filter((b) => a.id < b.id && a.pitchId === b.pitchId && a.start < b.end && b.start < a.end)
              .map((b) => `${a.id}/${b.id}`),
          );
          expect(shared).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('schedules every match when each day has room for a whole matchday and there are enough days', () => {
    // Proof of the simple case: with a slot per match of a matchday on every playing day, at most one match per
    // team per day and no rest, matchday k fits entirely on the k-th playing day, so the greedy never fails.
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 3 }),
        fc.uniqueArray(weekday, { minLength: 1, maxLength: 3 }),
        (teams, pitchCount, days) => {
          const matches = league(teams);
          const perRound = Math.floor(teams / 2);
          const slotsPerPitch = Math.ceil(perRound / pitchCount);
          const rounds = Math.max(...matches.map((m) => m.stage)) + 1;
          const r = rules({
            playingDays: days as Weekday[],
            windows: days.map((day) => ({ day, from: 8 * 60, to: 8 * 60 + slotsPerPitch * 70 })),
            endDate: new Date(Date.UTC(2026, 2, 7 + rounds * 7)).toISOString().slice(0, 10),
          });
          const pitches = Array.from({ length: pitchCount }, (_, i) => ({ id: `p${i}`, bookings: [] }));
          const plan = planMatchDay(new Occupancy(r, pitches, []), matches);
          expect(plan.unscheduled).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('starts a knock-out round only after the previous one has ended', () => {
    const r = rules({
      windows: [{ day: 'SATURDAY', from: 9 * 60, to: 20 * 60 }],
      maxMatchesPerTeamPerDay: 2,
    });
    const pitches = [1, 2, 3, 4].map((i) => ({ id: `p${i}`, bookings: [] }));
    const matches: MatchToPlace[] = [
      { id: 'q1', teamOneId: 'a', teamTwoId: 'b', stage: 0, barrier: true },
      { id: 'q2', teamOneId: 'c', teamTwoId: 'd', stage: 0, barrier: true },
      { id: 's1', teamOneId: 'e', teamTwoId: 'f', stage: 1, barrier: true },
    ];
    const plan = planMatchDay(new Occupancy(r, pitches, []), matches);
    const at = new Map(plan.placed.map((p) => [p.matchId, p.start]));
    expect(at.get('s1')).toBeGreaterThanOrEqual((at.get('q1') as number) + 60);
    expect(at.get('s1')).toBeGreaterThanOrEqual((at.get('q2') as number) + 60);
  });

  it('names the rule that keeps a match out: the daily limit on the last day, or no day left', () => {
    // Two Saturdays for three matchdays: the third matchday could still use the second Saturday's free slot but
    // for the one-match-a-day limit.
    const r = rules({ endDate: '2026-03-14' });
    const plan = planMatchDay(new Occupancy(r, [{ id: 'p', bookings: [] }], []), league(4));
    expect(plan.placed.length).toBeGreaterThan(0);
    expect(plan.unscheduled.length).toBeGreaterThan(0);
    expect(plan.unscheduled.every((u) => u.reason === 'TEAM_DAILY_MAX')).toBe(true);
    // A round drawn once the end date has passed has no day to go to.
    const over = rules({ endDate: '2026-03-14', notBefore: abs('2026-03-15', '00:00') });
    const late = planMatchDay(new Occupancy(over, [{ id: 'p', bookings: [] }], []), league(4));
    expect(late.placed).toEqual([]);
    expect(late.unscheduled.every((u) => u.reason === 'NO_DAYS_LEFT')).toBe(true);
  });

  it('uses every rented pitch with one referee, placing the matches without one the same day', () => {
    // The walked weekend: two pitches Saturday 09:00–21:00, one referee, three matches per team per day.
    const r = rules({
      windows: [{ day: 'SATURDAY', from: 9 * 60, to: 21 * 60 }],
      duration: 40,
      breakMinutes: 10,
      maxMatchesPerTeamPerDay: 3,
    });
    const pitches = [
      { id: 'A', bookings: [] },
      { id: 'B', bookings: [] },
    ];
    const referees = [{ id: 'ref', unavailable: [], teamIds: [] }];
    const groups = [0, 1, 2, 3].flatMap((g) =>
      league(4).map((m) => ({
        ...m,
        id: `g${g}${m.id}`,
        teamOneId: `g${g}${m.teamOneId}`,
        teamTwoId: `g${g}${m.teamTwoId}`,
      })),
    );
    const plan = planMatchDay(new Occupancy(r, pitches, referees), groups);
    expect(plan.unscheduled).toEqual([]);
    expect(violations(r, pitches, referees, groups, plan.placed)).toEqual([]);
    // All 24 group matches on the first Saturday, on both pitches.
    expect(new Set(plan.placed.map((p) => Math.floor(p.start / DAY_MINUTES))).size).toBe(1);
    const onB = plan.placed.filter((p) => p.pitchId === 'B');
    expect(onB.length).toBeGreaterThanOrEqual(10);
    // The one referee takes a match whenever free; the others are placed without one.
    const refereed = plan.placed.filter((p) => p.refereeId === 'ref');
    expect(refereed.length).toBeGreaterThanOrEqual(12);
    expect(plan.placed.filter((p) => p.refereeId === null).length).toBe(24 - refereed.length);
  });

  it('uses a rented pitch only in its booked hours', () => {
    const r = rules();
    const pitches = [
      { id: 'rented', bookings: [{ day: 'SATURDAY' as Weekday, from: 11 * 60, to: 13 * 60 }] },
    ];
    const plan = planMatchDay(new Occupancy(r, pitches, []), league(4));
    for (const p of plan.placed) expect(p.start % DAY_MINUTES).toBeGreaterThanOrEqual(11 * 60);
  });

  it('schedules a 64-team season on six pitches', () => {
    const r = rules({
      playingDays: ['SATURDAY', 'SUNDAY'],
      windows: [
        { day: 'SATURDAY', from: 9 * 60, to: 22 * 60 },
        { day: 'SUNDAY', from: 9 * 60, to: 22 * 60 },
      ],
      endDate: '2027-12-31',
    });
    const pitches = [1, 2, 3, 4, 5, 6].map((i) => ({ id: `p${i}`, bookings: [] }));
    const matches = league(64);
    expect(matches).toHaveLength(2016);
    const plan = planMatchDay(new Occupancy(r, pitches, []), matches);
    expect(plan.unscheduled).toEqual([]);
  });
});

describe('the free slots and the conflicts of a move', () => {
  const r = rules();
  const pitches = [
    { id: 'p1', bookings: [] },
    { id: 'p2', bookings: [] },
  ];
  const booked = (
    id: string,
    teams: string[],
    start: string,
    pitchId: string,
    refereeId: string | null = null,
  ) =>
    ({
      id,
      teamIds: teams,
      pitchId,
      refereeId,
      start: abs('2026-03-07', start),
      duration: 60,
      breakMinutes: 10,
      stage: 0,
      barrier: false,
    }) satisfies BookedMatch;

  it('names what a move collides with', () => {
    const referees = [{ id: 'ref', unavailable: ['2026-03-14'], teamIds: ['x'] }];
    const o = new Occupancy(r, pitches, referees);
    o.add(booked('m1', ['a', 'b'], '09:00', 'p1', 'ref'));
    o.add(booked('m2', ['c', 'd'], '10:10', 'p1'));
    const m2 = { id: 'm2', teamIds: ['c', 'd'], stage: 0, barrier: false };
    expect(o.conflicts(m2, abs('2026-03-07', '09:30'), 'p1', 'ref').map((c) => [c.rule, c.matchId])).toEqual([
      ['PITCH_BUSY', 'm1'],
      ['REFEREE_BUSY', 'm1'],
    ]);
    expect(o.conflicts(m2, abs('2026-03-08', '10:00'), 'p1', null).map((c) => c.rule)).toEqual([
      'NOT_PLAYING_DAY',
    ]);
    expect(o.conflicts(m2, abs('2026-03-07', '12:30'), 'p2', null).map((c) => c.rule)).toEqual([
      'OUTSIDE_WINDOW',
    ]);
    const withA = { id: 'm2', teamIds: ['a', 'x'], stage: 0, barrier: false };
    expect(o.conflicts(withA, abs('2026-03-14', '09:00'), 'p2', 'ref').map((c) => c.rule)).toEqual([
      'REFEREE_UNAVAILABLE',
      'REFEREE_PLAYS',
    ]);
    expect(
      o.conflicts(withA, abs('2026-03-07', '09:00'), 'p2', null).map((c) => [c.rule, c.matchId]),
    ).toEqual([
      ['TEAM_BUSY', 'm1'],
      ['TEAM_DAILY_MAX', undefined],
    ]);
  });

  it('offers the legal slots nearest to the current one', () => {
    const o = new Occupancy(r, pitches, []);
    o.add(booked('m1', ['a', 'b'], '09:00', 'p1'));
    o.add(booked('m2', ['c', 'd'], '09:00', 'p2'));
    o.add(booked('m3', ['e', 'f'], '10:10', 'p1'));
    const m1 = { id: 'm1', teamIds: ['a', 'b'], stage: 0, barrier: false, refereeId: null };
    const slots = freeSlots(o, m1, abs('2026-03-07', '09:00'), { limit: 3 });
    expect(slots.map((s) => [new Date(s.start * 60_000).toISOString().slice(0, 16), s.pitchId])).toEqual([
      ['2026-03-07T10:10', 'p2'],
      ['2026-03-07T11:20', 'p1'],
      ['2026-03-07T11:20', 'p2'],
    ]);
    for (const s of slots) expect(o.conflicts(m1, s.start, s.pitchId, null)).toEqual([]);
  });
});
