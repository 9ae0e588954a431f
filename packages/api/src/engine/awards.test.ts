import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forfeitScore, walkoverScore, withdrawalPlan } from './awards';
import { computeStandings } from './standings';
import { result, unplayed } from './test-utils';

describe('walkovers, forfeits and withdrawals', () => {
  it('awards a walkover 3–0 (or the set score) to the team that showed up', () => {
    const m = unplayed('A', 'B');
    expect(walkoverScore(m, 'B')).toEqual({ teamOneScore: 3, teamTwoScore: 0 });
    expect(walkoverScore(m, 'A', 2)).toEqual({ teamOneScore: 0, teamTwoScore: 2 });
    expect(() => walkoverScore(m, 'C')).toThrow(RangeError);
    expect(() => walkoverScore(unplayed('A', null), 'A')).toThrow(RangeError);
    expect(() => walkoverScore(m, 'B', 0)).toThrow(RangeError);
  });

  it('replaces a forfeited result by the awarded score, unless the pitch gave that team a wider win', () => {
    // B fielded an ineligible player.
    expect(forfeitScore(result('A', 'B', 1, 2), 'B')).toEqual({ teamOneScore: 3, teamTwoScore: 0 });
    expect(forfeitScore(result('A', 'B', 2, 2), 'B')).toEqual({ teamOneScore: 3, teamTwoScore: 0 });
    expect(forfeitScore(result('A', 'B', 5, 1), 'B')).toEqual({ teamOneScore: 5, teamTwoScore: 1 });
    expect(forfeitScore(result('A', 'B', 4, 1), 'B')).toEqual({ teamOneScore: 3, teamTwoScore: 0 });
    expect(forfeitScore(result('A', 'B', 0, 4), 'A')).toEqual({ teamOneScore: 0, teamTwoScore: 4 });
  });

  it('always leaves the awarded team winning by at least the awarded margin', () => {
    const score = fc.integer({ min: 0, max: 9 });
    fc.assert(
      fc.property(score, score, fc.boolean(), fc.integer({ min: 1, max: 5 }), (g1, g2, oneOffends, goals) => {
        const m = result('A', 'B', g1, g2);
        const s = forfeitScore(m, oneOffends ? 'A' : 'B', goals);
        const margin = oneOffends ? s.teamTwoScore - s.teamOneScore : s.teamOneScore - s.teamTwoScore;
        expect(margin).toBeGreaterThanOrEqual(goals);
      }),
    );
  });

  it('counts a walkover in every tie-break, head-to-head included', () => {
    // A and B level on points and goal difference overall; A won their meeting by walkover.
    const matches = [
      result('A', 'B', ...(Object.values(walkoverScore(unplayed('A', 'B'), 'B')) as [number, number])),
      result('B', 'C', 4, 0),
      result('C', 'A', 1, 0),
      result('A', 'D', 1, 0),
      result('B', 'D', 0, 0),
      result('C', 'D', 0, 1),
    ];
    const rows = computeStandings(['A', 'B', 'C', 'D'], matches);
    const a = rows.find((r) => r.teamId === 'A')!;
    expect(a).toMatchObject({ played: 3, won: 2, goalsFor: 4, goalsAgainst: 1 });
  });

  it('plans a withdrawal: the matches still to play annulled or awarded; played ones stand', () => {
    const played = result('A', 'B', 1, 0);
    const next = unplayed('C', 'A');
    const postponed = unplayed('A', 'D', 'POSTPONED');
    const bye = unplayed('A', null);
    const others = unplayed('B', 'C');
    const all = [played, next, postponed, bye, others, unplayed('A', 'E', 'CANCELED')];
    expect(withdrawalPlan(all, 'A', 'ANNUL')).toEqual([
      { matchId: next.id, action: 'CANCEL' },
      { matchId: postponed.id, action: 'CANCEL' },
    ]);
    expect(withdrawalPlan(all, 'A', 'AWARD').map((s) => s.action)).toEqual(['AWARD', 'AWARD']);
  });
});

describe('point adjustments', () => {
  it('move a team’s points and place, but not the head-to-head points', () => {
    const matches = [result('A', 'B', 1, 0), result('B', 'C', 1, 0), result('C', 'A', 1, 0)];
    // Level on 3 points each; A loses 2 for fielding an unregistered player, C gets 1 back from an appeal.
    const rows = computeStandings(['A', 'B', 'C'], matches, [], { pointAdjustments: { A: -2, C: 1 } });
    expect(rows.map((r) => [r.teamId, r.points, r.adjustment])).toEqual([
      ['C', 4, 1],
      ['B', 3, 0],
      ['A', 1, -2],
    ]);
    expect(rows[1]!.decidedBy).toBe('POINTS');
  });

  it('are ignored by head-to-head: teams level on adjusted points are separated by their matches', () => {
    // A beat B; B got 3 points back, A none: both on 3, and head-to-head goes by their own match.
    const matches = [result('A', 'B', 2, 0)];
    const rows = computeStandings(['A', 'B'], matches, [], { pointAdjustments: { B: 3 } });
    expect(rows.map((r) => [r.teamId, r.points])).toEqual([
      ['A', 3],
      ['B', 3],
    ]);
    expect(rows[1]!.decidedBy).toBe('H2H_POINTS');
  });
});
