import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execute, fetchAll, fetchOne, oauthAccounts, users } from '@cancha/db';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNUP, testApp } from '../testing/test-app';

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** A local stand-in for Google's token endpoint: checks the PKCE exchange and answers an ID token. */
async function fakeGoogle(claims: Record<string, unknown>) {
  const seen: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const params = new URLSearchParams(body);
      seen.push(params);
      if (params.get('code') !== 'good-code' || !params.get('code_verifier')) {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'invalid_grant' }));
        return;
      }
      const idToken = `${b64url({ alg: 'RS256' })}.${b64url({
        iss: 'https://accounts.google.com',
        aud: 'client-id',
        exp: Math.floor(Date.now() / 1000) + 600,
        ...claims,
      })}.sig`;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ access_token: 'at', token_type: 'Bearer', expires_in: 3600, id_token: idToken }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { server, seen, tokenEndpoint: `http://127.0.0.1:${port}/token` };
}

let running: Server | null = null;
afterEach(() => {
  running?.close();
  running = null;
});

async function setup(claims: Record<string, unknown>) {
  const fake = await fakeGoogle(claims);
  running = fake.server;
  const t = testApp({
    config: {
      google: {
        clientId: 'client-id',
        clientSecret: 'client-secret',
        authorizationEndpoint: 'https://accounts.example/auth',
        tokenEndpoint: fake.tokenEndpoint,
      },
    },
  });
  return { ...t, fake };
}

async function startFlow(browser: ReturnType<ReturnType<typeof testApp>['client']>) {
  const start = await browser.get('/api/v1/auth/google');
  expect(start.status).toBe(302);
  const location = new URL(start.res.headers.get('location')!);
  expect(location.origin + location.pathname).toBe('https://accounts.example/auth');
  expect(location.searchParams.get('code_challenge_method')).toBe('S256');
  expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/v1/auth/google/callback');
  return location.searchParams.get('state')!;
}

const claims = {
  sub: 'g-123',
  email: 'Ana@Example.com',
  email_verified: true,
  given_name: 'Ana',
  family_name: 'Gómez',
};

describe('Google sign-in', () => {
  it('is not offered when unconfigured', async () => {
    const t = testApp();
    expect((await t.client().get('/api/v1/auth/google')).status).toBe(404);
  });

  it('creates an account from the ID token and starts a session', async () => {
    const t = await setup(claims);
    const browser = t.client();
    const state = await startFlow(browser);
    const cb = await browser.get(`/api/v1/auth/google/callback?code=good-code&state=${state}`);
    expect(cb.status).toBe(302);
    expect(cb.res.headers.get('location')).toBe('/role-user');
    expect(t.fake.seen[0]!.get('code_verifier')).toMatch(/.{43,}/);
    const me = await browser.get('/api/v1/user/me');
    expect(me.json.user).toMatchObject({
      email: 'ana@example.com',
      fullname: 'Ana',
      lastname: 'Gómez',
      hasPassword: false,
    });
  });

  it('links an existing account with the same verified e-mail and keeps its role', async () => {
    const t = await setup(claims);
    const local = t.client();
    await local.post('/api/v1/auth/signup', SIGNUP);
    await local.post('/api/v1/auth/signin', { email: SIGNUP.email, password: SIGNUP.password });
    await local.put('/api/v1/user', { role: 'PARTICIPANT' });
    await execute(t.services.db.update(users).set({ emailVerified: true }));
    const browser = t.client();
    const state = await startFlow(browser);
    const cb = await browser.get(`/api/v1/auth/google/callback?code=good-code&state=${state}`);
    expect(cb.res.headers.get('location')).toBe('/player');
    expect(await fetchAll(t.services.db.select().from(users))).toHaveLength(1);
    expect((await fetchOne(t.services.db.select().from(oauthAccounts)))!.providerUserId).toBe('g-123');
    // A verified local account keeps its password.
    expect(
      (await t.client().post('/api/v1/auth/signin', { email: SIGNUP.email, password: SIGNUP.password }))
        .status,
    ).toBe(200);
  });

  it('takes over an unverified local account only by removing its password', async () => {
    const t = await setup(claims);
    await t.client().post('/api/v1/auth/signup', SIGNUP);
    const browser = t.client();
    const state = await startFlow(browser);
    await browser.get(`/api/v1/auth/google/callback?code=good-code&state=${state}`);
    expect(
      (await t.client().post('/api/v1/auth/signin', { email: SIGNUP.email, password: SIGNUP.password }))
        .status,
    ).toBe(401);
  });

  it('refuses an unverified Google e-mail, a wrong state and a bad code', async () => {
    const t = await setup({ ...claims, email_verified: false });
    const browser = t.client();
    let state = await startFlow(browser);
    const unverified = await browser.get(`/api/v1/auth/google/callback?code=good-code&state=${state}`);
    expect(unverified.res.headers.get('location')).toBe('/login?error=OAUTH_EMAIL_UNVERIFIED');
    state = await startFlow(browser);
    const forged = await browser.get('/api/v1/auth/google/callback?code=good-code&state=forged');
    expect(forged.res.headers.get('location')).toBe('/login?error=OAUTH_FAILED');
    state = await startFlow(browser);
    const badCode = await browser.get(`/api/v1/auth/google/callback?code=bad&state=${state}`);
    expect(badCode.res.headers.get('location')).toBe('/login?error=OAUTH_FAILED');
    expect(await fetchAll(t.services.db.select().from(users))).toHaveLength(0);
  });
});
