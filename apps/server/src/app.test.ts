import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { asNewUser, testServices } from '@cancha/api/testing';
import { execute, users } from '@cancha/db';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp, tileOrigin } from './app';
import { NO_PROXY } from './client-address';
import { loadConfig } from './config';
import { MAX_BODY_BYTES } from './request-guards';
import { client, testApp } from './testing/test-app';

describe('the app shell', () => {
  it('answers /healthz', async () => {
    const { app } = testApp();
    const r = await app.request('/healthz');
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const { app } = testApp();
    const r = await app.request('/healthz');
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    // Map tiles may load from the configured tile server only.
    expect(r.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://tiles.test",
    );
  });

  it('sends the same security headers over a real socket, on API answers as on pages', async () => {
    const { app } = testApp();
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const inProcess = await app.request('/trpc/auth.config');
      for (const path of ['/healthz', '/trpc/auth.config', '/api/v1/posts']) {
        const r = await fetch(`http://127.0.0.1:${port}${path}`);
        for (const [name, value] of inProcess.headers) {
          if (!name.startsWith('x-') && !/^(content-security|referrer|cross-origin|origin-agent)/.test(name))
            continue;
          expect(r.headers.get(name), `${path} ${name}`).toBe(value);
        }
        expect(r.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a body over the limit over a real socket, declared or chunked, and reads one within it', async () => {
    const { app, services } = testApp();
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const headers = { 'content-type': 'application/json', origin: services.config.publicUrl };
    const huge = JSON.stringify({ email: `${'a'.repeat(MAX_BODY_BYTES)}@x.com`, password: 'x' });
    try {
      const declared = await fetch(`${base}/trpc/auth.signIn`, { method: 'POST', headers, body: huge });
      expect(declared.status).toBe(413);
      const bytes = new TextEncoder().encode(huge);
      const chunked = await fetch(`${base}/api/v1/auth/login`, {
        method: 'POST',
        headers,
        body: new ReadableStream({
          start(controller) {
            for (let i = 0; i < bytes.length; i += 1 << 20)
              controller.enqueue(bytes.subarray(i, i + (1 << 20)));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(413);
      // Within the limit, the body is read and answered on its merits.
      const small = await fetch(`${base}/trpc/auth.signIn`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: 'nadie@example.com', password: 'incorrecta1' }),
      });
      expect(small.status).toBe(401);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('serves the built web app with a SPA fallback, never for API paths', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'cancha-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Cancha</title>');
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log(1)');
    const uploadsDir = mkdtempSync(join(tmpdir(), 'cancha-up-'));
    const app = createApp({
      services: testServices({ config: { uploadsDir } }),
      webDist,
      trustProxy: NO_PROXY,
      devOutbox: false,
    });
    const page = await app.request('/player/profile');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Cancha</title>');
    const asset = await app.request('/assets/app.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await app.request('/api/v1/missing')).status).toBe(404);
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/dev/outbox')).status).toBe(200); // the SPA, since the dev outbox is off
    expect(await (await app.request('/dev/outbox')).text()).toContain('<title>Cancha</title>');
  });

  it("sends the build's compressed copy of an asset to a browser that accepts it", async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'cancha-web-'));
    mkdirSync(join(webDist, 'assets'));
    const script = 'console.log("cancha");'.repeat(100);
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Cancha</title>');
    writeFileSync(join(webDist, 'assets', 'app.js'), script);
    writeFileSync(join(webDist, 'assets', 'app.js.br'), brotliCompressSync(script));
    writeFileSync(join(webDist, 'assets', 'app.js.gz'), gzipSync(script));
    const app = createApp({
      services: testServices({ config: { uploadsDir: mkdtempSync(join(tmpdir(), 'cancha-up-')) } }),
      webDist,
      trustProxy: NO_PROXY,
      devOutbox: false,
    });
    const br = await app.request('/assets/app.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('javascript');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gz = await app.request('/assets/app.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request('/assets/app.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('shows the outbox to developers', async () => {
    const { client } = testApp();
    const browser = client();
    await browser.post('/api/v1/auth/signup', {
      email: 'a@b.co',
      password: 'secreto1',
      userGender: 'MALE',
      birthdate: '2000-01-01',
    });
    await browser.post('/api/v1/auth/reset-password', { email: 'a@b.co', locale: 'es' });
    const page = await browser.get('/dev/outbox');
    expect(page.text).toContain('Restablece tu contraseña de Cancha');
    expect(page.text).toMatch(/<a href="http:\/\/localhost:3000\/new-password\?token=[a-z0-9]+">/);
  });

  it("shows a production demo's outbox only to a signed-in site owner with a confirmed address", async () => {
    const services = testServices({ config: { uploadsDir: mkdtempSync(join(tmpdir(), 'cancha-up-')) } });
    const app = createApp({ services, webDist: null, trustProxy: NO_PROXY, devOutbox: 'owners' });
    const visitor = client(app, services.config.publicUrl);
    await visitor.post('/api/v1/auth/signup', {
      email: 'a@b.co',
      password: 'secreto1',
      userGender: 'MALE',
      birthdate: '2000-01-01',
    });
    await visitor.post('/api/v1/auth/reset-password', { email: 'a@b.co', locale: 'es' });
    const as = async (fields: Parameters<typeof asNewUser>[1]) => {
      const browser = client(app, services.config.publicUrl);
      browser.jar.set(SESSION_COOKIE_NAME, (await asNewUser(services, fields)).token);
      return browser;
    };
    const owner = await as({ email: 'owner@cancha.test', emailVerified: false });
    const refused = {
      anonymous: visitor,
      player: await as({ emailVerified: true }),
      'owner, address unconfirmed': owner,
    };
    for (const [who, browser] of Object.entries(refused)) {
      for (const path of ['/dev/outbox', '/dev/outbox/json']) {
        const r = await browser.get(path);
        expect(r.status, `${who} ${path}`).toBe(404);
        expect(r.text, `${who} ${path}`).not.toContain('token=');
      }
    }
    await execute(
      services.db.update(users).set({ emailVerified: true }).where(eq(users.email, 'owner@cancha.test')),
    );
    const page = await owner.get('/dev/outbox');
    expect(page.status).toBe(200);
    expect(page.res.headers.get('cache-control')).toBe('private, no-store');
    expect(page.text).toMatch(/<a href="http:\/\/localhost:3000\/new-password\?token=[a-z0-9]+">/);
    const json = await owner.get('/dev/outbox/json');
    expect(json.status).toBe(200);
    expect(json.json[0].to).toBe('a@b.co');
  });

  it('marks every API answer private and not to be stored, unless the route set its own Cache-Control', async () => {
    const t = testApp();
    const { user, browser } = await t.player();
    const rest = await browser.get('/api/v1/user/me');
    expect(rest.json.user.email).toBe(user.email);
    expect(rest.res.headers.get('cache-control')).toBe('private, no-store');
    const trpc = await browser.get('/trpc/user.me');
    expect(trpc.json.result.data.user.email).toBe(user.email);
    expect(trpc.res.headers.get('cache-control')).toBe('private, no-store');
    // Refusals and errors too, the legacy /api paths, and tRPC batches.
    for (const path of [
      '/api/v1/user/me',
      '/api/v1/notifications',
      '/api/v1/nothing-here',
      `/api/payments/history/${user.id}`,
      '/trpc/user.me,auth.config?batch=1&input={}',
    ]) {
      expect((await t.client().get(path)).res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    expect(
      (await t.client().post('/api/v1/auth/signin', {}, { origin: 'https://evil.example' })).res.headers.get(
        'cache-control',
      ),
    ).toBe('private, no-store');
  });
});

describe('configuration', () => {
  it('has a working default for every setting', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      smtpUrl: null,
      google: null,
      ownerEmails: [],
      demo: false,
      secureCookies: false,
    });
    expect(c.databasePath).toMatch(/data\/cancha\.db$/);
    expect(c.uploadsDir).toMatch(/data\/uploads$/);
  });

  it('reads and checks the environment', () => {
    const c = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://cancha.example/',
      OWNER_EMAILS: 'Una@Example.com, dos@example.com',
      DEMO: '1',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(c.publicUrl).toBe('https://cancha.example');
    expect(c.secureCookies).toBe(true);
    expect(c.ownerEmails).toEqual(['una@example.com', 'dos@example.com']);
    expect(c.google?.tokenEndpoint).toBe('https://oauth2.googleapis.com/token');
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ OWNER_EMAILS: 'not-an-email' })).toThrow(/OWNER_EMAILS/);
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('mounts the developer outbox without real mail or outside production, open only in development and tests', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ DEMO: '1' }).devOutbox).toBe('owners');
    expect(loadConfig({ DEMO: '1', SMTP_URL: 'smtp://mail.example' }).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devOutbox).toBe('everyone');
    expect(loadConfig({ NODE_ENV: 'test', DEMO: '1', SMTP_URL: 'smtp://mail.example' }).devOutbox).toBe(
      'everyone',
    );
  });

  it('uses OpenStreetMap tiles by default, another tile server when set, none when empty', () => {
    expect(loadConfig({}).map).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
    expect(loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.club.ar/{z}/{x}/{y}.png' }).map?.tileUrl).toContain(
      'tiles.club.ar',
    );
    expect(loadConfig({ MAP_TILE_URL: '' }).map).toBeNull();
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/map.png' })).toThrow(/MAP_TILE_URL/);
    expect(tileOrigin('https://{s}.tiles.club.ar/{z}/{x}/{y}.png')).toBe('https://*.tiles.club.ar');
  });
});
