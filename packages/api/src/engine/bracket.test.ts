/**
 * planBracket. What is proved here, beyond the exact FIFA/UEFA cases:
 *
 * Always (any groups, places, seeds and best-placed extras, both pairings): the first round has S/2 entries
 * for the next power of two S ≥ n, every qualifier exactly once, S − n byes and they go to the S − n best
 * seeds; the plan does not depend on the order of the input. WORLD_CUP only reads seeds for the byes.
 *
 * WORLD_CUP, rule (b) — no two of a group's q qualifiers can meet before round k − ceil(log2 q) + 1 of k —
 * and rule (a) — the fewest first-round matches between two group winners, max(0, (W − O) / 2) for W winners
 * and O other teams playing that round, i.e. none when W ≤ O — both hold:
 *  - whenever no byes are needed (n a power of two), best thirds or not, whatever the seeds;
 *  - with no best thirds (every group has q qualifiers) and seeds by group place first (all winners, then
 *    all runners-up, …, as groupQualifiers gives them);
 *  - with no best thirds and q = 1, 2 or 4, whatever the seeds.
 * Otherwise (best thirds and byes together, or odd seedings) the rules can be impossible: with one bye, say,
 * a group without a third may have to share the bye's quarter. Then the plan is still the best possible in
 * the lexicographic sense — fewest group-mate pairs meeting too early in round 1, then in round 2, …, then
 * fewest winner-against-winner matches — which is checked against a brute force over every bracket of up to
 * 8 slots.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracketMeetingRound, bracketSize, type Pairing, planBracket } from './bracket';
import type { Qualifier } from './groups';
import { nextKnockoutRound, remainingTeams } from './knockout';
import { createRng, shuffle } from './rng';
import { result, unplayed } from './test-utils';
import type { EngineRound, PlannedMatch, TeamId } from './types';

const LETTERS = 'ABCDEFGHIJKLMNOP';
const idOf = (group: number, position: number) => `${position}${LETTERS[group]}`;

/** Every group's first `perGroup`, plus place perGroup+1 of the `extra` groups; seeds by group place. */
function qualifiers(groups: number, perGroup: number, extra: readonly number[] = []): Qualifier[] {
  const out: Qualifier[] = [];
  for (let position = 1; position <= perGroup; position++) {
    for (let group = 0; group < groups; group++) {
      out.push({ teamId: idOf(group, position), group, position, seed: out.length + 1 });
    }
  }
  for (const group of extra) {
    out.push({ teamId: idOf(group, perGroup + 1), group, position: perGroup + 1, seed: out.length + 1 });
  }
  return out;
}

/** Re-seeds by `rank` (lower is better), within each group place first when `byPlace`. */
function reseed(qs: Qualifier[], rank: readonly number[], byPlace: boolean): Qualifier[] {
  const order = qs
    .map((q, i) => ({ q, r: rank[i % rank.length] as number, i }))
    .sort((a, b) => (byPlace ? a.q.position - b.q.position : 0) || a.r - b.r || a.i - b.i);
  const seedOf = new Map(order.map(({ q }, i) => [q.teamId, i + 1]));
  return qs.map((q) => ({ ...q, seed: seedOf.get(q.teamId) as number }));
}

const show = (plan: PlannedMatch[]) => plan.map((m) => `${m.teamOneId}–${m.teamTwoId ?? 'bye'}`);

const ceilLog2 = (x: number) => (x <= 1 ? 0 : Math.ceil(Math.log2(x)));

/** The bracket slot of every team: entry i holds slots 2i (teamOne) and 2i+1 (teamTwo). */
function slotsOf(plan: PlannedMatch[]): Map<TeamId, number> {
  const out = new Map<TeamId, number>();
  plan.forEach((m, i) => {
    out.set(m.teamOneId, 2 * i);
    if (m.teamTwoId !== null) out.set(m.teamTwoId, 2 * i + 1);
  });
  return out;
}

/** The round in which two slots meet if both keep winning, from the bracket's shape alone. */
function meetIn(a: number, b: number): number {
  let round = 1;
  while (a >> round !== b >> round) round++;
  return round;
}

function membersByGroup(qs: Qualifier[]): Qualifier[][] {
  const out = new Map<number, Qualifier[]>();
  for (const q of qs) out.set(q.group, [...(out.get(q.group) ?? []), q]);
  return [...out.values()];
}

/** Rule (b) for each group: its earliest meeting and the earliest allowed. */
function groupMeetings(plan: PlannedMatch[], qs: Qualifier[]) {
  const slots = slotsOf(plan);
  const rounds = Math.log2(plan.length * 2);
  return membersByGroup(qs).map((members) => {
    let earliest = Number.POSITIVE_INFINITY;
    for (const a of members) {
      for (const b of members) {
        if (a !== b)
          earliest = Math.min(earliest, meetIn(slots.get(a.teamId) ?? -1, slots.get(b.teamId) ?? -1));
      }
    }
    return {
      group: members[0]?.group,
      size: members.length,
      earliest,
      allowed: rounds - ceilLog2(members.length) + 1,
    };
  });
}

/** Rule (a): first-round matches of two winners, and the fewest the counts allow. */
function winnerClashes(plan: PlannedMatch[], qs: Qualifier[]) {
  const position = new Map(qs.map((q) => [q.teamId, q.position]));
  let clashes = 0;
  let winners = 0;
  let others = 0;
  for (const m of plan) {
    if (m.teamTwoId === null) continue;
    for (const id of [m.teamOneId, m.teamTwoId]) {
      if (position.get(id) === 1) winners++;
      else others++;
    }
    if (position.get(m.teamOneId) === 1 && position.get(m.teamTwoId) === 1) clashes++;
  }
  return { clashes, fewest: Math.max(0, (winners - others) / 2) };
}

function expectRulesHold(plan: PlannedMatch[], qs: Qualifier[]) {
  for (const g of groupMeetings(plan, qs))
    expect(g.earliest, `group ${g.group}`).toBeGreaterThanOrEqual(g.allowed);
  const { clashes, fewest } = winnerClashes(plan, qs);
  expect(clashes).toBe(fewest);
}

function expectWellFormed(plan: PlannedMatch[], qs: Qualifier[]) {
  const size = bracketSize(qs.length);
  expect(plan).toHaveLength(size / 2);
  const listed = plan.flatMap((m) => (m.teamTwoId === null ? [m.teamOneId] : [m.teamOneId, m.teamTwoId]));
  expect([...listed].sort()).toEqual(qs.map((q) => q.teamId).sort());
  const byeTeams = plan.filter((m) => m.teamTwoId === null).map((m) => m.teamOneId);
  const best = [...qs].sort((a, b) => a.seed - b.seed).slice(0, size - qs.length);
  expect([...byeTeams].sort()).toEqual(best.map((q) => q.teamId).sort());
}

/** Random group shapes: groups, qualifiers per group, which groups send an extra team, and a ranking. */
const shapes = (maxGroups = 16) =>
  fc
    .record({ groups: fc.integer({ min: 1, max: maxGroups }), perGroup: fc.integer({ min: 1, max: 4 }) })
    .chain(({ groups, perGroup }) =>
      fc.record({
        groups: fc.constant(groups),
        perGroup: fc.constant(perGroup),
        extra: fc.subarray(Array.from({ length: groups }, (_, g) => g)),
        rank: fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 1, maxLength: 80 }),
      }),
    )
    .filter(({ groups, perGroup, extra }) => groups * perGroup + extra.length >= 2);

describe('planBracket: WORLD_CUP reproduces the real brackets', () => {
  const worldCup = ['1A–2B', '1C–2D', '1E–2F', '1G–2H', '1B–2A', '1D–2C', '1F–2E', '1H–2G'];

  it('8 groups × 2: the 2018/2022 World Cup round of 16, in bracket order', () => {
    expect(show(planBracket(qualifiers(8, 2), 'WORLD_CUP'))).toEqual(worldCup);
  });

  it('4 groups × 2: Euro/Copa América quarter-finals; 2 groups × 2: crossed semi-finals', () => {
    expect(show(planBracket(qualifiers(4, 2), 'WORLD_CUP'))).toEqual(['1A–2B', '1C–2D', '1B–2A', '1D–2C']);
    expect(show(planBracket(qualifiers(2, 2), 'WORLD_CUP'))).toEqual(['1A–2B', '1B–2A']);
  });

  it('does not depend on the seeds (no byes) nor on the order of the input', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 16, maxLength: 16 }),
        fc.boolean(),
        fc.integer(),
        (rank, byPlace, shuffleSeed) => {
          const qs = reseed(qualifiers(8, 2), rank, byPlace);
          const shuffled = shuffle(qs, createRng(shuffleSeed));
          expect(show(planBracket(shuffled, 'WORLD_CUP'))).toEqual(worldCup);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('later rounds follow the bracket: quarter-finals W(1A2B)–W(1C2D), …, semis and final', () => {
    const plan = planBracket(qualifiers(8, 2), 'WORLD_CUP');
    const approved = plan.flatMap((m) => [m.teamOneId, m.teamTwoId as TeamId]);
    // Runners-up win on the left half, winners on the right one.
    const r16: EngineRound = {
      number: 1,
      kind: 'KNOCKOUT',
      matches: plan.map((m, i) =>
        i < 4
          ? result(m.teamOneId, m.teamTwoId as TeamId, 0, 1)
          : result(m.teamOneId, m.teamTwoId as TeamId, 2, 0),
      ),
    };
    expect(remainingTeams([r16], approved)).toEqual(['2B', '2D', '2F', '2H', '1B', '1D', '1F', '1H']);
    const qf = nextKnockoutRound({ approved, rounds: [r16], rng: createRng('qf') });
    expect(qf.ok && show(qf.matches)).toEqual(['2B–2D', '2F–2H', '1B–1D', '1F–1H']);
    expect(bracketMeetingRound(plan, '2B', '2D')).toBe(2);
    expect(bracketMeetingRound(plan, '1A', '1E')).toBe(3);
    expect(bracketMeetingRound(plan, '1A', '2A')).toBe(4);
    expect(bracketMeetingRound(plan, '1A', 'nobody')).toBeNull();
  });
});

describe('planBracket: WORLD_CUP with best thirds and byes', () => {
  it('Euro 2016 shape: 6 groups × 2 + 4 best thirds = 16, winners meet non-winners, groups kept apart', () => {
    for (const extra of [
      [0, 1, 2, 3],
      [2, 3, 4, 5],
      [0, 2, 3, 5],
    ]) {
      const qs = qualifiers(6, 2, extra);
      const plan = planBracket(qs, 'WORLD_CUP');
      expectWellFormed(plan, qs);
      // Every one of the 6 winners meets a runner-up or a third.
      expect(winnerClashes(plan, qs).clashes).toBe(0);
      for (const g of groupMeetings(plan, qs)) {
        // A group with a third: not before the semi-finals; with two: only in the final.
        expect(g.earliest).toBeGreaterThanOrEqual(g.size === 3 ? 3 : 4);
      }
    }
  });

  it('World Cup 2026 shape: 12 groups × 2 + 8 best thirds = 32', () => {
    const qs = qualifiers(12, 2, [0, 1, 3, 4, 6, 7, 9, 10]);
    const plan = planBracket(qs, 'WORLD_CUP');
    expectWellFormed(plan, qs);
    expect(winnerClashes(plan, qs).clashes).toBe(0);
    for (const g of groupMeetings(plan, qs)) expect(g.earliest).toBeGreaterThanOrEqual(g.size === 3 ? 4 : 5);
  });

  it('3 groups × 2 = 6: the two best seeds get the byes, group-mates only meet in the final', () => {
    const qs = reseed(qualifiers(3, 2), [2, 1, 3, 5, 4, 6], true); // seeds: 1B, 1A, 1C, 2B, 2A, 2C
    expect(qs.filter((q) => q.seed <= 2).map((q) => q.teamId)).toEqual(['1A', '1B']);
    const plan = planBracket(qs, 'WORLD_CUP');
    expectWellFormed(plan, qs);
    expect(
      plan
        .filter((m) => m.teamTwoId === null)
        .map((m) => m.teamOneId)
        .sort(),
    ).toEqual(['1A', '1B']);
    // 1C, the only winner playing, meets a runner-up; the byes wait for different first-round winners.
    expect(plan.find((m) => m.teamOneId === '1C')?.teamTwoId).toMatch(/^2/);
    expect(bracketMeetingRound(plan, '1A', '1B')).toBe(3);
    expectRulesHold(plan, qs);
    // Stored and played (home sides win), the next round pairs each bye with a first-round winner.
    const approved = qs.map((q) => q.teamId);
    const r1: EngineRound = {
      number: 1,
      kind: 'KNOCKOUT',
      matches: plan.map((m) =>
        m.teamTwoId === null
          ? unplayed(m.teamOneId, null, 'PENDING')
          : result(m.teamOneId, m.teamTwoId, 1, 0),
      ),
    };
    const semis = nextKnockoutRound({ approved, rounds: [r1], rng: createRng('sf') });
    expect(semis.ok && semis.matches).toEqual([
      { teamOneId: plan[0]?.teamOneId, teamTwoId: plan[1]?.teamOneId },
      { teamOneId: plan[2]?.teamOneId, teamTwoId: plan[3]?.teamOneId },
    ]);
  });

  it('the largest shape: 16 groups × 4 + 16 fifths = 80 in a bracket of 128', () => {
    const qs = qualifiers(
      16,
      4,
      Array.from({ length: 16 }, (_, g) => g),
    );
    const plan = planBracket(qs, 'WORLD_CUP');
    expectWellFormed(plan, qs);
    expectRulesHold(plan, qs);
  });

  it('when a meeting is forced, it is as late as possible: one bye to a group without a fourth', () => {
    // 4 groups × 3 + the fourths of A, B, C = 15. A, B and C need a team in every quarter, but the bye
    // (1D) leaves room for only two more in its quarter: one of them has two teams in another quarter.
    // They meet in round 2 (not round 1), and no other group is hurt.
    const qs = reseed(qualifiers(4, 3, [0, 1, 2]), [4, 2, 3, 1], true);
    expect(qs.find((q) => q.seed === 1)?.teamId).toBe('1D');
    const meetings = groupMeetings(planBracket(qs, 'WORLD_CUP'), qs);
    expect(meetings.filter((g) => g.earliest < g.allowed).map((g) => g.earliest)).toEqual([2]);
    expect(meetings.find((g) => g.group === 3)?.earliest).toBeGreaterThanOrEqual(3);
  });
});

describe('planBracket: WORLD_CUP guarantees (property)', () => {
  it('always well formed and independent of the input order, both pairings', () => {
    fc.assert(
      fc.property(
        shapes(),
        fc.boolean(),
        fc.constantFrom<Pairing>('WORLD_CUP', 'SEEDED'),
        (s, byPlace, pairing) => {
          const qs = reseed(qualifiers(s.groups, s.perGroup, s.extra), s.rank, byPlace);
          const plan = planBracket(qs, pairing);
          expectWellFormed(plan, qs);
          expect(planBracket([...qs].reverse(), pairing)).toEqual(plan);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('(a) and (b) hold with no best thirds and seeds by group place', () => {
    fc.assert(
      fc.property(shapes(), (s) => {
        fc.pre(s.groups * s.perGroup >= 2);
        const qs = reseed(qualifiers(s.groups, s.perGroup), s.rank, true);
        expectRulesHold(planBracket(qs, 'WORLD_CUP'), qs);
      }),
      { numRuns: 200 },
    );
  });

  it('(a) and (b) hold with no best thirds and 1, 2 or 4 per group, whatever the seeds', () => {
    fc.assert(
      fc.property(shapes(), fc.constantFrom(1, 2, 4), (s, perGroup) => {
        fc.pre(s.groups * perGroup >= 2);
        const qs = reseed(qualifiers(s.groups, perGroup), s.rank, false);
        expectRulesHold(planBracket(qs, 'WORLD_CUP'), qs);
      }),
      { numRuns: 150 },
    );
  });

  it('(a) and (b) hold whenever no byes are needed, best thirds or not', () => {
    const exact: [number, number, number][] = [];
    for (let groups = 1; groups <= 16; groups++) {
      for (let perGroup = 1; perGroup <= 4; perGroup++) {
        for (let extra = 0; extra <= groups; extra++) {
          const n = groups * perGroup + extra;
          if (n >= 2 && bracketSize(n) === n) exact.push([groups, perGroup, extra]);
        }
      }
    }
    fc.assert(
      fc.property(fc.constantFrom(...exact), fc.integer(), ([groups, perGroup, extra], seed) => {
        const pool = shuffle(
          Array.from({ length: groups }, (_, g) => g),
          createRng(seed),
        );
        const qs = qualifiers(
          groups,
          perGroup,
          pool.slice(0, extra).sort((a, b) => a - b),
        );
        expectRulesHold(planBracket(qs, 'WORLD_CUP'), qs);
      }),
      { numRuns: 150 },
    );
  });

  it('in brackets of up to 8 slots, the plan is as good as the best of all brackets', () => {
    fc.assert(
      fc.property(shapes(4), fc.boolean(), (s, byPlace) => {
        fc.pre(s.groups * s.perGroup + s.extra.length <= 8);
        const qs = reseed(qualifiers(s.groups, s.perGroup, s.extra), s.rank, byPlace);
        const plan = planBracket(qs, 'WORLD_CUP');
        const byId = new Map(qs.map((q) => [q.teamId, q]));
        const slots = plan.flatMap((m) => [
          byId.get(m.teamOneId) ?? null,
          m.teamTwoId ? (byId.get(m.teamTwoId) ?? null) : null,
        ]);
        expect(score(slots, qs)).toEqual(bestScore(qs));
      }),
      { numRuns: 120 },
    );
  });
});

/**
 * How far a bracket is from the rules, compared lexicographically: group-mate pairs meeting before their
 * allowed round, in round 1, round 2, …; then winner-against-winner first-round matches.
 */
function score(slots: (Qualifier | null)[], qs: Qualifier[]): number[] {
  const rounds = Math.log2(slots.length);
  const size = new Map<number, number>();
  for (const q of qs) size.set(q.group, (size.get(q.group) ?? 0) + 1);
  const out = Array<number>(rounds + 1).fill(0);
  for (let a = 0; a < slots.length; a++) {
    for (let b = a + 1; b < slots.length; b++) {
      const x = slots[a];
      const y = slots[b];
      if (!x || !y || x.group !== y.group) continue;
      const round = meetIn(a, b);
      if (round < rounds - ceilLog2(size.get(x.group) as number) + 1)
        out[round - 1] = (out[round - 1] as number) + 1;
    }
  }
  for (let i = 0; i < slots.length; i += 2) {
    if (slots[i]?.position === 1 && slots[i + 1]?.position === 1) out[rounds] = (out[rounds] as number) + 1;
  }
  return out;
}

/** The best score over every bracket with the byes on the best seeds (brute force). */
function bestScore(qs: Qualifier[]): number[] {
  const size = bracketSize(qs.length);
  const byes = new Set([...qs].sort((a, b) => a.seed - b.seed).slice(0, size - qs.length));
  const slots: (Qualifier | null)[] = Array(size).fill(null);
  const used = new Set<Qualifier>();
  let best: number[] | null = null;
  const better = (a: number[], b: number[]) => {
    const i = a.findIndex((v, j) => v !== b[j]);
    return i >= 0 && (a[i] as number) < (b[i] as number);
  };
  const fill = (i: number) => {
    if (i === size) {
      const s = score(slots, qs);
      if (!best || better(s, best)) best = s;
      return;
    }
    const partner = slots[i - 1];
    if (i % 2 === 1 && partner && byes.has(partner)) {
      slots[i] = null;
      fill(i + 1);
      return;
    }
    for (const q of qs) {
      if (used.has(q) || (i % 2 === 1 && byes.has(q))) continue;
      used.add(q);
      slots[i] = q;
      fill(i + 1);
      used.delete(q);
      slots[i] = null;
    }
  };
  fill(0);
  return best as unknown as number[];
}

describe('planBracket: SEEDED', () => {
  const distinct = (n: number): Qualifier[] =>
    Array.from({ length: n }, (_, i) => ({ teamId: `S${i + 1}`, group: i, position: 1, seed: i + 1 }));

  it('8 teams: 1–8, 4–5, 2–7, 3–6', () => {
    expect(show(planBracket(distinct(8), 'SEEDED'))).toEqual(['S1–S8', 'S4–S5', 'S2–S7', 'S3–S6']);
  });

  it('5 teams: byes to seeds 1, 2 and 3, where 4–5 is played', () => {
    expect(show(planBracket(distinct(5), 'SEEDED'))).toEqual(['S1–bye', 'S4–S5', 'S2–bye', 'S3–bye']);
  });

  it('seeds 1..2^j are in different parts of 2^j: seed t meets a better seed no earlier than k − ceil(log2 t) + 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100 }), (n) => {
        const plan = planBracket(distinct(n), 'SEEDED');
        const rounds = Math.log2(bracketSize(n));
        for (let t = 2; t <= n; t++) {
          for (let s = 1; s < t; s++) {
            expect(bracketMeetingRound(plan, `S${s}`, `S${t}`)).toBeGreaterThanOrEqual(
              rounds - ceilLog2(t) + 1,
            );
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('undoes a first-round meeting of group-mates by swapping with the nearest seed of the same place', () => {
    // Seeds 1–4 winners of A, B, C, D; 5–8 runners-up of B, C, D, A: 1A would meet 2A.
    const qs = [
      ...qualifiers(4, 1),
      ...['B', 'C', 'D', 'A'].map((g, i) => ({
        teamId: `2${g}`,
        group: LETTERS.indexOf(g),
        position: 2,
        seed: 5 + i,
      })),
    ];
    // Plain seeding: 1A–2A, 1D–2B, 1B–2D, 1C–2C. 2A swaps lines with 2D (seed 7, the nearest runner-up
    // making no new clash), then 2C with 2B.
    expect(show(planBracket(qs, 'SEEDED'))).toEqual(['1A–2D', '1D–2C', '1B–2A', '1C–2B']);
  });

  it('swaps only teams of the same group place and never removes a bye; clashes never increase', () => {
    fc.assert(
      fc.property(shapes(8), (s) => {
        const qs = reseed(qualifiers(s.groups, s.perGroup, s.extra), s.rank, true);
        const plan = planBracket(qs, 'SEEDED');
        const size = bracketSize(qs.length);
        const bySeed = [...qs].sort((a, b) => a.seed - b.seed);
        const byId = new Map(qs.map((q) => [q.teamId, q]));
        // The plain seeding: line l meets line size+1−l.
        const plainClashes = bySeed.filter((q, i) => {
          const other = bySeed[size - 1 - i];
          return i < size / 2 && other !== undefined && other.group === q.group;
        }).length;
        const clashes = plan.filter(
          (m) => m.teamTwoId !== null && byId.get(m.teamOneId)?.group === byId.get(m.teamTwoId)?.group,
        ).length;
        expect(clashes).toBeLessThanOrEqual(plainClashes);
        // Each entry holds the same group places as the plain seeding's entry at that spot.
        const plain = planBracket(
          bySeed.map((q, i) => ({ ...q, group: 1_000 + i })),
          'SEEDED',
        );
        const places = (p: PlannedMatch[], of: (id: TeamId) => number | undefined) =>
          p.map((m) => [of(m.teamOneId), m.teamTwoId === null ? null : of(m.teamTwoId)].sort());
        expect(places(plan, (id) => byId.get(id)?.position)).toEqual(
          places(plain, (id) => byId.get(id)?.position),
        );
      }),
      { numRuns: 150 },
    );
  });
});

describe('planBracket: refusals', () => {
  const q = (teamId: string, group: number, position: number, seed: number): Qualifier => ({
    teamId,
    group,
    position,
    seed,
  });

  it('refuses fewer than two qualifiers', () => {
    expect(() => planBracket([], 'WORLD_CUP')).toThrow(RangeError);
    expect(() => planBracket([q('A', 0, 1, 1)], 'SEEDED')).toThrow(/at least 2 qualifiers, got 1/);
  });

  it('refuses a team twice, a seed twice or a group place twice', () => {
    expect(() => planBracket([q('A', 0, 1, 1), q('A', 1, 1, 2)], 'WORLD_CUP')).toThrow(
      /Team A qualifies more than once/,
    );
    expect(() => planBracket([q('A', 0, 1, 1), q('B', 1, 1, 1)], 'WORLD_CUP')).toThrow(/Seed 1/);
    expect(() => planBracket([q('A', 0, 1, 1), q('B', 0, 1, 2)], 'WORLD_CUP')).toThrow(/number 1 of group 0/);
  });

  it('refuses groups, places and seeds out of range, and unknown pairings', () => {
    expect(() => planBracket([q('A', -1, 1, 1), q('B', 1, 1, 2)], 'WORLD_CUP')).toThrow(RangeError);
    expect(() => planBracket([q('A', 0, 0, 1), q('B', 1, 1, 2)], 'WORLD_CUP')).toThrow(/position/);
    expect(() => planBracket([q('A', 0, 1.5, 1), q('B', 1, 1, 2)], 'WORLD_CUP')).toThrow(/position/);
    expect(() => planBracket([q('A', 0, 1, Number.NaN), q('B', 1, 1, 2)], 'WORLD_CUP')).toThrow(/seed/);
    expect(() => planBracket([q('A', 0, 1, 1), q('B', 1, 1, 2)], 'RANDOM' as Pairing)).toThrow(
      /Unknown pairing/,
    );
  });
});
