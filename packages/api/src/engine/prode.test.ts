import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRODE_SCORING,
  type ProdeTally,
  positionChanges,
  rankPlayers,
  scorePrediction,
  tally,
} from './prode';

const played = (teamOne: number, teamTwo: number) => ({
  kind: 'PLAYED' as const,
  score: { teamOne, teamTwo },
});
const s = DEFAULT_PRODE_SCORING;

describe('scoring a prediction', () => {
  it('gives 3 for the exact score, 1 for the right outcome, 0 otherwise', () => {
    expect(scorePrediction({ teamOne: 2, teamTwo: 1 }, played(2, 1), s)).toEqual({
      points: 3,
      exact: true,
      outcome: true,
    });
    expect(scorePrediction({ teamOne: 3, teamTwo: 0 }, played(2, 1), s)).toEqual({
      points: 1,
      exact: false,
      outcome: true,
    });
    expect(scorePrediction({ teamOne: 0, teamTwo: 0 }, played(1, 1), s).points).toBe(1);
    expect(scorePrediction({ teamOne: 1, teamTwo: 2 }, played(2, 1), s)).toEqual({
      points: 0,
      exact: false,
      outcome: false,
    });
  });

  it('scores nothing for a match decided off the pitch', () => {
    expect(scorePrediction({ teamOne: 3, teamTwo: 0 }, { kind: 'VOID' }, s)).toEqual({
      points: 0,
      exact: false,
      outcome: false,
    });
  });

  it('follows the organiser’s scoring, and an exact score always carries the right outcome', () => {
    const goals = fc.integer({ min: 0, max: 9 });
    fc.assert(
      fc.property(
        goals,
        goals,
        goals,
        goals,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (a, b, c, d, exact, outcome) => {
          const scoring = { exact, outcome, championBonus: 0 };
          const r = scorePrediction({ teamOne: a, teamTwo: b }, played(c, d), scoring);
          if (r.exact) expect(r.outcome).toBe(true);
          expect(r.points).toBe(r.exact ? exact : r.outcome ? outcome : 0);
          // Recomputing gives the same answer: scoring is a function of the stored values alone.
          expect(scorePrediction({ teamOne: a, teamTwo: b }, played(c, d), scoring)).toEqual(r);
        },
      ),
    );
  });
});

describe('the leaderboard', () => {
  const t = (userId: string, points: number, exact: number, joinedAt: number): ProdeTally => ({
    userId,
    points,
    exact,
    joinedAt,
  });

  it('ranks by points, then exact scores, then who joined first', () => {
    const ranked = rankPlayers([
      t('late', 10, 2, 300),
      t('exacts', 10, 3, 500),
      t('early', 10, 2, 100),
      t('top', 12, 0, 900),
    ]);
    expect(ranked.map((r) => [r.userId, r.position])).toEqual([
      ['top', 1],
      ['exacts', 2],
      ['early', 3],
      ['late', 4],
    ]);
  });

  it('gives players level on everything the same position', () => {
    const ranked = rankPlayers([t('a', 5, 1, 100), t('b', 5, 1, 100), t('c', 4, 0, 0)]);
    expect(ranked.map((r) => r.position)).toEqual([1, 1, 3]);
  });

  it('is the same whatever order the players come in', () => {
    const entry = fc.record({
      points: fc.integer({ min: 0, max: 30 }),
      exact: fc.integer({ min: 0, max: 5 }),
      joinedAt: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), fc.integer(), (entries, seed) => {
        const tallies = entries.map((e, i) => ({ ...e, userId: `u${i}` }));
        const shuffled = [...tallies].sort(
          (x, y) => ((x.userId.length * seed) % 7) - ((y.userId.length * seed) % 7),
        );
        expect(rankPlayers(shuffled)).toEqual(rankPlayers(tallies));
        const ranked = rankPlayers(tallies);
        for (let i = 1; i < ranked.length; i++) {
          const [p, q] = [ranked[i - 1]!, ranked[i]!];
          expect(p.points > q.points || (p.points === q.points && p.exact >= q.exact)).toBe(true);
          expect(q.position).toBeGreaterThanOrEqual(p.position);
        }
      }),
    );
  });

  it('tells each player how far they moved since the last matchday', () => {
    const before = rankPlayers([t('a', 6, 0, 1), t('b', 4, 0, 2), t('c', 1, 0, 3)]);
    const now = rankPlayers([t('a', 6, 0, 1), t('b', 4, 0, 2), t('c', 9, 1, 3), t('d', 0, 0, 4)]);
    expect(positionChanges(before, now)).toEqual(
      new Map([
        ['c', 2],
        ['a', -1],
        ['b', -1],
        ['d', null],
      ]),
    );
  });

  it('adds up each player’s scored predictions, counting players who scored nothing', () => {
    const totals = tally(
      [
        { userId: 'a', joinedAt: 1 },
        { userId: 'b', joinedAt: 2 },
      ],
      [
        { userId: 'a', points: 3, exact: true },
        { userId: 'a', points: 1, exact: false },
        { userId: 'stranger', points: 3, exact: true },
      ],
    );
    expect(totals).toEqual([
      { userId: 'a', points: 4, exact: 1, joinedAt: 1 },
      { userId: 'b', points: 0, exact: 0, joinedAt: 2 },
    ]);
  });
});
