import { pushReceiver, tournamentWithTeams } from '@cancha/api/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

// Web Push over /api/v1/push (docs/decisions/016-follow-and-share.md): the same procedures and checks as the app.

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('push over REST', () => {
  it('gives the key, stores and drops a subscription, and refuses an address outside the push services', async () => {
    const receiver = await pushReceiver();
    close = receiver.close;
    const t = testApp({ config: { pushAllowedOrigins: [receiver.origin] } });
    const key = await t.client().get('/api/v1/push/vapid-public-key');
    expect(key.status).toBe(200);
    expect(key.json.publicKey).toMatch(/^[\w-]{87}$/);

    const ana = await t.player();
    const phone = receiver.browser('ana');
    const created = await ana.browser.post('/api/v1/push/subscriptions', phone.subscription);
    expect(created.status).toBe(201);
    const status = await ana.browser.get(
      `/api/v1/push/subscriptions/status?endpoint=${encodeURIComponent(phone.endpoint)}`,
    );
    expect(status.json).toEqual({ subscribed: true, mine: true, following: [] });

    const refused = await ana.browser.post('/api/v1/push/subscriptions', {
      ...phone.subscription,
      endpoint: 'http://10.0.0.1/internal',
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'PUSH_SERVICE_NOT_ALLOWED' });
    expect(refused.json.errorMessage).toBeTruthy();
    expect((await ana.browser.post('/api/v1/push/subscriptions', { endpoint: 'x' })).status).toBe(400);

    const prefs = await ana.browser.put('/api/v1/push/preferences', { kind: 'CHAT_MESSAGE', push: false });
    expect(prefs.json).toContainEqual({ kind: 'CHAT_MESSAGE', push: false });
    expect((await t.client().get('/api/v1/push/preferences')).status).toBe(401);

    expect((await ana.browser.del('/api/v1/push/subscriptions', { endpoint: phone.endpoint })).status).toBe(
      204,
    );
    expect(
      (
        await ana.browser.get(
          `/api/v1/push/subscriptions/status?endpoint=${encodeURIComponent(phone.endpoint)}`,
        )
      ).json.subscribed,
    ).toBe(false);
  });

  it('lets a visitor follow a public tournament and stop', async () => {
    const receiver = await pushReceiver();
    close = receiver.close;
    const t = testApp({ config: { pushAllowedOrigins: [receiver.origin] } });
    const { tournamentId } = await tournamentWithTeams(t.services, 4, { type: 'LEAGUE', totalTeams: 4 });
    const visitor = t.client();
    const browser = receiver.browser('visitor');
    const follow = await visitor.post('/api/v1/push/follows', {
      ...browser.subscription,
      locale: 'br',
      tournamentId,
    });
    expect(follow.status).toBe(201);
    expect(follow.json).toEqual({ following: true });
    expect(
      (await visitor.del('/api/v1/push/follows', { endpoint: browser.endpoint, tournamentId })).status,
    ).toBe(204);
    const missing = await visitor.post('/api/v1/push/follows', {
      ...browser.subscription,
      tournamentId: '00000000-0000-0000-0000-000000000000',
    });
    expect(missing.status).toBe(404);
  });
});
