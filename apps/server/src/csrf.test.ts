import { appRouter } from '@cancha/api';
import { rowCounts } from '@cancha/db/testing';
import { describe, expect, it, onTestFinished } from 'vitest';
import { testApp } from './testing/test-app';

type Procedures = Record<string, { _def: { type: string } }>;
const mutations = Object.entries(
  (appRouter as unknown as { _def: { procedures: Procedures } })._def.procedures,
)
  .filter(([, p]) => p._def.type === 'mutation')
  .map(([path]) => `/trpc/${path}`);

async function rowCount(t: ReturnType<typeof testApp>): Promise<number> {
  return Object.values(await rowCounts(t.services.db)).reduce((n, c) => n + c, 0);
}

/** The cross-site shapes of a change: no Origin at all, another site's Origin, or a body a plain form can send. */
const attacks: { name: string; headers: Record<string, string>; body: string }[] = [
  { name: 'no Origin', headers: { origin: '', 'content-type': 'application/json' }, body: '{}' },
  {
    name: 'a foreign Origin',
    headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
    body: '{}',
  },
  { name: 'a text/plain body', headers: { 'content-type': 'text/plain' }, body: '{"email":"x@y.z"}' },
  {
    name: 'a form body',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=x%40y.z',
  },
];

/**
 * Changes that no browser makes and no cookie authorises: Mercado Pago's server posts its notifications with no
 * Origin, and their signature is their proof (docs/decisions/027). Attacked here, they must still change nothing,
 * refused by that proof instead (401 or 404).
 */
const SIGNED_BY_THEIR_SENDER = new Set(['POST /api/v1/payments/mercadopago/webhook']);

describe('cross-site requests', () => {
  const t = testApp();
  const restChanges = t.app.routes
    .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.path.startsWith('/api/'))
    .map((r) => ({ method: r.method, path: r.path.replace(/:(\w+)/g, 'x') }));

  it('finds the changes to check: every REST change and every tRPC mutation', () => {
    expect(restChanges.length).toBeGreaterThan(40);
    expect(mutations.length).toBeGreaterThan(40);
  });

  for (const attack of attacks) {
    it(`refuses every change with ${attack.name}, and no row changes`, async () => {
      const player = await t.player();
      const before = await rowCount(t);
      const targets = [...restChanges, ...mutations.map((path) => ({ method: 'POST', path }))];
      const allowed: string[] = [];
      for (const { method, path } of targets) {
        const headers: Record<string, string> = { ...attack.headers };
        const res = await player.browser.request(method, path, attack.body, headers);
        const refused = SIGNED_BY_THEIR_SENDER.has(`${method} ${path}`) ? [401, 404] : [403];
        if (!refused.includes(res.status)) allowed.push(`${method} ${path}: ${res.status}`);
      }
      expect(allowed).toEqual([]);
      expect(await rowCount(t)).toBe(before);
    });
  }

  it("refuses an Origin that only matches the request's own Host, which the client chooses", async () => {
    const player = await t.player();
    const forged = { origin: 'http://evil.test', host: 'evil.test' };
    const before = await rowCount(t);
    const signup = {
      email: 'forged@example.com',
      password: 'secreto1',
      userGender: 'MALE',
      birthdate: '2000-01-01',
    };
    const rest = await player.browser.request('POST', 'http://evil.test/api/v1/auth/signup', signup, forged);
    expect(rest.status).toBe(403);
    expect(rest.json).toMatchObject({
      code: 'ORIGIN_MISMATCH',
      details: { expected: 'http://localhost:3000', received: 'http://evil.test' },
    });
    const trpc = await player.browser.request(
      'POST',
      'http://evil.test/trpc/auth.signOut',
      undefined,
      forged,
    );
    expect(trpc.status).toBe(403);
    expect(trpc.json.error.data).toMatchObject({ appCode: 'ORIGIN_MISMATCH', httpStatus: 403 });
    expect(await rowCount(t)).toBe(before);
    expect((await player.browser.get('/api/v1/user/me')).json.user.id).toBe(player.user.id);
  });

  it('tells a page opened at another address than PUBLIC_URL, and the log, what to set', async () => {
    const warnings: string[] = [];
    const logged = testApp();
    // The test services share one silent logger: its warn is listened to here and put back after.
    const { logger } = logged.services;
    const quiet = logger.warn;
    logger.warn = (message: string) => void warnings.push(message);
    onTestFinished(() => {
      logger.warn = quiet;
    });
    const atIp = { origin: 'http://192.168.1.20:3000' };
    const batch = await logged
      .client()
      .request('POST', '/trpc/auth.signIn,auth.signOut?batch=1', { 0: {}, 1: {} }, atIp);
    expect(batch.status).toBe(403);
    expect(batch.json).toHaveLength(2);
    expect(batch.json[0].error.data.appCode).toBe('ORIGIN_MISMATCH');
    await logged.client().request('POST', '/api/v1/auth/signin', {}, atIp);
    expect(warnings).toEqual([
      expect.stringMatching(
        /http:\/\/192\.168\.1\.20:3000 .*PUBLIC_URL's origin \(http:\/\/localhost:3000\).*PUBLIC_URL=http:\/\/192\.168\.1\.20:3000/,
      ),
    ]);
  });

  it('lets the same change through from the app itself', async () => {
    const res = await t.client().post('/api/v1/auth/signup', {
      email: 'same@example.com',
      password: 'secreto1',
      userGender: 'FEMALE',
      birthdate: '1994-05-20',
    });
    expect(res.status).toBe(201);
  });
});
