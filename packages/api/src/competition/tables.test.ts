import { describe, expect, it } from 'vitest';
import { tournamentWithTeams } from '../test-fixtures/competition';
import { browserCaller, testServices } from '../testing';

// The tables besides the standings (docs/decisions/013#tables): top scorers, fair play, least goals conceded.

describe('the tournament tables', () => {
  it('ranks scorers, teams by fair play and by goals conceded, from completed matches only', async () => {
    const s = testServices();
    const { creator, tournamentId, sides } = await tournamentWithTeams(s, 3, {
      type: 'LEAGUE',
      totalTeams: 3,
    });
    const r = await creator.api.fixtures.generateRound({ tournamentId });
    const [a, b, c] = sides as [(typeof sides)[0], (typeof sides)[0], (typeof sides)[0]];
    const matches = r.rounds.flatMap((x) => x.matches).filter((m) => m.teamTwoId !== null);
    const between = (x: string, y: string) =>
      matches.find(
        (m) => (m.teamOneId === x && m.teamTwoId === y) || (m.teamOneId === y && m.teamTwoId === x),
      )!;
    const event = (
      matchId: string,
      side: typeof a,
      player: number,
      type: 'GOAL' | 'YELLOW_CARD' | 'RED_CARD' | 'PENALTY_REGULAR_SCORED' | 'OWN_GOAL' | 'ASSIST',
    ) =>
      creator.api.matches.addEvent({
        matchId,
        teamId: side.teamId,
        playerId: side.players[player]!.user.id,
        type,
        minute: 10,
      });

    const ab = between(a.teamId, b.teamId).id;
    await event(ab, a, 1, 'GOAL');
    await event(ab, a, 1, 'PENALTY_REGULAR_SCORED');
    await event(ab, b, 2, 'GOAL');
    await event(ab, b, 3, 'YELLOW_CARD');
    await event(ab, b, 4, 'OWN_GOAL');
    await creator.api.matches.update({ matchId: ab, status: 'COMPLETED' });
    const ac = between(a.teamId, c.teamId).id;
    await event(ac, a, 2, 'ASSIST');
    await event(ac, c, 1, 'GOAL');
    await event(ac, c, 1, 'GOAL');
    await event(ac, c, 2, 'RED_CARD');
    await creator.api.matches.update({ matchId: ac, status: 'COMPLETED' });
    // Not played yet: its goal counts nowhere.
    const bc = between(b.teamId, c.teamId).id;
    await event(bc, b, 2, 'GOAL');

    const { scorers } = await creator.api.fixtures.scorers({ tournamentId });
    // Level on goals and matches, two share first place (then by name).
    const rows = scorers.map((x) => [x.position, x.playerId, x.teamId, x.goals, x.matches]);
    expect(rows.slice(0, 2)).toEqual(
      expect.arrayContaining([
        [1, a.players[1]!.user.id, a.teamId, 2, 1],
        [1, c.players[1]!.user.id, c.teamId, 2, 1],
      ]),
    );
    expect(rows[2]).toEqual([3, b.players[2]!.user.id, b.teamId, 1, 1]);
    expect(scorers[0]!.name).not.toBe('');
    // Visitors read it on the public page too.
    expect((await browserCaller(s).api.explore.scorers({ tournamentId })).scorers).toHaveLength(3);

    const stats = await creator.api.fixtures.statistics({ tournamentId });
    // A 3-1 B (B's own goal counts for A), A 0-2 C: C concedes none; A and B three each, A over more matches.
    expect(stats.leastConceded.map((x) => [x.position, x.teamId, x.played, x.goalsAgainst])).toEqual([
      [1, c.teamId, 1, 0],
      [2, a.teamId, 2, 3],
      [3, b.teamId, 1, 3],
    ]);
    expect(stats.fairPlay.map((x) => [x.teamId, x.yellowCards, x.redCards, x.points])).toEqual([
      [a.teamId, 0, 0, 0],
      [b.teamId, 1, 0, -1],
      [c.teamId, 0, 1, -4],
    ]);
  });
});
