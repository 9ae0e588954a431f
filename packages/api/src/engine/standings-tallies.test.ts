// The standings from records summed beforehand (as the database keeps them, drizzle/0023) are the standings from
// the matches: checked on many random seasons, ties and all, under both presets and other orders.
import type { TieBreaker } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { createRng, type Rng, randomIndex, shuffle } from './rng';
import {
  computeStandings,
  emptyTally,
  FIFA_ORDER,
  headToHeadPools,
  OVERALL_FIRST_ORDER,
  type StandingsOptions,
  standingsFromTallies,
  type TalliedTable,
} from './standings';
import type { EngineMatch, TeamId } from './types';

/** A season with few goals, so teams tie often; a few matches level on penalties, one left unplayed. */
function season(rng: Rng, teamCount: number): { teams: TeamId[]; matches: EngineMatch[] } {
  const teams = Array.from({ length: teamCount }, (_, i) => `t${i}`);
  const matches: EngineMatch[] = [];
  for (let a = 0; a < teamCount; a++) {
    for (let b = a + 1; b < teamCount; b++) {
      const g1 = randomIndex(3, rng);
      const g2 = randomIndex(3, rng);
      const shootout = g1 === g2 && rng.next() < 0.3;
      const [p1, p2] = shootout ? [3 + randomIndex(3, rng), 3 + randomIndex(3, rng)] : [null, null];
      matches.push({
        id: `m${a}-${b}`,
        teamOneId: teams[a] as TeamId,
        teamTwoId: teams[b] as TeamId,
        teamOneScore: g1,
        teamTwoScore: g2,
        penaltiesTeamOne: p1,
        penaltiesTeamTwo: p2,
        status: rng.next() < 0.1 ? 'SCHEDULED' : 'COMPLETED',
        fairPlay: {
          one: { points: -randomIndex(3, rng), blueCards: randomIndex(2, rng) },
          two: { points: -randomIndex(3, rng), blueCards: randomIndex(2, rng) },
        },
      });
    }
  }
  return { teams, matches };
}

/** The records as the triggers sum them: straight from each counted match, away from the engine's own code. */
function summed(teams: TeamId[], matches: EngineMatch[], options: StandingsOptions): TalliedTable {
  const overall = new Map(teams.map((t) => [t, emptyTally()]));
  const fairPlay = new Map(teams.map((t) => [t, 0]));
  const blue = options.blueCardPoints ?? 0;
  for (const m of matches) {
    if (m.status !== 'COMPLETED' || m.teamTwoId === null) continue;
    if (m.teamOneScore === null || m.teamTwoScore === null) continue;
    const sides = [
      [m.teamOneId, m.teamOneScore, m.teamTwoScore, m.penaltiesTeamOne, m.penaltiesTeamTwo, m.fairPlay?.one],
      [m.teamTwoId, m.teamTwoScore, m.teamOneScore, m.penaltiesTeamTwo, m.penaltiesTeamOne, m.fairPlay?.two],
    ] as const;
    for (const [team, gf, ga, pf, pa, fp] of sides) {
      const t = overall.get(team);
      if (!t) continue;
      t.played++;
      t.goalsFor += gf;
      t.goalsAgainst += ga;
      const shootout = options.shootoutsDecide && gf === ga && pf !== null && pa !== null && pf !== pa;
      if (gf > ga || (shootout && (pf as number) > (pa as number))) t.won++;
      else if (gf < ga || shootout) t.lost++;
      else t.drawn++;
      fairPlay.set(team, (fairPlay.get(team) as number) + (fp?.points ?? 0) - blue * (fp?.blueCards ?? 0));
    }
  }
  return { teams, overall, fairPlay };
}

/** Only the counted matches between two teams of one pool: all that the tallied standings may read. */
function amongPools(pools: TeamId[][], matches: EngineMatch[]): EngineMatch[] {
  const poolOf = new Map(pools.flatMap((pool, i) => pool.map((t) => [t, i] as const)));
  return matches.filter((m) => {
    const a = poolOf.get(m.teamOneId);
    return a !== undefined && m.teamTwoId !== null && poolOf.get(m.teamTwoId) === a;
  });
}

const CRITERIA: TieBreaker[] = [...FIFA_ORDER];

describe('standings from tallies', () => {
  it('equal the standings from the matches on 300 random seasons', () => {
    const rng = createRng('tallies');
    for (let i = 0; i < 300; i++) {
      const { teams, matches } = season(rng, 3 + randomIndex(10, rng));
      const order =
        i % 3 === 0 ? FIFA_ORDER : i % 3 === 1 ? OVERALL_FIRST_ORDER : shuffle(CRITERIA, rng).slice(0, 5);
      const options: StandingsOptions = {
        order,
        shootoutsDecide: rng.next() < 0.5,
        blueCardPoints: [0, 0.5, 1][randomIndex(3, rng)],
        lots: Object.fromEntries(teams.map((t) => [t, randomIndex(1000, rng)])),
        pointAdjustments: rng.next() < 0.3 ? { [teams[0] as TeamId]: -3 } : {},
      };
      const table = summed(teams, matches, options);
      const pools = headToHeadPools(table, options);
      const fromTallies = standingsFromTallies(table, amongPools(pools, matches), options);
      expect(fromTallies, `season ${i}`).toEqual(computeStandings(teams, matches, [], options));
    }
  });

  it('pool the teams level on what comes before head-to-head, and nothing after lots', () => {
    const teams = ['a', 'b', 'c', 'd'];
    const overall = new Map(teams.map((t) => [t, emptyTally()]));
    Object.assign(overall.get('a') as object, { played: 1, won: 1, goalsFor: 2 });
    Object.assign(overall.get('b') as object, { played: 1, won: 1, goalsFor: 1 });
    const table = { teams, overall, fairPlay: new Map(teams.map((t) => [t, 0])) };
    expect(headToHeadPools(table, { order: FIFA_ORDER })).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(headToHeadPools(table, { order: OVERALL_FIRST_ORDER })).toEqual([['c', 'd']]);
    expect(headToHeadPools(table, { order: ['LOTS', 'H2H_POINTS'] })).toEqual([]);
    expect(headToHeadPools(table, { order: ['POINTS', 'GOALS_FOR'] })).toEqual([]);
  });
});
