import type { MatchStatus } from '@cancha/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchLoser, matchWinner } from './knockout';
import { result, unplayed } from './test-utils';
import { secondLegNeedsShootout, type TieOptions, tieAggregate, tieMatch, tieSide, tieWinner } from './ties';
import type { EngineMatch } from './types';

// Scores are written home side first, as on a scoreboard: leg 1 is A at home to B, leg 2 is B at home to A.
const AWAY: TieOptions = { awayGoals: true };
const NO_AWAY: TieOptions = { awayGoals: false };
const pens = (home: number, away: number): Partial<EngineMatch> => ({
  penaltiesTeamOne: home,
  penaltiesTeamTwo: away,
});

describe('tieAggregate', () => {
  it('adds both legs per team, counting the goals scored in the other team’s ground as away goals', () => {
    const leg1 = result('A', 'B', 2, 1);
    const leg2 = result('B', 'A', 3, 2);
    expect(tieAggregate(leg1, leg2)).toEqual({
      teamOne: { teamId: 'A', goals: 4, awayGoals: 2 },
      teamTwo: { teamId: 'B', goals: 4, awayGoals: 1 },
    });
  });

  it('is null until both legs have scores, whatever their status', () => {
    const leg1 = result('A', 'B', 1, 0);
    expect(tieAggregate(leg1, unplayed('B', 'A'))).toBeNull();
    expect(tieAggregate(unplayed('A', 'B'), result('B', 'A', 1, 0))).toBeNull();
    // The running aggregate of a second leg in play.
    const live = result('B', 'A', 1, 0, { status: 'IN_PROGRESS' });
    expect(tieAggregate(leg1, live)).toEqual({
      teamOne: { teamId: 'A', goals: 1, awayGoals: 0 },
      teamTwo: { teamId: 'B', goals: 1, awayGoals: 0 },
    });
  });

  it('finds a side by team', () => {
    const agg = tieAggregate(result('A', 'B', 2, 1), result('B', 'A', 0, 0));
    expect(agg && tieSide(agg, 'B')).toEqual({ teamId: 'B', goals: 1, awayGoals: 1 });
    expect(agg && tieSide(agg, 'C')).toBeNull();
  });

  it('throws a RangeError unless the second leg has the same two teams, home and away swapped', () => {
    const leg1 = result('A', 'B', 1, 0);
    expect(() => tieAggregate(leg1, result('A', 'B', 1, 0))).toThrow(RangeError); // not swapped
    expect(() => tieAggregate(leg1, result('B', 'C', 1, 0))).toThrow(RangeError);
    expect(() => tieAggregate(leg1, result('C', 'A', 1, 0))).toThrow(RangeError);
    expect(() => tieAggregate(leg1, leg1)).toThrow(RangeError);
    expect(() => tieAggregate(unplayed('A', null), unplayed('B', 'A'))).toThrow(RangeError);
    expect(() => tieAggregate(result('A', 'A', 1, 0), result('A', 'A', 0, 1))).toThrow(RangeError);
    expect(() => tieWinner(leg1, result('A', 'B', 0, 0), NO_AWAY)).toThrow(RangeError);
  });
});

describe('tieWinner', () => {
  it('goes by the aggregate: A 2-1 B, then B 2-3 A — A through 5-3, away goals or not', () => {
    const leg1 = result('A', 'B', 2, 1);
    const leg2 = result('B', 'A', 2, 3);
    expect(tieWinner(leg1, leg2, NO_AWAY)).toBe('A');
    expect(tieWinner(leg1, leg2, AWAY)).toBe('A');
  });

  it('A 2-1 B, then B 2-1 A: 3-3 and one away goal each — level even on away goals, the shoot-out decides', () => {
    const leg1 = result('A', 'B', 2, 1);
    const leg2 = result('B', 'A', 2, 1);
    expect(tieWinner(leg1, leg2, NO_AWAY)).toBeNull();
    expect(tieWinner(leg1, leg2, AWAY)).toBeNull();
    expect(secondLegNeedsShootout(leg1, { teamOneScore: 2, teamTwoScore: 1 }, AWAY)).toBe(true);
    // Leg 2's shoot-out is home side first: B 4, A 3.
    const settled = { ...leg2, ...pens(4, 3) };
    expect(tieWinner(leg1, settled, NO_AWAY)).toBe('B');
    expect(tieWinner(leg1, settled, AWAY)).toBe('B');
    expect(tieWinner(leg1, { ...leg2, ...pens(2, 4) }, AWAY)).toBe('A');
  });

  it('A 2-1 B, then B 3-2 A: 4-4, but A scored 2 away to B’s 1 — A on away goals, else a shoot-out', () => {
    const leg1 = result('A', 'B', 2, 1);
    const leg2 = result('B', 'A', 3, 2);
    expect(tieWinner(leg1, leg2, AWAY)).toBe('A');
    expect(tieWinner(leg1, leg2, NO_AWAY)).toBeNull();
    expect(secondLegNeedsShootout(leg1, { teamOneScore: 3, teamTwoScore: 2 }, AWAY)).toBe(false);
    expect(secondLegNeedsShootout(leg1, { teamOneScore: 3, teamTwoScore: 2 }, NO_AWAY)).toBe(true);
    // With away goals on, a shoot-out recorded anyway does not overturn them.
    expect(tieWinner(leg1, { ...leg2, ...pens(5, 4) }, AWAY)).toBe('A');
    expect(tieWinner(leg1, { ...leg2, ...pens(5, 4) }, NO_AWAY)).toBe('B');
  });

  it('A 0-0 B, then B 1-1 A: A through on away goals when they count', () => {
    const leg1 = result('A', 'B', 0, 0);
    const leg2 = result('B', 'A', 1, 1);
    expect(tieWinner(leg1, leg2, AWAY)).toBe('A');
    expect(tieWinner(leg1, leg2, NO_AWAY)).toBeNull();
  });

  it('defaults to no away goals', () => {
    expect(tieWinner(result('A', 'B', 0, 0), result('B', 'A', 1, 1))).toBeNull();
  });

  it('ignores a shoot-out when the aggregate is not level, and a shoot-out entered on the first leg', () => {
    const leg1 = result('A', 'B', 3, 0, pens(0, 5));
    const leg2 = result('B', 'A', 1, 0, pens(5, 0));
    expect(tieWinner(leg1, leg2, NO_AWAY)).toBe('A');
    const level1 = result('A', 'B', 1, 0, pens(5, 0));
    expect(tieWinner(level1, result('B', 'A', 1, 0), NO_AWAY)).toBeNull();
  });

  it('has no winner while either leg is not completed, or with a level or half-entered shoot-out', () => {
    const leg1 = result('A', 'B', 3, 0);
    expect(tieWinner(leg1, unplayed('B', 'A'), NO_AWAY)).toBeNull();
    expect(tieWinner(leg1, result('B', 'A', 0, 0, { status: 'IN_PROGRESS' }), NO_AWAY)).toBeNull();
    expect(
      tieWinner(result('A', 'B', 3, 0, { status: 'UNDER_REVIEW' }), result('B', 'A', 0, 0), NO_AWAY),
    ).toBeNull();
    const level = result('B', 'A', 3, 0);
    expect(tieWinner(leg1, { ...level, ...pens(4, 4) }, NO_AWAY)).toBeNull();
    expect(tieWinner(leg1, { ...level, penaltiesTeamOne: 4 }, NO_AWAY)).toBeNull();
  });
});

describe('secondLegNeedsShootout', () => {
  it('asks for a shoot-out exactly when the second-leg scores leave the tie level', () => {
    const leg1 = result('A', 'B', 1, 0);
    expect(secondLegNeedsShootout(leg1, { teamOneScore: 1, teamTwoScore: 0 }, NO_AWAY)).toBe(true);
    expect(secondLegNeedsShootout(leg1, { teamOneScore: 2, teamTwoScore: 1 }, NO_AWAY)).toBe(true);
    // 2-1 to B at home: 2-2, but A's away goal counts when away goals do.
    expect(secondLegNeedsShootout(leg1, { teamOneScore: 2, teamTwoScore: 1 }, AWAY)).toBe(false);
    expect(secondLegNeedsShootout(leg1, { teamOneScore: 0, teamTwoScore: 0 }, NO_AWAY)).toBe(false);
    expect(secondLegNeedsShootout(leg1, { teamOneScore: 2, teamTwoScore: 0 }, NO_AWAY)).toBe(false);
  });

  it('is false while the first leg has no result, and refuses impossible scores', () => {
    expect(secondLegNeedsShootout(unplayed('A', 'B'), { teamOneScore: 0, teamTwoScore: 0 }, NO_AWAY)).toBe(
      false,
    );
    const live = result('A', 'B', 0, 0, { status: 'IN_PROGRESS' });
    expect(secondLegNeedsShootout(live, { teamOneScore: 0, teamTwoScore: 0 }, NO_AWAY)).toBe(false);
    const leg1 = result('A', 'B', 0, 0);
    expect(() => secondLegNeedsShootout(leg1, { teamOneScore: -1, teamTwoScore: 0 }, NO_AWAY)).toThrow(
      RangeError,
    );
    expect(() => secondLegNeedsShootout(leg1, { teamOneScore: 0, teamTwoScore: 1.5 }, NO_AWAY)).toThrow(
      RangeError,
    );
    expect(() =>
      secondLegNeedsShootout(unplayed('A', null), { teamOneScore: 0, teamTwoScore: 0 }, NO_AWAY),
    ).toThrow(RangeError);
  });
});

describe('ties: properties', () => {
  const goals = fc.integer({ min: 0, max: 5 });
  const kicks = fc.option(fc.integer({ min: 0, max: 6 }), { freq: 3 });
  const statuses: MatchStatus[] = [
    'COMPLETED',
    'COMPLETED',
    'COMPLETED',
    'IN_PROGRESS',
    'SCHEDULED',
    'CANCELED',
  ];
  const leg = (id: string, home: string, away: string) =>
    fc.record({
      id: fc.constant(id),
      teamOneId: fc.constant(home),
      teamTwoId: fc.constant<string | null>(away),
      teamOneScore: fc.option(goals, { freq: 8 }),
      teamTwoScore: fc.option(goals, { freq: 8 }),
      penaltiesTeamOne: kicks,
      penaltiesTeamTwo: kicks,
      status: fc.constantFrom(...statuses),
    }) satisfies fc.Arbitrary<EngineMatch>;
  const tie = fc.record({ leg1: leg('l1', 'A', 'B'), leg2: leg('l2', 'B', 'A'), awayGoals: fc.boolean() });

  it('gives each team the same totals whichever match is taken as the first leg', () => {
    fc.assert(
      fc.property(tie, ({ leg1, leg2 }) => {
        const forward = tieAggregate(leg1, leg2);
        const backward = tieAggregate(leg2, leg1);
        if (forward === null || backward === null) return forward === backward;
        expect(backward.teamOne).toEqual(forward.teamTwo);
        expect(backward.teamTwo).toEqual(forward.teamOne);
        for (const team of ['A', 'B']) expect(tieSide(backward, team)).toEqual(tieSide(forward, team));
        // Goals add up to the two matches' goals; each team's away goals are its goals in the other's ground.
        const total = (m: EngineMatch) => (m.teamOneScore as number) + (m.teamTwoScore as number);
        expect(forward.teamOne.goals + forward.teamTwo.goals).toBe(total(leg1) + total(leg2));
        expect(forward.teamOne.awayGoals).toBe(leg2.teamTwoScore);
        expect(forward.teamTwo.awayGoals).toBe(leg1.teamTwoScore);
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('has a winner iff both legs are completed and the aggregate, away goals (when on) or a shoot-out differ', () => {
    fc.assert(
      fc.property(tie, ({ leg1, leg2, awayGoals }) => {
        const winner = tieWinner(leg1, leg2, { awayGoals });
        const agg = tieAggregate(leg1, leg2);
        const completed = leg1.status === 'COMPLETED' && leg2.status === 'COMPLETED' && agg !== null;
        const decisive =
          agg !== null &&
          (agg.teamOne.goals !== agg.teamTwo.goals ||
            (awayGoals && agg.teamOne.awayGoals !== agg.teamTwo.awayGoals) ||
            (leg2.penaltiesTeamOne !== null &&
              leg2.penaltiesTeamTwo !== null &&
              leg2.penaltiesTeamOne !== leg2.penaltiesTeamTwo));
        expect(winner !== null).toBe(completed && decisive);
        if (winner !== null) expect(['A', 'B']).toContain(winner);
        // Decided on goals (or away goals), the winner does not depend on which match is the first leg.
        if (winner !== null && agg !== null) {
          const onScores =
            agg.teamOne.goals !== agg.teamTwo.goals ||
            (awayGoals && agg.teamOne.awayGoals !== agg.teamTwo.awayGoals);
          if (onScores) expect(tieWinner(leg2, leg1, { awayGoals })).toBe(winner);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('asks for a shoot-out exactly when completing the second leg without one would leave no winner', () => {
    fc.assert(
      fc.property(tie, goals, goals, kicks, kicks, ({ leg1, leg2, awayGoals }, s1, s2, p1, p2) => {
        const options = { awayGoals };
        const needs = secondLegNeedsShootout(leg1, { teamOneScore: s1, teamTwoScore: s2 }, options);
        const completed = { ...leg2, teamOneScore: s1, teamTwoScore: s2, status: 'COMPLETED' as const };
        const firstPlayed =
          leg1.status === 'COMPLETED' && leg1.teamOneScore !== null && leg1.teamTwoScore !== null;
        const withoutShootout = tieWinner(
          leg1,
          { ...completed, penaltiesTeamOne: null, penaltiesTeamTwo: null },
          options,
        );
        expect(needs).toBe(firstPlayed && withoutShootout === null);
        // With the shoot-out it asked for, a decisive one settles the tie for its winner.
        if (needs && p1 !== null && p2 !== null && p1 !== p2) {
          const winner = tieWinner(
            leg1,
            { ...completed, penaltiesTeamOne: p1, penaltiesTeamTwo: p2 },
            options,
          );
          expect(winner).toBe(p1 > p2 ? 'B' : 'A');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('reads a tie as one match of its round: the same winner and loser, the aggregate as its score', () => {
    fc.assert(
      fc.property(tie, ({ leg1, leg2, awayGoals }) => {
        const one = tieMatch(leg1, leg2, { awayGoals });
        expect(matchWinner(one)).toBe(tieWinner(leg1, leg2, { awayGoals }));
        const agg = tieAggregate(leg1, leg2);
        expect(one.teamOneScore).toBe(agg?.teamOne.goals ?? null);
        expect(one.teamTwoScore).toBe(agg?.teamTwo.goals ?? null);
        expect(one.status === 'COMPLETED').toBe(leg1.status === 'COMPLETED' && leg2.status === 'COMPLETED');
        const winner = matchWinner(one);
        expect(matchLoser(one)).toBe(winner === null ? null : winner === 'A' ? 'B' : 'A');
      }),
      { numRuns: 500 },
    );
  });
});
