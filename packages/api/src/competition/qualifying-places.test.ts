import { describe, expect, it } from 'vitest';
import { tournamentWithTeams } from '../test-fixtures/competition';
import { testServices } from '../testing';

// The group tables name who is in a qualifying place as they stand (issue 15): the first advancePerGroup of each
// group, and the best of the next place when the tournament takes some, so the screens can mark those rows.

describe('qualifying places in the group tables', () => {
  it('are the first of each group and the best runner-up, as the tables stand', async () => {
    const s = testServices();
    const { creator, tournamentId, sides } = await tournamentWithTeams(s, 8, {
      type: 'GROUPS_KNOCKOUT',
      totalTeams: 8,
      groupStage: { groups: 2, advancePerGroup: 1, bestThirds: 1, legs: 1 },
    });
    const ids = sides.map((side) => side.teamId);
    const [a, b] = [ids.slice(0, 4), ids.slice(4)];
    await creator.api.fixtures.drawGroups({ tournamentId, groups: [a, b] });
    const r = await creator.api.fixtures.generateRound({ tournamentId });
    // The team drawn earlier wins 2–0; A's second beats A's last 3–0, so it is the better runner-up.
    for (const m of r.rounds.flatMap((round) => round.matches)) {
      const [one, two] = [ids.indexOf(m.teamOneId), ids.indexOf(m.teamTwoId!)];
      const margin = [one, two].sort().join() === '1,3' ? 3 : 2;
      await creator.api.matches.update({
        matchId: m.id,
        teamOneScore: one < two ? margin : 0,
        teamTwoScore: one < two ? 0 : margin,
        status: 'COMPLETED',
      });
    }
    const statistics = await sides[5]!.captain.api.fixtures.statistics({ tournamentId });
    expect(statistics.groups?.map((g) => g.qualifying)).toEqual([[a[0], a[1]], [b[0]]]);
  });
});
