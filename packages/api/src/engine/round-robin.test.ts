import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from './rng';
import { roundRobin } from './round-robin';
import type { PlannedMatch, TeamId } from './types';

const teams = (n: number) => Array.from({ length: n }, (_, i) => `team-${i}`);
const key = (a: TeamId, b: TeamId) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const real = (round: PlannedMatch[]) => round.filter((m) => m.teamTwoId !== null);
const rester = (round: PlannedMatch[]) => round.find((m) => m.teamTwoId === null)?.teamOneId;

/** Every structural rule of a league fixture; returns nothing, throws on the first breach. */
function checkFixture(list: TeamId[], legs: 1 | 2, rounds: PlannedMatch[][]) {
  const n = list.length;
  const perLeg = n % 2 === 0 ? n - 1 : n;
  expect(rounds).toHaveLength(perLeg * legs);

  const meetings = new Map<string, number>();
  for (const round of rounds) {
    // Every team exactly once per round: playing, or resting when n is odd.
    const seen = round.flatMap((m) => (m.teamTwoId === null ? [m.teamOneId] : [m.teamOneId, m.teamTwoId]));
    expect([...seen].sort()).toEqual([...list].sort());
    expect(real(round)).toHaveLength(Math.floor(n / 2));
    expect(round.length - real(round).length).toBe(n % 2);
    for (const m of real(round)) {
      const k = key(m.teamOneId, m.teamTwoId as TeamId);
      meetings.set(k, (meetings.get(k) ?? 0) + 1);
    }
  }
  expect(meetings.size).toBe((n * (n - 1)) / 2);
  for (const count of meetings.values()) expect(count).toBe(legs);

  for (let leg = 0; leg < legs; leg++) {
    const legRounds = rounds.slice(leg * perLeg, (leg + 1) * perLeg);
    for (const t of list) {
      const home = legRounds.flatMap(real).filter((m) => m.teamOneId === t).length;
      const away = legRounds.flatMap(real).filter((m) => m.teamTwoId === t).length;
      expect(Math.abs(home - away)).toBeLessThanOrEqual(1);
      if (n % 2 === 1) expect(legRounds.filter((r) => rester(r) === t)).toHaveLength(1);
    }
  }
  if (n % 2 === 1) {
    for (let i = 1; i < rounds.length; i++)
      expect(rester(rounds[i] as PlannedMatch[])).not.toBe(rester(rounds[i - 1] as PlannedMatch[]));
  }
  if (legs === 2) {
    // The second leg mirrors the first: same meetings in the same order, venues swapped.
    const swap = (m: PlannedMatch) =>
      m.teamTwoId === null ? m : { teamOneId: m.teamTwoId, teamTwoId: m.teamOneId };
    expect(rounds.slice(perLeg)).toEqual(rounds.slice(0, perLeg).map((r) => r.map(swap)));
  }
}

describe('roundRobin', () => {
  it.each([1, 2] as const)('holds every rule for 2–30 teams, %i leg(s)', (legs) => {
    for (let n = 2; n <= 30; n++) {
      const list = teams(n);
      checkFixture(list, legs, roundRobin(list, legs));
    }
  });

  it('holds every rule with a shuffled order and any team ids (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 2, maxLength: 30 }),
        fc.constantFrom(1 as const, 2 as const),
        fc.integer(),
        (list, legs, seed) => checkFixture(list, legs, roundRobin(list, legs, createRng(seed))),
      ),
      { numRuns: 100 },
    );
  });

  it('the two-legged odd fixture rests different teams across the leg boundary', () => {
    for (const n of [3, 5, 7, 9]) {
      const rounds = roundRobin(teams(n), 2);
      expect(rester(rounds[n] as PlannedMatch[])).not.toBe(rester(rounds[n - 1] as PlannedMatch[]));
    }
  });

  it('alternates home and away with the fewest possible breaks in one leg', () => {
    // A break is two consecutive home (or away) games, rests skipped; n − 2 is the known
    // minimum for even n, and odd n can avoid breaks altogether.
    for (let n = 2; n <= 30; n++) {
      const list = teams(n);
      const rounds = roundRobin(list, 1);
      let breaks = 0;
      for (const t of list) {
        const venues = rounds
          .flatMap(real)
          .filter((m) => m.teamOneId === t || m.teamTwoId === t)
          .map((m) => (m.teamOneId === t ? 'H' : 'A'))
          .join('');
        expect(venues).not.toMatch(/HHH|AAA/);
        breaks += (venues.match(/(?=HH|AA)/g) ?? []).length;
      }
      expect(breaks).toBe(n % 2 === 0 ? n - 2 : 0);
    }
  });

  it('lists the resting team as a bye: three teams', () => {
    expect(roundRobin(['A', 'B', 'C'], 1)).toEqual([
      [
        { teamOneId: 'B', teamTwoId: 'C' },
        { teamOneId: 'A', teamTwoId: null },
      ],
      [
        { teamOneId: 'C', teamTwoId: 'A' },
        { teamOneId: 'B', teamTwoId: null },
      ],
      [
        { teamOneId: 'A', teamTwoId: 'B' },
        { teamOneId: 'C', teamTwoId: null },
      ],
    ]);
  });

  it('is reproducible by seed and shuffles with one', () => {
    const list = teams(12);
    expect(roundRobin(list, 2, createRng('x'))).toEqual(roundRobin(list, 2, createRng('x')));
    expect(roundRobin(list, 1, createRng('x'))).not.toEqual(roundRobin(list, 1, createRng('y')));
    expect(roundRobin(list, 1)).toEqual(roundRobin(list, 1));
  });

  it('gives nothing to fewer than two teams and ignores duplicates', () => {
    expect(roundRobin([], 1)).toEqual([]);
    expect(roundRobin(['A'], 2)).toEqual([]);
    expect(roundRobin(['A', 'B', 'A'], 1)).toEqual([[{ teamOneId: 'B', teamTwoId: 'A' }]]);
  });
});
