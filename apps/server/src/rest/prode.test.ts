import { tournamentWithTeams } from '@cancha/api/testing';
import { execute, matches } from '@cancha/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

// El Prode over /api/v1 (docs/decisions/015-prode.md): a game over a tournament with several players, the closing
// rule, privacy before kick-off, points after a result and after its correction, the leaderboard and a league.

describe('El Prode over REST', () => {
  it('runs a game from creation to a corrected result', async () => {
    const t = testApp();
    const { creator, tournamentId } = await tournamentWithTeams(t.services, 4, {
      type: 'LEAGUE',
      totalTeams: 4,
    });
    await creator.api.fixtures.generateRound({ tournamentId });
    const owner = await t.player({ email: 'owner@cancha.test' });
    const created = await owner.browser.post('/api/v1/prode/games', {
      name: 'Prode Apertura',
      tournaments: [{ tournamentId }],
    });
    expect(created.status).toBe(201);
    const gameId = created.json.id as string;
    // Only a site owner or the tournament's creator makes a game.
    const ana = await t.player();
    const beto = await t.player();
    expect(
      (await ana.browser.post('/api/v1/prode/games', { name: 'Mi prode', tournaments: [{ tournamentId }] }))
        .status,
    ).toBe(403);
    expect((await t.client().post(`/api/v1/prode/games/${gameId}/join`, {})).status).toBe(401);
    const games = await t.client().get('/api/v1/prode/games');
    expect(games.json.map((g: { id: string }) => g.id)).toEqual([gameId]);

    const rounds = (await creator.api.fixtures.rounds({ tournamentId })).rounds;
    const [m1, m2] = rounds[0]!.matches.filter((m) => m.teamTwoId);
    const predict = (p: typeof ana, matchId: string, one: number, two: number) =>
      p.browser.put('/api/v1/prode/predictions', { gameId, matchId, teamOneScore: one, teamTwoScore: two });
    expect((await predict(ana, m1!.id, 1, 0)).json).toMatchObject({ code: 'PRODE_NOT_JOINED' });
    for (const p of [ana, beto])
      expect((await p.browser.post(`/api/v1/prode/games/${gameId}/join`, {})).status).toBe(200);
    expect((await predict(ana, m1!.id, 2, 0)).status).toBe(200);
    expect((await predict(beto, m1!.id, 1, 1)).status).toBe(200);
    expect((await predict(beto, m2!.id, 0, 2)).status).toBe(200);
    const bad = await predict(ana, m1!.id, -1, 0);
    expect(bad.status).toBe(400);

    // Before kick-off Beto's predictions are his alone.
    const peek = await ana.browser.get(`/api/v1/prode/games/${gameId}/predictions?userId=${beto.user.id}`);
    expect(peek.json.predictions).toEqual([]);
    // Kick-off: an hour ago by the server's clock.
    await execute(
      t.services.db.update(matches).set({ date: '2020-01-01', time: '10:00' }).where(eq(matches.id, m1!.id)),
    );
    const late = await predict(ana, m1!.id, 5, 0);
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ code: 'PREDICTIONS_CLOSED' });
    const shown = await ana.browser.get(`/api/v1/prode/games/${gameId}/predictions?userId=${beto.user.id}`);
    expect(shown.json.predictions).toEqual([
      expect.objectContaining({ matchId: m1!.id, teamOneScore: 1, teamTwoScore: 1 }),
    ]);

    await creator.api.matches.update({
      matchId: m1!.id,
      teamOneScore: 2,
      teamTwoScore: 0,
      status: 'COMPLETED',
    });
    let board = await t.client().get(`/api/v1/prode/games/${gameId}/leaderboard`);
    expect(board.status).toBe(200);
    expect(
      board.json.entries.map((e: { userId: string; points: number; exact: number; position: number }) => [
        e.userId,
        e.points,
        e.exact,
        e.position,
      ]),
    ).toEqual([
      [ana.user.id, 3, 1, 1],
      [beto.user.id, 0, 0, 2],
    ]);
    // Corrected to 1-1: Beto's exact score, Ana's nothing.
    await creator.api.matches.update({ matchId: m1!.id, status: 'SCHEDULED' });
    await creator.api.matches.update({
      matchId: m1!.id,
      teamOneScore: 1,
      teamTwoScore: 1,
      status: 'COMPLETED',
    });
    board = await t.client().get(`/api/v1/prode/games/${gameId}/leaderboard`);
    expect(board.json.entries.map((e: { userId: string; points: number }) => [e.userId, e.points])).toEqual([
      [beto.user.id, 3],
      [ana.user.id, 0],
    ]);

    // A private league by link.
    const league = await ana.browser.post(`/api/v1/prode/games/${gameId}/leagues`, { name: 'Oficina' });
    expect(league.status).toBe(201);
    const joined = await beto.browser.post('/api/v1/prode/leagues/join', { token: league.json.token });
    expect(joined.json).toMatchObject({ name: 'Oficina', members: 2 });
    const ranking = await beto.browser.get(
      `/api/v1/prode/games/${gameId}/leaderboard?leagueId=${league.json.id}`,
    );
    expect(ranking.json.entries.map((e: { userId: string }) => e.userId)).toEqual([
      beto.user.id,
      ana.user.id,
    ]);
    expect(
      (await t.client().get(`/api/v1/prode/games/${gameId}/leaderboard?leagueId=${league.json.id}`)).status,
    ).toBe(404);
    expect((await t.client().get(`/api/v1/prode/games/${gameId}/leaderboard?page=0`)).status).toBe(400);
  });
});
