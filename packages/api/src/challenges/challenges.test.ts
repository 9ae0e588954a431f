import { challenges, execute, fetchAll, fetchOne, matches, teamPlayers } from '@cancha/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asNewUser, testServices } from '../testing';

type Services = ReturnType<typeof testServices>;

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function teamOf(s: Services, name: string) {
  const captain = await asNewUser(s);
  const team = await captain.api.teams.create({
    name,
    location: 'Córdoba, Argentina',
    genderTeam: 'MIX',
    lat: -31.4,
    lng: -64.2,
  });
  const mate = await asNewUser(s);
  await execute(s.db.insert(teamPlayers).values({ teamId: team.id, userId: mate.user.id, role: 'PLAYER' }));
  return { captain, mate, teamId: team.id };
}

async function friendly(s: Services) {
  const home = await teamOf(s, 'Los Pibes');
  const away = await teamOf(s, 'Las Leonas');
  const detail = await home.captain.api.challenges.create({
    location: 'Parque Sarmiento, Córdoba',
    challengedDate: inDays(3),
    time: '18:30',
    description: 'Amistoso de práctica',
    creatorTeamId: home.teamId,
    challengedTeamId: away.teamId,
  });
  return { home, away, detail, matchId: detail.id, challengeId: detail.challengesId! };
}

describe('challenges', () => {
  it('a captain challenges another team; its captain accepts once; the creator runs the match to the end', async () => {
    const s = testServices();
    const { home, away, detail, matchId, challengeId } = await friendly(s);
    expect(detail).toMatchObject({
      status: 'PENDING',
      date: inDays(3),
      time: '18:30',
      location: 'Parque Sarmiento, Córdoba',
      statusChoices: ['COMPLETED', 'CANCELED'],
      challenges: { status: 'PENDING', canAnswer: false, description: 'Amistoso de práctica' },
      challengeStats: { totalMatches: 0, draws: 0, team1Wins: 0, team2Wins: 0 },
      canManage: false,
    });
    // Geocoded offline so the detail can show the place on a map.
    expect(detail.challenges!.lat).toBeCloseTo(-31.4, 0);

    expect((await away.mate.api.challenges.byId({ challengeId })).id).toBe(matchId);
    await expect((await asNewUser(s)).api.challenges.byId({ challengeId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const listed = await away.captain.api.challenges.mine();
    expect(listed).toMatchObject([{ id: challengeId, matchId, challengeStatus: 'PENDING', canAnswer: true }]);
    expect((await away.mate.api.challenges.mine())[0]!.canAnswer).toBe(false);

    // Before the answer nobody runs the match; the creator is told why.
    await expect(home.captain.api.challenges.updateMatch({ matchId, time: '19:00' })).rejects.toMatchObject({
      message: 'CHALLENGE_NOT_ACCEPTED',
    });
    await expect(
      home.captain.api.challenges.answer({ challengeId, status: 'ACCEPTED' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(away.mate.api.challenges.answer({ challengeId, status: 'ACCEPTED' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const accepted = await away.captain.api.challenges.answer({ challengeId, status: 'ACCEPTED' });
    expect(accepted.challenges).toMatchObject({ status: 'ACCEPTED', canAnswer: false });
    await expect(
      away.captain.api.challenges.answer({ challengeId, status: 'REJECTED' }),
    ).rejects.toMatchObject({
      message: 'CHALLENGE_ANSWERED',
    });

    // Only the creator edits; the other captain and strangers may not.
    const moved = await home.captain.api.challenges.updateMatch({
      matchId,
      time: '19:00',
      location: 'Club Belgrano',
    });
    expect(moved).toMatchObject({ time: '19:00', location: 'Club Belgrano', canManage: true });
    await expect(away.captain.api.challenges.updateMatch({ matchId, time: '20:00' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const stranger = await asNewUser(s);
    await expect(
      stranger.api.matches.addEvent({
        matchId,
        teamId: home.teamId,
        playerId: home.mate.user.id,
        type: 'GOAL',
        minute: 3,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(stranger.api.matches.byId({ matchId })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    // Goals follow the same rules as tournament matches; a friendly only ends COMPLETED or CANCELED.
    await home.captain.api.matches.addEvent({
      matchId,
      teamId: home.teamId,
      playerId: home.mate.user.id,
      type: 'GOAL',
      minute: 10,
    });
    await home.captain.api.matches.addEvent({
      matchId,
      teamId: away.teamId,
      playerId: away.mate.user.id,
      type: 'OWN_GOAL',
      minute: 20,
    });
    await expect(
      home.captain.api.challenges.updateMatch({ matchId, status: 'IN_PROGRESS' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const done = await home.captain.api.challenges.updateMatch({ matchId, status: 'COMPLETED' });
    expect(done).toMatchObject({
      status: 'COMPLETED',
      teamOneScore: 2,
      teamTwoScore: 0,
      winnerTeamId: home.teamId,
    });
    expect(done.challengeStats).toEqual({ totalMatches: 1, draws: 0, team1Wins: 1, team2Wins: 0 });

    // Finished for good: no reopening, no more events.
    await expect(
      home.captain.api.challenges.updateMatch({ matchId, status: 'CANCELED' }),
    ).rejects.toMatchObject({
      message: 'MATCH_FINISHED',
    });
    await expect(
      home.captain.api.matches.addEvent({
        matchId,
        teamId: home.teamId,
        playerId: home.mate.user.id,
        type: 'GOAL',
        minute: 30,
      }),
    ).rejects.toMatchObject({ message: 'MATCH_FINISHED' });

    // The result counts in each team's won/drawn/lost.
    const teamsOfHome = await home.captain.api.teams.mine();
    expect(teamsOfHome[0]!.statistics).toMatchObject({ won: 1, drawn: 0, lost: 0 });
    const awayTeam = await away.captain.api.teams.byId({ teamId: away.teamId });
    expect(awayTeam.statistics).toMatchObject({ won: 0, lost: 1 });
  });

  it('refuses challenges to one’s own team, in the past, from non-captains, and with missing data', async () => {
    const s = testServices();
    const home = await teamOf(s, 'Los Pibes');
    const away = await teamOf(s, 'Las Leonas');
    const base = {
      location: 'Parque Sarmiento',
      challengedDate: inDays(2),
      time: '10:00',
      creatorTeamId: home.teamId,
      challengedTeamId: away.teamId,
    };
    await expect(
      home.captain.api.challenges.create({ ...base, challengedTeamId: home.teamId }),
    ).rejects.toMatchObject({
      message: 'SAME_TEAM',
    });
    await expect(
      home.captain.api.challenges.create({ ...base, challengedDate: inDays(-1) }),
    ).rejects.toMatchObject({
      message: 'DATE_IN_PAST',
    });
    await expect(home.mate.api.challenges.create(base)).rejects.toMatchObject({
      message: 'NOT_TEAM_CAPTAIN',
    });
    await expect(away.captain.api.challenges.create(base)).rejects.toMatchObject({
      message: 'NOT_TEAM_CAPTAIN',
    });
    await expect(home.captain.api.challenges.create({ ...base, time: '25:00' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(home.captain.api.challenges.create({ ...base, location: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect((await asNewUser(s, { role: 'ADMIN' })).api.challenges.create(base)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await fetchAll(s.db.select().from(challenges))).toHaveLength(0);
    expect(await fetchAll(s.db.select().from(matches))).toHaveLength(0);
  });

  it('a rejected challenge cancels its match and cannot be run', async () => {
    const s = testServices();
    const { home, away, matchId, challengeId } = await friendly(s);
    const rejected = await away.captain.api.challenges.answer({ challengeId, status: 'REJECTED' });
    expect(rejected).toMatchObject({ status: 'CANCELED', challenges: { status: 'REJECTED' } });
    await expect(home.captain.api.challenges.updateMatch({ matchId, time: '11:00' })).rejects.toMatchObject({
      message: 'MATCH_FINISHED',
    });
    expect((await fetchOne(s.db.select().from(matches).where(eq(matches.id, matchId))))!.time).toBe('18:30');
  });

  it('counts the head-to-head over every completed match between the two teams, draws included', async () => {
    const s = testServices();
    const { home, away, matchId, challengeId } = await friendly(s);
    await away.captain.api.challenges.answer({ challengeId, status: 'ACCEPTED' });
    await home.captain.api.challenges.updateMatch({
      matchId,
      teamOneScore: 1,
      teamTwoScore: 1,
      status: 'COMPLETED',
    });
    const second = await away.captain.api.challenges.create({
      location: 'Cancha del club',
      challengedDate: inDays(5),
      time: '20:00',
      creatorTeamId: away.teamId,
      challengedTeamId: home.teamId,
    });
    await home.captain.api.challenges.answer({ challengeId: second.challengesId!, status: 'ACCEPTED' });
    const done = await away.captain.api.challenges.updateMatch({
      matchId: second.id,
      teamOneScore: 3,
      teamTwoScore: 0,
      status: 'COMPLETED',
    });
    // From this match's point of view team 1 is the away side of the first friendly.
    expect(done.challengeStats).toEqual({ totalMatches: 2, draws: 1, team1Wins: 1, team2Wins: 0 });
    await expect(
      home.captain.api.challenges.updateMatch({ matchId: 'nope', time: '10:00' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
