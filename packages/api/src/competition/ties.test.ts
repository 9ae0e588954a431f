import type { MatchDto, RoundsDto } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { tournamentWithTeams } from '../test-fixtures/competition';
import { testServices } from '../testing';

// Two-legged knock-out ties ("ida y vuelta"), end to end through the routers (docs/decisions/013).

type Creator = Awaited<ReturnType<typeof tournamentWithTeams>>['creator'];

const TWO_LEGGED = {
  type: 'SINGLE_ELIMINATION',
  knockout: { pairing: 'WORLD_CUP', thirdPlaceMatch: false, legs: 2, finalLegs: 1, awayGoals: false },
} as const;

async function finish(creator: Creator, m: MatchDto, one: number, two: number, pens?: [number, number]) {
  return creator.api.matches.update({
    matchId: m.id,
    teamOneScore: one,
    teamTwoScore: two,
    ...(pens ? { penaltiesTeamOne: pens[0], penaltiesTeamTwo: pens[1] } : {}),
    status: 'COMPLETED',
  });
}

const legsOf = (r: RoundsDto, order: number) => {
  const matches = r.rounds.at(-1)!.matches;
  const first = matches.filter((m) => m.leg === 1)[order]!;
  const second = matches.find((m) => m.id === first.tie?.secondLegId)!;
  return { first, second };
};

describe('two-legged ties', () => {
  it('draws each tie as two legs in one round, the second with the sides swapped and a week later', async () => {
    const s = testServices();
    const { creator, tournamentId } = await tournamentWithTeams(s, 4, TWO_LEGGED);
    const r = await creator.api.fixtures.generateRound({ tournamentId });
    expect(r.rounds).toHaveLength(1);
    const round = r.rounds[0]!;
    expect(round.stage).toMatchObject({ kind: 'KNOCKOUT', teams: 4 });
    expect(round.matches).toHaveLength(4);
    for (const order of [0, 1]) {
      const { first, second } = legsOf(r, order);
      expect(first.leg).toBe(1);
      expect(second.leg).toBe(2);
      expect(second.teamOneId).toBe(first.teamTwoId);
      expect(second.teamTwoId).toBe(first.teamOneId);
      expect(second.date! > first.date!).toBe(true);
      expect(first.tie).toMatchObject({
        firstLegId: first.id,
        secondLegId: second.id,
        teamOneId: first.teamOneId,
        teamOneGoals: null,
        winnerTeamId: null,
      });
    }
  });

  it('decides on aggregate, refuses a second leg before the first and a level tie without a shoot-out', async () => {
    const s = testServices();
    const { creator, tournamentId } = await tournamentWithTeams(s, 4, TWO_LEGGED);
    let r: RoundsDto = await creator.api.fixtures.generateRound({ tournamentId });
    const a = legsOf(r, 0);
    const b = legsOf(r, 1);

    // The second leg waits for the first.
    await expect(finish(creator, a.second, 1, 0)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(finish(creator, a.second, 1, 0)).rejects.toThrow('FIRST_LEG_NOT_COMPLETE');
    // A first leg may end level, and has no shoot-out.
    await finish(creator, a.first, 1, 1);
    await expect(
      creator.api.matches.update({ matchId: b.first.id, penaltiesTeamOne: 4, penaltiesTeamTwo: 3 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await finish(creator, b.first, 3, 0);

    // 1-1 then 2-2 (the second leg's home side first): 3-3 on aggregate, no away goals rule, so penalties.
    await expect(finish(creator, a.second, 2, 2)).rejects.toThrow('PENALTIES_REQUIRED');
    const settled = await finish(creator, a.second, 2, 2, [5, 4]);
    expect(settled.winnerTeamId).toBe(a.second.teamOneId);
    expect(settled.tie).toMatchObject({
      teamOneGoals: 3,
      teamTwoGoals: 3,
      penaltiesTeamOne: 4,
      penaltiesTeamTwo: 5,
      winnerTeamId: a.first.teamTwoId,
      decidedBy: 'PENALTIES',
    });
    // Lost 1-0 at home after winning 3-0 away: through 3-1 on aggregate.
    const won = await finish(creator, b.second, 1, 0);
    expect(won.tie).toMatchObject({ teamOneGoals: 3, teamTwoGoals: 1, decidedBy: 'AGGREGATE' });
    expect(won.winnerTeamId).toBe(b.first.teamOneId);

    // The first leg cannot be reopened under a completed second leg.
    await expect(creator.api.matches.update({ matchId: a.first.id, status: 'SCHEDULED' })).rejects.toThrow(
      'MATCH_LOCKED',
    );

    // The final, in one match as finalLegs says, between the two aggregate winners.
    r = await creator.api.fixtures.generateRound({ tournamentId });
    const final = r.rounds.at(-1)!;
    expect(final.stage).toMatchObject({ kind: 'KNOCKOUT', teams: 2, final: true });
    expect(final.matches).toHaveLength(1);
    expect(final.matches[0]!.leg).toBeNull();
    expect(new Set([final.matches[0]!.teamOneId, final.matches[0]!.teamTwoId])).toEqual(
      new Set([a.first.teamTwoId, b.first.teamOneId]),
    );
    await finish(creator, final.matches[0]!, 1, 1, [4, 2]);
    const end = await creator.api.fixtures.rounds({ tournamentId });
    expect(end.championTeamId).toBe(final.matches[0]!.teamOneId);
    // A final decided on penalties is announced with its winner and the shoot-out.
    const stats = await creator.api.fixtures.statistics({ tournamentId });
    expect(stats.history[0]).toMatchObject({
      teamId: final.matches[0]!.teamOneId,
      final: { goalsFor: 1, goalsAgainst: 1, penaltiesFor: 4, penaltiesAgainst: 2 },
    });
  });

  it('counts away goals when the tournament asks, and plays a two-legged final when asked', async () => {
    const s = testServices();
    const { creator, tournamentId } = await tournamentWithTeams(s, 2, {
      ...TWO_LEGGED,
      knockout: { ...TWO_LEGGED.knockout, finalLegs: 2, awayGoals: true },
    });
    const r = await creator.api.fixtures.generateRound({ tournamentId });
    const { first, second } = legsOf(r, 0);
    expect(r.rounds[0]!.stage).toMatchObject({ final: true, teams: 2 });
    await finish(creator, first, 2, 1);
    // 2-1 then 1-0 for the second leg's home side: 2-2, but its away goal takes it through.
    const done = await finish(creator, second, 1, 0);
    expect(done.tie).toMatchObject({
      teamOneGoals: 2,
      teamTwoGoals: 2,
      teamOneAwayGoals: 0,
      teamTwoAwayGoals: 1,
      decidedBy: 'AWAY_GOALS',
      winnerTeamId: first.teamTwoId,
    });
    const rounds = await creator.api.fixtures.rounds({ tournamentId });
    expect(rounds.championTeamId).toBe(first.teamTwoId);
    const stats = await creator.api.fixtures.statistics({ tournamentId });
    expect(stats.history[0]!.final).toMatchObject({ goalsFor: 2, goalsAgainst: 2, penaltiesFor: null });
    expect(rounds.roundsCompleted).toBe(true);
  });
});
