import type { CreateTournament, MatchDto, RoundsDto } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { tournamentWithTeams } from '../test-fixtures/competition';
import { asNewUser, testServices } from '../testing';

type Services = ReturnType<typeof testServices>;
type Player = Awaited<ReturnType<typeof asNewUser>>;

const GROUPS_KNOCKOUT = {
  type: 'GROUPS_KNOCKOUT',
  totalTeams: 8,
  groupStage: { groups: 2, advancePerGroup: 2, bestThirds: 0, legs: 1 },
} as const;

/** Plays every open match of the fixture: `score` decides each one (the first-listed team wins 2–1 by default). */
async function playEverything(
  creator: Player,
  tournamentId: string,
  score: (m: MatchDto) => [number, number] = () => [2, 1],
): Promise<RoundsDto> {
  const r = await creator.api.fixtures.rounds({ tournamentId });
  for (const round of r.rounds) {
    for (const m of round.matches) {
      if (m.teamTwoId === null || m.status === 'COMPLETED') continue;
      const [one, two] = score(m);
      await creator.api.matches.update({
        matchId: m.id,
        teamOneScore: one,
        teamTwoScore: two,
        status: 'COMPLETED',
      });
    }
  }
  return creator.api.fixtures.rounds({ tournamentId });
}

async function groupsTournament(s: Services) {
  return await tournamentWithTeams(s, 8, GROUPS_KNOCKOUT);
}

describe('groups then knock-out (docs/decisions/013)', () => {
  it('takes its format with the tournament, and refuses a group stage the teams cannot fill', async () => {
    const s = testServices();
    const creator = await asNewUser(s, { role: 'ADMIN' });
    const { tournamentId } = await groupsTournament(s);
    const t = await creator.api.tournaments.byId({ tournamentId });
    expect(t.type).toBe('GROUPS_KNOCKOUT');
    expect(t.groupStage).toEqual({ groups: 2, advancePerGroup: 2, bestThirds: 0, legs: 1 });
    expect(t.knockout).toEqual({
      pairing: 'WORLD_CUP',
      thirdPlaceMatch: false,
      legs: 1,
      finalLegs: 1,
      awayGoals: false,
    });

    const base: Omit<CreateTournament, 'type' | 'totalTeams'> = {
      name: 'Copa Grupos',
      location: 'Córdoba, Argentina',
      category: 'AMATEUR',
      tournamentGender: 'MIXED',
      typeFutbol: 7,
      startDate: '2030-01-10',
      endDate: '2030-03-10',
      registrationDeadline: '2030-01-01',
      playingDays: ['SATURDAY'],
      matchDuration: 50,
      totalPlayers: 12,
    };
    await expect(
      creator.api.tournaments.create({ ...base, type: 'GROUPS_KNOCKOUT', totalTeams: 8 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Four groups of two cannot play a round robin worth the name.
    await expect(
      creator.api.tournaments.create({
        ...base,
        ...GROUPS_KNOCKOUT,
        groupStage: { groups: 4, advancePerGroup: 1, bestThirds: 0, legs: 1 },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('is drawn by the creator by hand, at random or from pots, and refuses a draw that leaves a team out', async () => {
    const s = testServices();
    const { creator, tournamentId, sides } = await groupsTournament(s);
    const ids = sides.map((side) => side.teamId);
    expect(await creator.api.fixtures.groups({ tournamentId })).toMatchObject({
      groups: [],
      canRedraw: true,
    });

    await expect(
      creator.api.fixtures.drawGroups({ tournamentId, groups: [ids.slice(0, 4), ids.slice(4, 7)] }),
    ).rejects.toMatchObject({ message: 'GROUP_DRAW_INVALID' });
    await expect(
      sides[0]!.captain.api.fixtures.drawGroups({ tournamentId, method: 'RANDOM' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const manual = await creator.api.fixtures.drawGroups({
      tournamentId,
      groups: [ids.slice(0, 4), ids.slice(4)],
    });
    expect(manual.groups.map((g) => g.name)).toEqual(['A', 'B']);
    expect(manual.groups[0]!.teams.map((t) => t.id)).toEqual(ids.slice(0, 4));
    expect(manual.groups[1]!.teams[0]).toMatchObject({ id: ids[4], name: 'Equipo E' });

    const random = await creator.api.fixtures.drawGroups({ tournamentId, method: 'RANDOM' });
    expect(random.groups.map((g) => g.teams.length)).toEqual([4, 4]);
    expect(new Set(random.groups.flatMap((g) => g.teams.map((t) => t.id)))).toEqual(new Set(ids));

    const pots = [ids.slice(0, 2), ids.slice(2, 4), ids.slice(4, 6), ids.slice(6)];
    const potted = await creator.api.fixtures.drawGroups({ tournamentId, method: 'POTS', pots });
    for (const group of potted.groups) {
      const teamIds = group.teams.map((t) => t.id);
      for (const pot of pots) expect(pot.filter((id) => teamIds.includes(id))).toHaveLength(1);
    }
    // Once drawn, the format stays: a knock-out of other sizes, or other groups, would not fit the draw.
    await expect(
      creator.api.tournaments.update({ tournamentId, groupStage: { groups: 2, advancePerGroup: 1 } }),
    ).rejects.toMatchObject({ message: 'FORMAT_LOCKED' });
    await expect(creator.api.tournaments.update({ tournamentId, type: 'LEAGUE' })).rejects.toMatchObject({
      message: 'FORMAT_LOCKED',
    });
    expect((await creator.api.tournaments.update({ tournamentId, name: 'Copa Grupos 2' })).name).toBe(
      'Copa Grupos 2',
    );
    // Anyone who may see the tournament reads the draw; only the creator may draw again.
    expect(await sides[0]!.captain.api.fixtures.groups({ tournamentId })).toMatchObject({ canRedraw: false });
  });

  it('plays the group stage, holds the knock-out until it ends, pairs 1A–2B and 1B–2A, and crowns the champion', async () => {
    const s = testServices();
    const { creator, tournamentId, sides } = await groupsTournament(s);
    const ids = sides.map((side) => side.teamId);
    const [a, b] = [ids.slice(0, 4), ids.slice(4)];
    await creator.api.fixtures.drawGroups({ tournamentId, groups: [a, b] });

    let r: RoundsDto = await creator.api.fixtures.generateRound({ tournamentId });
    // Three matchdays; on each, both groups play their round.
    expect(r.rounds.map((round) => round.stage)).toEqual(
      [1, 2, 3].map((number) => ({ kind: 'GROUP_MATCHDAY', number })),
    );
    const groupMatches = r.rounds.flatMap((round) => round.matches);
    expect(groupMatches).toHaveLength(12);
    for (const m of groupMatches) {
      const group = m.group === 'A' ? a : b;
      expect(group).toContain(m.teamOneId);
      expect(group).toContain(m.teamTwoId);
    }
    await expect(creator.api.fixtures.generateRound({ tournamentId })).rejects.toMatchObject({
      message: 'GROUP_STAGE_NOT_COMPLETE',
    });
    expect(r.next).toEqual({ ok: false, reason: 'ROUND_NOT_COMPLETE' });

    // A group match may end level; the first result closes the draw.
    const first = groupMatches.find(
      (m) => [m.teamOneId, m.teamTwoId].includes(a[0]!) && [m.teamOneId, m.teamTwoId].includes(a[3]!),
    )!;
    await creator.api.matches.update({
      matchId: first.id,
      teamOneScore: 1,
      teamTwoScore: 1,
      status: 'COMPLETED',
    });
    await expect(creator.api.fixtures.drawGroups({ tournamentId, method: 'RANDOM' })).rejects.toMatchObject({
      message: 'GROUP_STAGE_STARTED',
    });

    // Every other match: the team drawn earlier in its group wins, so each group ends in draw order.
    const rank = (team: string) => ids.indexOf(team);
    r = await playEverything(creator, tournamentId, (m) =>
      rank(m.teamOneId) < rank(m.teamTwoId!) ? [2, 0] : [0, 2],
    );
    const statistics = await creator.api.fixtures.statistics({ tournamentId });
    const groups = statistics.groups ?? [];
    expect(groups.map((g) => g.name)).toEqual(['A', 'B']);
    expect(groups[0]!.teamsStatistics.map((row) => row.teamId)).toEqual(a);
    expect(groups[1]!.teamsStatistics.map((row) => row.teamId)).toEqual(b);
    expect(groups[0]!.teamsStatistics[0]!.statistics).toMatchObject({
      played: 3,
      won: 2,
      drawn: 1,
    });

    r = await creator.api.fixtures.generateRound({ tournamentId });
    const semis = r.rounds.at(-1)!;
    expect(semis.stage).toMatchObject({ kind: 'KNOCKOUT', teams: 4 });
    expect(semis.matches.map((m) => [m.teamOneId, m.teamTwoId])).toEqual([
      [a[0], b[1]],
      [b[0], a[1]],
    ]);
    // The group tables decided the knock-out: their results are final now.
    await expect(
      creator.api.matches.update({ matchId: first.id, status: 'IN_PROGRESS' }),
    ).rejects.toMatchObject({ message: 'MATCH_LOCKED' });

    await playEverything(creator, tournamentId);
    r = await creator.api.fixtures.generateRound({ tournamentId });
    const final = r.rounds.at(-1)!;
    expect(final.stage).toMatchObject({ kind: 'KNOCKOUT', final: true });
    expect(final.matches.map((m) => [m.teamOneId, m.teamTwoId])).toEqual([[a[0], b[0]]]);
    r = await playEverything(creator, tournamentId);
    expect(r.championTeamId).toBe(a[0]);
    expect(r.next).toEqual({ ok: false, reason: 'TOURNAMENT_FINISHED' });
    expect((await creator.api.tournaments.byId({ tournamentId })).status).toBe('COMPLETED');
  });

  it('draws the groups at random when the creator asks for the fixture without drawing them', async () => {
    const s = testServices();
    const { creator, tournamentId } = await groupsTournament(s);
    const r = await creator.api.fixtures.generateRound({ tournamentId });
    expect(r.rounds).toHaveLength(3);
    const drawn = await creator.api.fixtures.groups({ tournamentId });
    expect(drawn.groups.map((g) => g.teams.length)).toEqual([4, 4]);
    // Until a match starts, drawing again redraws the fixture with it.
    const again = await creator.api.fixtures.drawGroups({ tournamentId, method: 'RANDOM' });
    const fixture = await creator.api.fixtures.rounds({ tournamentId });
    expect(fixture.rounds).toHaveLength(3);
    for (const m of fixture.rounds.flatMap((round) => round.matches)) {
      const group = again.groups.find((g) => g.name === m.group)!.teams.map((t) => t.id);
      expect(group).toContain(m.teamOneId);
      expect(group).toContain(m.teamTwoId);
    }
  });

  it('refuses to write the group stage from a draw that no longer holds the approved teams', async () => {
    const s = testServices();
    const { creator, tournamentId, sides } = await groupsTournament(s);
    const ids = sides.map((side) => side.teamId);
    await creator.api.fixtures.drawGroups({ tournamentId, groups: [ids.slice(0, 4), ids.slice(4)] });
    await creator.api.tournaments.removeTeam({ tournamentId, teamId: ids[7]! });
    await expect(creator.api.fixtures.generateRound({ tournamentId })).rejects.toMatchObject({
      message: 'GROUP_DRAW_INVALID',
    });
    expect((await creator.api.fixtures.rounds({ tournamentId })).rounds).toEqual([]);
  });
});
