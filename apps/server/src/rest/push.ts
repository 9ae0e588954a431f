import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { call, caller, objectBody } from './caller';

// Web Push (docs/decisions/016-follow-and-share.md): /api/v1/push — the signing key, a browser's subscription
// (PushSubscription.toJSON()), a public tournament followed without an account, and the per-kind choices.

export const pushRest = new Hono<AppEnv>()
  .get('/vapid-public-key', async (c) => c.json(await caller(c).push.vapidPublicKey()))
  .post('/subscriptions', async (c) => c.json(await call(caller(c).push.subscribe, await objectBody(c)), 201))
  .delete('/subscriptions', async (c) => {
    await call(caller(c).push.unsubscribe, await objectBody(c));
    return c.body(null, 204);
  })
  .get('/subscriptions/status', async (c) =>
    c.json(await caller(c).push.status({ endpoint: c.req.query('endpoint') ?? '' })),
  )
  .post('/follows', async (c) => c.json(await call(caller(c).push.follow, await objectBody(c)), 201))
  .delete('/follows', async (c) => {
    await call(caller(c).push.unfollow, await objectBody(c));
    return c.body(null, 204);
  })
  .get('/preferences', async (c) => c.json(await caller(c).push.preferences()))
  .put('/preferences', async (c) => c.json(await call(caller(c).push.setPreference, await objectBody(c))));
