import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { call, caller, objectBody } from './caller';

// El Prode (docs/decisions/015-prode.md): /api/v1/prode — games, predictions, the leaderboard and private leagues,
// over the same procedures and checks as the app.

export const prodeRest = new Hono<AppEnv>()
  .get('/games', async (c) =>
    c.json(
      await call(caller(c).prode.games, {
        tournamentId: c.req.query('tournamentId') || undefined,
        managed: c.req.query('managed') || undefined,
      }),
    ),
  )
  .post('/games', async (c) => c.json(await call(caller(c).prode.createGame, await objectBody(c)), 201))
  .get('/games/:gameId', async (c) => c.json(await caller(c).prode.game({ gameId: c.req.param('gameId') })))
  .put('/games/:gameId', async (c) =>
    c.json(
      await call(caller(c).prode.updateGame, {
        ...(await objectBody(c)),
        gameId: c.req.param('gameId'),
      }),
    ),
  )
  .delete('/games/:gameId', async (c) => {
    await caller(c).prode.deleteGame({ gameId: c.req.param('gameId') });
    return c.body(null, 204);
  })
  .post('/games/:gameId/rebuild', async (c) =>
    c.json(await caller(c).prode.rebuild({ gameId: c.req.param('gameId') })),
  )
  .post('/games/:gameId/join', async (c) =>
    c.json(await caller(c).prode.join({ gameId: c.req.param('gameId') })),
  )
  .get('/games/:gameId/card', async (c) =>
    c.json(
      await caller(c).prode.card({
        gameId: c.req.param('gameId'),
        roundId: c.req.query('roundId') || undefined,
      }),
    ),
  )
  .get('/games/:gameId/predictions', async (c) =>
    c.json(
      await caller(c).prode.predictions({
        gameId: c.req.param('gameId'),
        userId: c.req.query('userId') || undefined,
        matchId: c.req.query('matchId') || undefined,
      }),
    ),
  )
  .get('/games/:gameId/leaderboard', async (c) =>
    c.json(
      await call(caller(c).prode.leaderboard, {
        gameId: c.req.param('gameId'),
        roundId: c.req.query('roundId') || undefined,
        leagueId: c.req.query('leagueId') || undefined,
        page: c.req.query('page') || undefined,
      }),
    ),
  )
  .get('/games/:gameId/leagues', async (c) =>
    c.json(await caller(c).prode.leagues({ gameId: c.req.param('gameId') })),
  )
  .post('/games/:gameId/leagues', async (c) =>
    c.json(
      await call(caller(c).prode.createLeague, {
        ...(await objectBody(c)),
        gameId: c.req.param('gameId'),
      }),
      201,
    ),
  )
  .put('/predictions', async (c) => c.json(await call(caller(c).prode.predict, await objectBody(c))))
  .put('/champion', async (c) => c.json(await call(caller(c).prode.pickChampion, await objectBody(c))))
  .post('/leagues/join', async (c) => c.json(await call(caller(c).prode.joinLeague, await objectBody(c))))
  .delete('/leagues/:leagueId/membership', async (c) => {
    await caller(c).prode.leaveLeague({ leagueId: c.req.param('leagueId') });
    return c.body(null, 204);
  });
