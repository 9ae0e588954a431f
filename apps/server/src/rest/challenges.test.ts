import { asNewUser } from '@cancha/api/testing';
import { execute, teamPlayers } from '@cancha/db';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function captainWithTeam(t: ReturnType<typeof testApp>, name: string) {
  const captain = await t.player();
  const team = (await captain.browser.post('/api/v1/team', { name, location: 'Córdoba', genderTeam: 'MIX' }))
    .json.team;
  const mate = await asNewUser(t.services);
  await execute(
    t.services.db.insert(teamPlayers).values({ teamId: team.id, userId: mate.user.id, role: 'PLAYER' }),
  );
  return { ...captain, teamId: team.id as string, mateId: mate.user.id };
}

describe('challenges paths', () => {
  it('POST challenges, GET challenges, PUT challenges/{id}/status and PUT challenges/{matchId}', async () => {
    const t = testApp();
    const home = await captainWithTeam(t, 'Los Pibes');
    const away = await captainWithTeam(t, 'Las Leonas');
    const missing = await home.browser.post('/api/v1/challenges', { creatorTeamId: home.teamId });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.json.fieldErrors).sort()).toEqual([
      'challengedDate',
      'challengedTeamId',
      'location',
      'time',
    ]);
    const created = await home.browser.post('/api/v1/challenges', {
      location: 'Parque Sarmiento',
      challengedDate: inDays(2),
      time: '18:00',
      description: 'Amistoso',
      creatorTeamId: home.teamId,
      challengedTeamId: away.teamId,
    });
    expect(created.status).toBe(201);
    const { id: matchId, challengesId } = created.json.data;
    const list = await away.browser.get('/api/v1/challenges');
    expect(list.json.challenges).toMatchObject([
      {
        id: challengesId,
        matchId,
        challengeStatus: 'PENDING',
        nameTeamOne: 'Los Pibes',
        nameTeamTwo: 'Las Leonas',
      },
    ]);
    const early = await home.browser.put(`/api/v1/challenges/${matchId}`, { time: '19:00' });
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('CHALLENGE_NOT_ACCEPTED');
    const bad = await away.browser.put(`/api/v1/challenges/${challengesId}/status`, { status: 'MAYBE' });
    expect(bad.status).toBe(400);
    const answer = await away.browser.put(`/api/v1/challenges/${challengesId}/status`, {
      status: 'ACCEPTED',
    });
    expect(answer.json.data.challenges.status).toBe('ACCEPTED');
    const twice = await away.browser.put(`/api/v1/challenges/${challengesId}/status`, { status: 'REJECTED' });
    expect(twice.status).toBe(409);
    const scored = await home.browser.put(`/api/v1/challenges/${matchId}`, {
      teamOneScore: 2,
      teamTwoScore: 1,
    });
    expect(scored.json.data).toMatchObject({ teamOneScore: 2, teamTwoScore: 1 });
    const done = await home.browser.put(`/api/v1/challenges/${matchId}`, { status: 'COMPLETED' });
    expect(done.json.data.challengeStats).toEqual({ totalMatches: 1, draws: 0, team1Wins: 1, team2Wins: 0 });
    const after = await home.browser.put(`/api/v1/challenges/${matchId}`, { status: 'CANCELED' });
    expect(after.status).toBe(409);
    expect(after.json.errorMessage).toBe('El partido ya finalizó y no se puede modificar.');
  });
});
