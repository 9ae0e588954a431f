import type { RoundsDto } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { tournamentWithTeams } from '../test-fixtures/competition';
import { testServices } from '../testing';

// A point deduction counts in every format with a table (issue 42, item 6): in a groups-then-knock-out tournament
// it moves the group table, and with it who goes through to the knock-out.

describe('point adjustments in a group stage', () => {
  it('move the group table and who qualifies', async () => {
    const s = testServices();
    const { creator, tournamentId, sides } = await tournamentWithTeams(s, 8, {
      type: 'GROUPS_KNOCKOUT',
      totalTeams: 8,
      groupStage: { groups: 2, advancePerGroup: 2, bestThirds: 0, legs: 1 },
    });
    const ids = sides.map((x) => x.teamId);
    const [a, b] = [ids.slice(0, 4), ids.slice(4)];
    await creator.api.fixtures.drawGroups({ tournamentId, groups: [a, b] });
    const groupStage: RoundsDto = await creator.api.fixtures.generateRound({ tournamentId });
    // The team drawn earlier in its group wins each match: each group ends in draw order, 9-6-3-0.
    for (const m of groupStage.rounds.flatMap((r) => r.matches)) {
      if (!m.teamTwoId) continue;
      const firstWins = ids.indexOf(m.teamOneId) < ids.indexOf(m.teamTwoId);
      await creator.api.matches.update({
        matchId: m.id,
        teamOneScore: firstWins ? 2 : 0,
        teamTwoScore: firstWins ? 0 : 2,
        status: 'COMPLETED',
      });
    }
    // Group A's second loses 5 points for fielding a suspended player: the third goes through instead.
    await creator.api.fixtures.addAdjustment({
      tournamentId,
      teamId: a[1]!,
      points: -5,
      reason: 'Jugador suspendido en la fecha 2',
    });
    const statistics = await creator.api.fixtures.statistics({ tournamentId });
    const groupA = statistics.groups![0]!.teamsStatistics;
    expect(groupA.map((r) => r.teamId)).toEqual([a[0], a[2], a[1], a[3]]);
    expect(groupA.find((r) => r.teamId === a[1])!.statistics).toMatchObject({ points: 1, adjustment: -5 });
    expect(statistics.adjustments).toMatchObject([{ teamId: a[1], points: -5 }]);

    const knockout = await creator.api.fixtures.generateRound({ tournamentId });
    const drawn = knockout.rounds.at(-1)!.matches.flatMap((m) => [m.teamOneId, m.teamTwoId]);
    expect(drawn).toContain(a[2]);
    expect(drawn).not.toContain(a[1]);
  });
});
