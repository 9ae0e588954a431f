import type { RoundsDto } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { type Side, tournamentWithTeams } from '../test-fixtures/competition';
import { testServices } from '../testing';

// Walkovers, forfeits, point adjustments and withdrawals through the routers (docs/decisions/013#awards).

function between(r: RoundsDto, x: Side, y: Side) {
  const m = r.rounds
    .flatMap((round) => round.matches)
    .find(
      (m) =>
        (m.teamOneId === x.teamId && m.teamTwoId === y.teamId) ||
        (m.teamOneId === y.teamId && m.teamTwoId === x.teamId),
    );
  if (!m) throw new Error('no such match');
  return m;
}

async function league(s: ReturnType<typeof testServices>, toWithdraw = 3) {
  const setup = await tournamentWithTeams(s, 4, {
    type: 'LEAGUE',
    totalTeams: 4,
    walkover: { goals: 3, toWithdraw },
  });
  const r = await setup.creator.api.fixtures.generateRound({ tournamentId: setup.tournamentId });
  const [a, b, c, d] = setup.sides as [Side, Side, Side, Side];
  return { ...setup, r, a, b, c, d };
}

const rowOf = (rows: { teamId: string }[], side: Side) => rows.find((x) => x.teamId === side.teamId)!;

describe('results decided off the pitch', () => {
  it('awards a walkover 3–0 to the team that showed up, with no statistics, counted in the table', async () => {
    const s = testServices();
    const { creator, tournamentId, r, a, b } = await league(s);
    const m = between(r, a, b);
    await expect(
      b.captain.api.matches.walkover({ matchId: m.id, absentTeamId: b.teamId }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const done = await creator.api.matches.walkover({ matchId: m.id, absentTeamId: b.teamId });
    expect(done).toMatchObject({
      status: 'COMPLETED',
      decision: 'WALKOVER',
      decisionAgainstTeamId: b.teamId,
    });
    const aScore = done.teamOneId === a.teamId ? done.teamOneScore : done.teamTwoScore;
    const bScore = done.teamOneId === b.teamId ? done.teamOneScore : done.teamTwoScore;
    expect([aScore, bScore]).toEqual([3, 0]);
    expect(done.matchEvent).toEqual([]);
    expect(done.winnerTeamId).toBe(a.teamId);
    await expect(creator.api.matches.walkover({ matchId: m.id, absentTeamId: a.teamId })).rejects.toThrow(
      'MATCH_FINISHED',
    );

    const stats = await creator.api.fixtures.statistics({ tournamentId });
    expect(rowOf(stats.teamsStatistics, a)).toMatchObject({
      position: 1,
      statistics: { played: 1, won: 1, goalsFor: 3, points: 3 },
    });
    expect((await creator.api.fixtures.scorers({ tournamentId })).scorers).toEqual([]);

    // Reopened, the decision goes and the score follows the events again (none).
    const reopened = await creator.api.matches.update({ matchId: m.id, status: 'SCHEDULED' });
    expect(reopened).toMatchObject({ decision: null, teamOneScore: null, teamTwoScore: null });
  });

  it('replaces a forfeited result, keeps its cards for discipline and takes its goals off the scorers', async () => {
    const s = testServices();
    const { creator, tournamentId, r, c, d } = await league(s);
    const m = between(r, c, d);
    const scorer = d.players[1]!.user.id;
    await creator.api.matches.addEvent({
      matchId: m.id,
      teamId: d.teamId,
      playerId: scorer,
      type: 'GOAL',
      minute: 3,
    });
    await creator.api.matches.addEvent({
      matchId: m.id,
      teamId: d.teamId,
      playerId: scorer,
      type: 'RED_CARD',
      minute: 80,
    });
    await expect(
      creator.api.matches.forfeit({ matchId: m.id, offendingTeamId: d.teamId }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await creator.api.matches.update({ matchId: m.id, status: 'COMPLETED' });
    const done = await creator.api.matches.forfeit({ matchId: m.id, offendingTeamId: d.teamId });
    expect(done).toMatchObject({
      decision: 'FORFEIT',
      decisionAgainstTeamId: d.teamId,
      winnerTeamId: c.teamId,
    });
    expect(done.matchEvent.map((e) => e.type).sort()).toEqual(['GOAL', 'RED_CARD']);
    const cScore = done.teamOneId === c.teamId ? done.teamOneScore : done.teamTwoScore;
    expect(cScore).toBe(3);
    expect((await creator.api.fixtures.scorers({ tournamentId })).scorers).toEqual([]);
    const discipline = await creator.api.fixtures.discipline({ tournamentId });
    expect(discipline.suspensions).toEqual([
      expect.objectContaining({ playerId: scorer, reason: 'RED_CARD' }),
    ]);
  });

  it('deducts points with a reason shown under the table, and takes the deduction back', async () => {
    const s = testServices();
    const { creator, tournamentId, r, a, b } = await league(s);
    await creator.api.matches.update({
      matchId: between(r, a, b).id,
      teamOneScore: 1,
      teamTwoScore: 0,
      status: 'COMPLETED',
    });
    const winner = between(r, a, b).teamOneId === a.teamId ? a : b;
    const reason = 'Jugador no inscripto en la fecha 1';
    await expect(
      b.captain.api.fixtures.addAdjustment({ tournamentId, teamId: winner.teamId, points: -2, reason }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      creator.api.fixtures.addAdjustment({ tournamentId, teamId: winner.teamId, points: 0, reason }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const list = await creator.api.fixtures.addAdjustment({
      tournamentId,
      teamId: winner.teamId,
      points: -2,
      reason,
    });
    expect(list).toEqual([expect.objectContaining({ teamId: winner.teamId, points: -2, reason })]);
    let stats = await creator.api.fixtures.statistics({ tournamentId });
    expect(rowOf(stats.teamsStatistics, winner)).toMatchObject({ statistics: { points: 1, adjustment: -2 } });
    expect(stats.adjustments).toEqual([expect.objectContaining({ points: -2, reason })]);
    await creator.api.fixtures.deleteAdjustment({ adjustmentId: list[0]!.id });
    stats = await creator.api.fixtures.statistics({ tournamentId });
    expect(rowOf(stats.teamsStatistics, winner)).toMatchObject({
      position: 1,
      statistics: { points: 3, adjustment: 0 },
    });
    expect(stats.adjustments).toEqual([]);
  });

  it('withdraws a team after its walkovers, awarding or annulling its remaining matches', async () => {
    const s = testServices();
    const { creator, tournamentId, r, a, b, c, d } = await league(s, 1);
    await expect(
      creator.api.fixtures.withdrawTeam({ tournamentId, teamId: b.teamId, remaining: 'AWARD' }),
    ).rejects.toThrow('NOT_ENOUGH_WALKOVERS');
    await creator.api.matches.walkover({ matchId: between(r, a, b).id, absentTeamId: b.teamId });
    expect(
      await creator.api.fixtures.withdrawTeam({ tournamentId, teamId: b.teamId, remaining: 'AWARD' }),
    ).toEqual({ withdrawn: 2 });
    const after = await creator.api.fixtures.rounds({ tournamentId });
    for (const other of [c, d]) {
      expect(between(after, b, other)).toMatchObject({
        status: 'COMPLETED',
        decision: 'WALKOVER',
        winnerTeamId: other.teamId,
      });
    }
    const stats = await creator.api.fixtures.statistics({ tournamentId });
    expect(stats.teamsStatistics.find((x) => x.teamId === b.teamId)).toMatchObject({
      withdrawn: true,
      statistics: { played: 3, lost: 3, goalsAgainst: 9 },
    });
    await expect(
      creator.api.fixtures.withdrawTeam({ tournamentId, teamId: b.teamId, remaining: 'ANNUL' }),
    ).rejects.toThrow('TEAM_WITHDRAWN');

    // Annulled instead: the matches are cancelled and count nowhere.
    await creator.api.matches.walkover({ matchId: between(after, c, d).id, absentTeamId: d.teamId });
    await creator.api.fixtures.withdrawTeam({ tournamentId, teamId: d.teamId, remaining: 'ANNUL' });
    const final = await creator.api.fixtures.rounds({ tournamentId });
    expect(between(final, a, d).status).toBe('CANCELED');
  });
});
