import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkGroupFormat,
  checkManualGroups,
  drawGroupsFromPots,
  drawGroupsRandom,
  type GroupEngineMatch,
  type GroupMatchday,
  groupQualifiers,
  groupStageRounds,
  groupTables,
  rankAcrossGroups,
} from './groups';
import { createRng } from './rng';
import type { StandingRow } from './standings';
import { card, result, unplayed } from './test-utils';
import type { TeamId } from './types';

const teams = (n: number) => Array.from({ length: n }, (_, i) => `T${String(i + 1).padStart(2, '0')}`);
const key = (a: TeamId, b: TeamId) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const inGroup = (group: number, m: ReturnType<typeof result>): GroupEngineMatch => ({ ...m, group });
const ids = (rows: { teamId: TeamId }[]) => rows.map((r) => r.teamId);

/** A group's results as [home, away, home goals, away goals]. */
type Line = [TeamId, TeamId, number, number];
const played = (groups: Line[][]): GroupEngineMatch[] =>
  groups.flatMap((lines, g) => lines.map(([a, b, x, y]) => inGroup(g, result(a, b, x, y))));

describe('checkManualGroups', () => {
  const approved = teams(7);
  const [t1, t2, t3, t4, t5, t6, t7] = approved as [TeamId, TeamId, TeamId, TeamId, TeamId, TeamId, TeamId];

  it('accepts every approved team once in groups within one team of each other', () => {
    expect(
      checkManualGroups(
        [
          [t1, t2, t3],
          [t4, t5],
          [t6, t7],
        ],
        approved,
        3,
      ),
    ).toEqual({ ok: true });
    // Manual groups may put the larger group anywhere.
    expect(
      checkManualGroups(
        [
          [t1, t2],
          [t3, t4, t5],
          [t6, t7],
        ],
        approved,
        3,
      ),
    ).toEqual({ ok: true });
    expect(checkManualGroups([approved], approved, 1)).toEqual({ ok: true });
  });

  it('names the first breach, with the team or group it concerns', () => {
    expect(
      checkManualGroups(
        [
          [t1, t2, t3, t4],
          [t5, t6, t7],
        ],
        approved,
        0,
      ),
    ).toEqual({
      ok: false,
      reason: 'INVALID_GROUP_COUNT',
    });
    expect(
      checkManualGroups(
        [
          [t1, t2, t3, t4],
          [t5, t6, t7],
        ],
        approved,
        1.5,
      ),
    ).toMatchObject({
      reason: 'INVALID_GROUP_COUNT',
    });
    expect(
      checkManualGroups(
        [
          [t1, t2, t3, t4],
          [t5, t6, t7],
        ],
        approved,
        3,
      ),
    ).toEqual({
      ok: false,
      reason: 'WRONG_GROUP_COUNT',
    });
    expect(
      checkManualGroups(
        [
          [t1, t2, t3, t4],
          [t5, t6, 'X'],
        ],
        approved,
        2,
      ),
    ).toEqual({
      ok: false,
      reason: 'UNKNOWN_TEAM',
      teamId: 'X',
      group: 1,
    });
    expect(
      checkManualGroups(
        [
          [t1, t2, t3, t4],
          [t5, t6, t7, t1],
        ],
        approved,
        2,
      ),
    ).toEqual({
      ok: false,
      reason: 'TEAM_REPEATED',
      teamId: t1,
      group: 1,
    });
    expect(
      checkManualGroups(
        [
          [t1, t2, t3],
          [t5, t6, t7],
        ],
        approved,
        2,
      ),
    ).toEqual({
      ok: false,
      reason: 'TEAM_MISSING',
      teamId: t4,
    });
    expect(checkManualGroups([[t1, t2, t3, t4, t5, t6], [t7]], approved, 2)).toEqual({
      ok: false,
      reason: 'GROUP_TOO_SMALL',
      group: 1,
    });
    expect(
      checkManualGroups(
        [
          [t1, t2, t3, t4, t5],
          [t6, t7],
        ],
        approved,
        2,
      ),
    ).toEqual({
      ok: false,
      reason: 'GROUP_SIZES_UNEVEN',
    });
  });
});

describe('drawGroupsRandom', () => {
  it('cuts the shuffled teams into even groups, the first ones taking the extra teams', () => {
    const groups = drawGroupsRandom(teams(14), 4, createRng('draw'));
    expect(groups.map((g) => g.length)).toEqual([4, 4, 3, 3]);
    expect(checkManualGroups(groups, teams(14), 4)).toEqual({ ok: true });
    expect(drawGroupsRandom(teams(14), 4, createRng('draw'))).toEqual(groups);
  });

  it('throws before drawing when the counts cannot make groups of two', () => {
    const rng = createRng(1);
    expect(() => drawGroupsRandom(teams(7), 4, rng)).toThrow(new RangeError('GROUP_TOO_SMALL'));
    expect(() => drawGroupsRandom(teams(8), 0, rng)).toThrow(new RangeError('INVALID_GROUP_COUNT'));
    // A repeated id counts once, so 8 listed ids may be too few.
    expect(() => drawGroupsRandom([...teams(7), 'T01'], 4, rng)).toThrow(RangeError);
    expect(rng.next()).toBe(createRng(1).next());
  });

  it('always gives groups that checkManualGroups accepts (property)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 16 })
          .chain((g) => fc.tuple(fc.constant(g), fc.integer({ min: 2 * g, max: 64 }))),
        fc.integer(),
        ([groupCount, n], seed) => {
          const groups = drawGroupsRandom(teams(n), groupCount, createRng(seed));
          expect(checkManualGroups(groups, teams(n), groupCount)).toEqual({ ok: true });
          const sizes = groups.map((g) => g.length);
          expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('drawGroupsFromPots', () => {
  it('puts one team of each pot in every group; a short last pot leaves the last groups without one', () => {
    const pots = [teams(12).slice(0, 4), teams(12).slice(4, 8), teams(12).slice(8, 10)];
    const draw = drawGroupsFromPots(pots, 4, createRng('pots'));
    if (!draw.ok) throw new Error(draw.reason);
    expect(draw.groups.map((g) => g.length)).toEqual([3, 3, 2, 2]);
    for (const [g, group] of draw.groups.entries()) {
      expect(pots.map((pot) => group.filter((t) => pot.includes(t)).length)).toEqual([1, 1, g < 2 ? 1 : 0]);
    }
    expect(checkManualGroups(draw.groups, pots.flat(), 4)).toEqual({ ok: true });
    expect(drawGroupsFromPots(pots, 4, createRng('pots'))).toEqual(draw);
  });

  it('refuses without drawing: a pot larger than the groups, a repeated team, groups too small or uneven', () => {
    const rng = createRng(2);
    expect(drawGroupsFromPots([teams(5)], 4, rng)).toEqual({ ok: false, reason: 'POT_TOO_LARGE', pot: 0 });
    expect(
      drawGroupsFromPots(
        [
          ['A', 'B'],
          ['C', 'A'],
        ],
        2,
        rng,
      ),
    ).toEqual({
      ok: false,
      reason: 'TEAM_REPEATED',
      teamId: 'A',
      pot: 1,
    });
    expect(
      drawGroupsFromPots(
        [
          ['A', 'A'],
          ['C', 'D'],
        ],
        2,
        rng,
      ),
    ).toMatchObject({ reason: 'TEAM_REPEATED' });
    expect(drawGroupsFromPots([['A', 'B'], ['C']], 2, rng)).toEqual({
      ok: false,
      reason: 'GROUP_TOO_SMALL',
      group: 1,
    });
    // Two short pots both skip the last groups: 3, 3, 1, 1.
    expect(drawGroupsFromPots([teams(4), ['a', 'b'], ['c', 'd']], 4, rng)).toMatchObject({
      reason: 'GROUP_TOO_SMALL',
    });
    expect(drawGroupsFromPots([teams(4), teams(8).slice(4), ['a', 'b'], ['c', 'd']], 4, rng)).toEqual({
      ok: false,
      reason: 'GROUP_SIZES_UNEVEN',
    });
    expect(drawGroupsFromPots([teams(4)], 0, rng)).toEqual({ ok: false, reason: 'INVALID_GROUP_COUNT' });
    expect(rng.next()).toBe(createRng(2).next());
  });

  it('always gives groups that checkManualGroups accepts, one team per pot (property)', () => {
    const scenario = fc.integer({ min: 1, max: 12 }).chain((groupCount) =>
      fc.record({
        groupCount: fc.constant(groupCount),
        full: fc.integer({ min: 2, max: 5 }),
        last: fc.integer({ min: 0, max: groupCount }),
        seed: fc.integer(),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ groupCount, full, last, seed }) => {
        let n = 0;
        const pot = (size: number) => Array.from({ length: size }, () => `t${n++}`);
        const pots = [...Array.from({ length: full }, () => pot(groupCount)), pot(last)];
        const draw = drawGroupsFromPots(pots, groupCount, createRng(seed));
        if (!draw.ok) throw new Error(draw.reason);
        expect(checkManualGroups(draw.groups, pots.flat(), groupCount)).toEqual({ ok: true });
        for (const [g, group] of draw.groups.entries()) {
          for (const p of pots) expect(group.filter((t) => p.includes(t))).toHaveLength(g < p.length ? 1 : 0);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('groupStageRounds', () => {
  const realOf = (day: GroupMatchday) => day.matches.filter((m) => m.teamTwoId !== null);

  it('8 groups of 4: 3 matchdays and 48 matches with one leg, 6 and 96 with two', () => {
    const groups = drawGroupsRandom(teams(32), 8, createRng('wc'));
    const one = groupStageRounds(groups, 1);
    expect(one).toHaveLength(3);
    expect(one.flatMap(realOf)).toHaveLength(48);
    expect(one.map((d) => d.matches.length)).toEqual([16, 16, 16]);
    const two = groupStageRounds(groups, 2, createRng('legs'));
    expect(two).toHaveLength(6);
    expect(two.flatMap(realOf)).toHaveLength(96);
  });

  it('keeps an odd group’s resting team as a bye tagged with its group; a shorter group stops earlier', () => {
    // Groups of 5 and 4: 5 rounds against 3.
    const days = groupStageRounds([teams(5), teams(9).slice(5)], 1);
    expect(days).toHaveLength(5);
    for (const [r, day] of days.entries()) {
      const byes = day.matches.filter((m) => m.teamTwoId === null);
      expect(byes).toHaveLength(1);
      expect(byes[0]?.group).toBe(0);
      expect(day.matches.filter((m) => m.group === 1)).toHaveLength(r < 3 ? 2 : 0);
    }
  });

  it('mates meet exactly `legs` times, never a team of another group, once per matchday (property)', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 8 })
          .chain((g) => fc.tuple(fc.constant(g), fc.integer({ min: 2 * g, max: 48 }))),
        fc.constantFrom(1 as const, 2 as const),
        fc.integer(),
        fc.boolean(),
        ([groupCount, n], legs, seed, shuffled) => {
          const rng = createRng(seed);
          const groups = drawGroupsRandom(teams(n), groupCount, rng);
          const days = groupStageRounds(groups, legs, shuffled ? rng : undefined);
          const groupOf = new Map(groups.flatMap((g, i) => g.map((t) => [t, i] as const)));
          const meetings = new Map<string, number>();
          for (const day of days) {
            const seen = day.matches.flatMap((m) =>
              m.teamTwoId === null ? [m.teamOneId] : [m.teamOneId, m.teamTwoId],
            );
            expect(new Set(seen).size).toBe(seen.length);
            for (const m of day.matches) {
              expect(groupOf.get(m.teamOneId)).toBe(m.group);
              if (m.teamTwoId === null) continue;
              expect(groupOf.get(m.teamTwoId)).toBe(m.group);
              const k = key(m.teamOneId, m.teamTwoId);
              meetings.set(k, (meetings.get(k) ?? 0) + 1);
            }
          }
          const pairs = groups.reduce((s, g) => s + (g.length * (g.length - 1)) / 2, 0);
          expect(meetings.size).toBe(pairs);
          for (const count of meetings.values()) expect(count).toBe(legs);
          const longest = Math.max(...groups.map((g) => (g.length % 2 === 0 ? g.length - 1 : g.length)));
          expect(days).toHaveLength(longest * legs);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('groupTables', () => {
  it('2022 World Cup group C: Argentina 6, Poland 4 ahead of Mexico 4 on goal difference, Saudi Arabia 3', () => {
    const groupC = ['ARG', 'KSA', 'MEX', 'POL'];
    const matches = played([
      [],
      [],
      [
        ['ARG', 'KSA', 1, 2],
        ['MEX', 'POL', 0, 0],
        ['POL', 'KSA', 2, 0],
        ['ARG', 'MEX', 2, 0],
        ['POL', 'ARG', 0, 2],
        ['KSA', 'MEX', 1, 2],
      ],
    ]);
    const [a, b, c] = groupTables([['X', 'Y'], ['Z', 'W'], groupC], matches);
    expect(a?.every((r) => r.played === 0)).toBe(true);
    expect(b?.every((r) => r.played === 0)).toBe(true);
    expect(c?.map((r) => [r.teamId, r.points, r.goalDifference, r.goalsFor, r.decidedBy])).toEqual([
      ['ARG', 6, 3, 5, null],
      ['POL', 4, 0, 2, 'POINTS'],
      ['MEX', 4, -1, 2, 'GOAL_DIFFERENCE'],
      ['KSA', 3, -2, 3, 'POINTS'],
    ]);
  });

  it('counts only the group’s own matches, with the cards and options given', () => {
    const own = inGroup(0, result('A', 'B', 1, 1));
    const stray = inGroup(1, result('A', 'B', 5, 0)); // tagged with another group
    const [table] = groupTables([['A', 'B']], [own, stray], [card(own, 'A', 'a1', 'YELLOW_CARD')], {
      lots: { A: 2, B: 1 },
    });
    expect(table?.map((r) => [r.teamId, r.played, r.fairPlay])).toEqual([
      ['B', 1, 0],
      ['A', 1, -1],
    ]);
  });
});

/** Euro 2016's six groups of four, in draw order A–F. */
const euro2016: { groups: TeamId[][]; matches: GroupEngineMatch[] } = {
  groups: [
    ['FRA', 'ROU', 'ALB', 'SUI'],
    ['ENG', 'RUS', 'WAL', 'SVK'],
    ['GER', 'UKR', 'POL', 'NIR'],
    ['ESP', 'CZE', 'TUR', 'CRO'],
    ['BEL', 'ITA', 'IRL', 'SWE'],
    ['POR', 'ISL', 'AUT', 'HUN'],
  ],
  matches: played([
    [
      ['FRA', 'ROU', 2, 1],
      ['ALB', 'SUI', 0, 1],
      ['ROU', 'SUI', 1, 1],
      ['FRA', 'ALB', 2, 0],
      ['ROU', 'ALB', 0, 1],
      ['SUI', 'FRA', 0, 0],
    ],
    [
      ['WAL', 'SVK', 2, 1],
      ['ENG', 'RUS', 1, 1],
      ['RUS', 'SVK', 1, 2],
      ['ENG', 'WAL', 2, 1],
      ['RUS', 'WAL', 0, 3],
      ['SVK', 'ENG', 0, 0],
    ],
    [
      ['POL', 'NIR', 1, 0],
      ['GER', 'UKR', 2, 0],
      ['UKR', 'NIR', 0, 2],
      ['GER', 'POL', 0, 0],
      ['UKR', 'POL', 0, 1],
      ['NIR', 'GER', 0, 1],
    ],
    [
      ['TUR', 'CRO', 0, 1],
      ['ESP', 'CZE', 1, 0],
      ['CZE', 'CRO', 2, 2],
      ['ESP', 'TUR', 3, 0],
      ['CRO', 'ESP', 2, 1],
      ['CZE', 'TUR', 0, 2],
    ],
    [
      ['IRL', 'SWE', 1, 1],
      ['BEL', 'ITA', 0, 2],
      ['ITA', 'SWE', 1, 0],
      ['BEL', 'IRL', 3, 0],
      ['ITA', 'IRL', 0, 1],
      ['SWE', 'BEL', 0, 1],
    ],
    [
      ['AUT', 'HUN', 0, 2],
      ['POR', 'ISL', 1, 1],
      ['ISL', 'HUN', 1, 1],
      ['POR', 'AUT', 0, 0],
      ['ISL', 'AUT', 2, 1],
      ['HUN', 'POR', 3, 3],
    ],
  ]),
};

describe('rankAcrossGroups and groupQualifiers', () => {
  const tables = groupTables(euro2016.groups, euro2016.matches);

  it('Euro 2016: the four best thirds of six groups, Portugal above Northern Ireland on goals scored', () => {
    expect(tables.map((t) => ids(t))).toEqual([
      ['FRA', 'SUI', 'ALB', 'ROU'],
      ['WAL', 'ENG', 'SVK', 'RUS'],
      ['GER', 'POL', 'NIR', 'UKR'],
      ['CRO', 'ESP', 'TUR', 'CZE'],
      ['ITA', 'BEL', 'IRL', 'SWE'],
      ['HUN', 'ISL', 'POR', 'AUT'],
    ]);
    const thirds = rankAcrossGroups(tables, 3);
    expect(
      thirds.map((r) => [r.teamId, r.group, r.points, r.goalDifference, r.goalsFor, r.decidedBy]),
    ).toEqual([
      ['SVK', 1, 4, 0, 3, null],
      ['IRL', 4, 4, -2, 2, 'GOAL_DIFFERENCE'],
      ['POR', 5, 3, 0, 4, 'POINTS'],
      ['NIR', 2, 3, 0, 2, 'GOALS_FOR'],
      ['TUR', 3, 3, -2, 2, 'GOAL_DIFFERENCE'],
      ['ALB', 0, 3, -2, 1, 'GOALS_FOR'],
    ]);
  });

  it('Euro 2016: seeds the 16 by winners, runners-up, then best thirds, each ranked across groups', () => {
    const qualifiers = groupQualifiers(tables, 2, 4);
    expect(qualifiers.map((q) => [q.seed, q.teamId, q.position])).toEqual([
      [1, 'FRA', 1],
      [2, 'GER', 1],
      [3, 'CRO', 1],
      [4, 'WAL', 1],
      [5, 'ITA', 1],
      [6, 'HUN', 1],
      [7, 'POL', 2],
      [8, 'ESP', 2],
      [9, 'BEL', 2],
      [10, 'ISL', 2],
      [11, 'ENG', 2],
      [12, 'SUI', 2],
      [13, 'SVK', 3],
      [14, 'IRL', 3],
      [15, 'POR', 3],
      [16, 'NIR', 3],
    ]);
    expect(qualifiers.find((q) => q.teamId === 'POR')?.group).toBe(5);
  });

  it('breaks a level record by fair play, then by lots, else by the lower group', () => {
    const m1 = inGroup(0, result('A1', 'A2', 1, 0));
    const m2 = inGroup(1, result('B1', 'B2', 1, 0));
    const m3 = inGroup(2, result('C1', 'C2', 1, 0));
    const groups = [
      ['A1', 'A2'],
      ['B1', 'B2'],
      ['C1', 'C2'],
    ];
    const matches = [m1, m2, m3];
    const booked = [card(m3, 'C1', 'c', 'YELLOW_CARD')];
    const level = groupTables(groups, matches, booked);
    expect(rankAcrossGroups(level, 1).map((r) => [r.teamId, r.decidedBy])).toEqual([
      ['A1', null],
      ['B1', 'LOTS'],
      ['C1', 'FAIR_PLAY'],
    ]);
    const lots = { B1: 0.1, A1: 0.7 };
    expect(ids(rankAcrossGroups(level, 1, { standings: { lots } }))).toEqual(['B1', 'A1', 'C1']);
    // The groups' order of criteria is not used across groups: fair play still comes before lots.
    const lotsFirst = { standings: { order: ['LOTS' as const], lots: { C1: 0, C2: 0 } } };
    expect(ids(rankAcrossGroups(level, 1, lotsFirst))).toEqual(['A1', 'B1', 'C1']);
    expect(ids(rankAcrossGroups(level, 2, lotsFirst))).toEqual(['C2', 'A2', 'B2']);
  });

  it('with groups of different sizes, discards results against the lower places of the larger groups', () => {
    // Group A has four teams, B three: A's teams are compared on their matches among A's top three.
    const matches = played([
      [
        ['A1', 'A2', 1, 0],
        ['A3', 'A4', 1, 0],
        ['A1', 'A3', 1, 0],
        ['A2', 'A4', 1, 1],
        ['A1', 'A4', 1, 0],
        ['A2', 'A3', 0, 1],
      ],
      [
        ['B1', 'B2', 1, 0],
        ['B2', 'B3', 2, 0],
        ['B1', 'B3', 1, 0],
      ],
    ]);
    const groups = [
      ['A1', 'A2', 'A3', 'A4'],
      ['B1', 'B2', 'B3'],
    ];
    const uneven = groupTables(groups, matches);
    expect(ids(uneven[0] as StandingRow[])).toEqual(['A1', 'A3', 'A2', 'A4']);
    // A3 is second on 6 points; without its win over A4 it has 3 and a goal difference of 0, behind B2's +1.
    expect(uneven[0]?.[1]).toMatchObject({ teamId: 'A3', points: 6 });
    const seconds = rankAcrossGroups(uneven, 2, { matches });
    expect(
      seconds.map((r) => [r.teamId, r.played, r.points, r.goalDifference, r.goalsFor, r.decidedBy]),
    ).toEqual([
      ['B2', 2, 3, 1, 2, null],
      ['A3', 2, 3, 0, 1, 'GOAL_DIFFERENCE'],
    ]);
    // Places are compared up to the smallest group's size: A's fourth has no counterpart.
    expect(ids(rankAcrossGroups(uneven, 3, { matches }))).toEqual(['A2', 'B3']);
    expect(() => rankAcrossGroups(uneven, 4, { matches })).toThrow(new RangeError('POSITION_OUTSIDE_GROUPS'));
    expect(() => rankAcrossGroups(uneven, 2)).toThrow(new RangeError('MATCHES_REQUIRED'));
    // Among the group winners, A1's win over A4 is gone too: level with B1, the lower group goes first.
    const winners = rankAcrossGroups(uneven, 1, { matches });
    expect(winners.map((r) => [r.teamId, r.played, r.points, r.goalsFor, r.decidedBy])).toEqual([
      ['A1', 2, 6, 2, null],
      ['B1', 2, 6, 2, 'LOTS'],
    ]);
    expect(groupQualifiers(uneven, 1, 1, { matches }).map((q) => [q.seed, q.teamId])).toEqual([
      [1, 'A1'],
      [2, 'B1'],
      [3, 'B2'],
    ]);
  });

  it('discards the cards of the discarded matches too', () => {
    const vsLast = inGroup(0, result('A2', 'A3', 0, 0));
    const matches = [
      inGroup(0, result('A1', 'A2', 0, 0)),
      inGroup(0, result('A1', 'A3', 1, 0)),
      vsLast,
      inGroup(1, result('B1', 'B2', 0, 0)),
    ];
    const cards = [card(vsLast, 'A2', 'p', 'RED_CARD')];
    const tables = groupTables(
      [
        ['A1', 'A2', 'A3'],
        ['B1', 'B2'],
      ],
      matches,
      cards,
      { lots: { B1: 0, B2: 1 } },
    );
    expect(ids(tables[0] as StandingRow[])).toEqual(['A1', 'A2', 'A3']);
    // Without A2–A3 and its red card, A2's record is one clean draw like B2's, so lots decide rather than fair play.
    const standings = { lots: { A2: 0, B2: 1 } };
    const seconds = rankAcrossGroups(tables, 2, { matches, cards, standings });
    expect(seconds.map((r) => [r.teamId, r.played, r.fairPlay, r.decidedBy])).toEqual([
      ['A2', 1, 0, null],
      ['B2', 1, 0, 'LOTS'],
    ]);
    expect(tables[0]?.[1]?.fairPlay).toBe(-4);
  });

  it('refuses counts the tables cannot meet', () => {
    expect(() => groupQualifiers(tables, 4, 0)).toThrow(new RangeError('ADVANCE_NOT_BELOW_GROUP_SIZE'));
    expect(() => groupQualifiers(tables, 2, 7)).toThrow(new RangeError('BEST_OF_NEXT_PLACE_EXCEEDS_GROUPS'));
    expect(() => groupQualifiers(tables.slice(0, 1), 1, 0)).toThrow(new RangeError('TOO_FEW_QUALIFIERS'));
    expect(() => groupQualifiers(tables, 1.5, 0)).toThrow(new RangeError('INVALID_QUALIFIER_COUNT'));
    expect(() => groupQualifiers(tables, 1, -1)).toThrow(new RangeError('INVALID_QUALIFIER_COUNT'));
    expect(() => groupQualifiers([], 0, 0)).toThrow(RangeError);
    const twice = [tables[0] as StandingRow[], tables[0] as StandingRow[]];
    expect(() => groupQualifiers(twice, 1, 0)).toThrow(new RangeError('TEAM_REPEATED'));
    // A single group may still send its best teams on; the best of the next place can be the group winners.
    expect(ids(groupQualifiers(tables.slice(0, 1), 2, 1))).toEqual(['FRA', 'SUI', 'ALB']);
    expect(ids(groupQualifiers(tables, 0, 2))).toEqual(['FRA', 'GER']);
  });

  it('checkGroupFormat validates settings before any draw', () => {
    expect(checkGroupFormat(48, 12, 2, 8)).toEqual({ ok: true }); // World Cup 2026
    expect(checkGroupFormat(24, 6, 2, 4)).toEqual({ ok: true }); // Euro 2016
    expect(checkGroupFormat(10, 3, 2, 3)).toEqual({ ok: true }); // groups of 4, 3, 3
    expect(checkGroupFormat(10, 3, 3, 0)).toEqual({ ok: false, reason: 'ADVANCE_NOT_BELOW_GROUP_SIZE' });
    expect(checkGroupFormat(7, 4, 1, 0)).toEqual({ ok: false, reason: 'GROUP_TOO_SMALL' });
    expect(checkGroupFormat(8, 0, 1, 0)).toEqual({ ok: false, reason: 'INVALID_GROUP_COUNT' });
    expect(checkGroupFormat(12, 3, 1, 4)).toEqual({ ok: false, reason: 'BEST_OF_NEXT_PLACE_EXCEEDS_GROUPS' });
    expect(checkGroupFormat(4, 1, 1, 0)).toEqual({ ok: false, reason: 'TOO_FEW_QUALIFIERS' });
  });

  it('qualifiers are unique, G × advance + best of next place, seeded 1..n in tiers (property)', () => {
    const scenario = fc
      .integer({ min: 1, max: 8 })
      .chain((groupCount) =>
        fc.record({
          groupCount: fc.constant(groupCount),
          n: fc.integer({ min: 2 * groupCount, max: 6 * groupCount }),
          legs: fc.constantFrom(1 as const, 2 as const),
          advance: fc.nat(),
          next: fc.nat(),
          scores: fc.array(fc.option(fc.tuple(fc.nat(4), fc.nat(4)), { freq: 6 }), { maxLength: 300 }),
          seed: fc.integer(),
        }),
      )
      .map((s) => {
        const rng = createRng(s.seed);
        const groups = drawGroupsRandom(teams(s.n), s.groupCount, rng);
        let i = 0;
        const matches = groupStageRounds(groups, s.legs, rng)
          .flatMap((d) => d.matches)
          .map((p) => {
            const score = s.scores[i++ % Math.max(1, s.scores.length)];
            const match =
              score && p.teamTwoId !== null
                ? result(p.teamOneId, p.teamTwoId, score[0], score[1])
                : unplayed(p.teamOneId, p.teamTwoId, p.teamTwoId === null ? 'PENDING' : 'SCHEDULED');
            return { ...match, group: p.group };
          });
        const smallest = Math.min(...groups.map((g) => g.length));
        const advance = s.advance % smallest;
        const next = s.next % (s.groupCount + 1);
        return { groups, matches, advance, next, lotSeed: s.seed };
      });
    fc.assert(
      fc.property(scenario, ({ groups, matches, advance, next, lotSeed }) => {
        const tables = groupTables(groups, matches);
        const G = groups.length;
        if (G * advance + next < 2) {
          expect(() => groupQualifiers(tables, advance, next, { matches })).toThrow(
            new RangeError('TOO_FEW_QUALIFIERS'),
          );
          return;
        }
        const lotRng = createRng(`lots-${lotSeed}`);
        const standings = { lots: Object.fromEntries(groups.flat().map((t) => [t, lotRng.next()])) };
        const qualifiers = groupQualifiers(tables, advance, next, { matches, standings });
        expect(qualifiers).toHaveLength(G * advance + next);
        expect(new Set(ids(qualifiers)).size).toBe(qualifiers.length);
        expect(qualifiers.map((q) => q.seed)).toEqual(qualifiers.map((_, i) => i + 1));
        for (const q of qualifiers) {
          const row = tables[q.group]?.find((r) => r.teamId === q.teamId);
          expect(row?.position).toBe(q.position);
        }
        // Tiers: every group's first `advance` places in order, then `next` of the following place.
        const positions = qualifiers.map((q) => q.position);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        for (let p = 1; p <= advance; p++) expect(positions.filter((x) => x === p)).toHaveLength(G);
        expect(positions.filter((x) => x === advance + 1)).toHaveLength(next);
        // The best of the next place are the top of its cross-group ranking, in its order.
        if (next > 0) {
          const ranking = rankAcrossGroups(tables, advance + 1, { matches, standings });
          expect(ids(qualifiers.slice(G * advance))).toEqual(ids(ranking.slice(0, next)));
          for (const [i, r] of ranking.entries()) {
            const above = ranking[i - 1];
            if (above) expect(above.points).toBeGreaterThanOrEqual(r.points);
          }
        }
        // Equal sizes compare the full group records: points never rise within a tier.
        if (groups.every((g) => g.length === groups[0]?.length)) {
          const points = (q: (typeof qualifiers)[number]) =>
            tables[q.group]?.find((r) => r.teamId === q.teamId)?.points ?? 0;
          for (const [i, q] of qualifiers.entries()) {
            const above = qualifiers[i - 1];
            if (above && above.position === q.position)
              expect(points(above)).toBeGreaterThanOrEqual(points(q));
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
