import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testServices } from '@cancha/api/testing';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { NO_PROXY } from './client-address';
import type { StaticCookieBanners } from './cookie-banner';

// The web build writes cookie-banner.json (apps/web/static-cookie-banner.ts, tested there); a small one here.
const built: StaticCookieBanners = {
  marker: '<!--cookie-banner-->',
  acceptPath: '/cookies/accept',
  slots: { next: '%NEXT%', attributes: '%ATTRIBUTES%' },
  banners: Object.fromEntries(
    ['es', 'en', 'pt-BR'].map((locale) => [
      locale,
      `<section data-locale="${locale}"%ATTRIBUTES%><form method="post" action="/cookies/accept"><input name="next" value="%NEXT%"></form></section>`,
    ]),
  ),
};

function appWithWeb(banners: StaticCookieBanners | null = built) {
  const webDist = mkdtempSync(join(tmpdir(), 'cancha-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Cancha</title></head><body><div id="root"></div><!--cookie-banner--></body></html>',
  );
  if (banners) writeFileSync(join(webDist, 'cookie-banner.json'), JSON.stringify(banners));
  const services = testServices({ config: { uploadsDir: mkdtempSync(join(tmpdir(), 'cancha-up-')) } });
  return createApp({ services, webDist, trustProxy: NO_PROXY, devOutbox: false });
}

const page = async (app: ReturnType<typeof appWithWeb>, path: string, cookie?: string) =>
  (await app.request(path, { headers: cookie ? { cookie } : {} })).text();

const accept = (app: ReturnType<typeof appWithWeb>, body: string, headers: Record<string, string> = {}) =>
  app.request('/cookies/accept', {
    method: 'POST',
    headers: {
      origin: 'http://localhost:3000',
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body,
  });

describe('the cookie banner in the page the server sends (product: site-and-navigation#cookie-banner)', () => {
  it('is drawn on every page until accepted, in Spanish by default, with the way back to the page', async () => {
    const app = appWithWeb();
    for (const path of ['/', '/index.html', '/explore-tournaments']) {
      const html = await page(app, path);
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('<section data-locale="es"><form');
      expect(html).not.toContain('<!--cookie-banner-->');
    }
    expect(await page(app, '/')).toContain('value="/"');
    const accepted = await page(app, '/explore-tournaments', 'cancha_session=x; cookiesAccepted=true');
    expect(accepted).not.toContain('<section');
    expect(accepted).toContain('<html lang="es">');
  });

  it("follows the visitor's language choice, and escapes the page's address", async () => {
    const app = appWithWeb();
    const html = await page(app, '/blog?q=%22%3E%3Cscript%3E', 'locale=br');
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('data-locale="pt-BR"');
    expect(html).toContain('value="/blog?q=%22%3E%3Cscript%3E"');
    const dollars = await page(app, '/blog?q=$&x', 'locale=en');
    expect(dollars).toContain('value="/blog?q=$&amp;x"');
    expect(dollars).not.toContain('%NEXT%');
    expect(await page(app, '/', 'locale=en')).toContain('data-locale="en"');
    expect(await page(app, '/', 'locale=fr')).toContain('data-locale="es"');
  });

  it("sits above the player menu on a signed-in player's page only", async () => {
    const app = appWithWeb();
    expect(await page(app, '/player/teams', 'cancha_session=abc')).toContain(
      '<section data-locale="es" data-bottom-nav>',
    );
    expect(await page(app, '/player', 'cancha_session=abc')).toContain('data-bottom-nav');
    expect(await page(app, '/player/teams')).not.toContain('data-bottom-nav');
    expect(await page(app, '/players-of-the-week', 'cancha_session=abc')).not.toContain('data-bottom-nav');
  });

  it('is left out of a board shown on a TV, and kept on the same board on a phone', async () => {
    const app = appWithWeb();
    expect(await page(app, '/cartelera/t1?tv=1')).not.toContain('<section');
    expect(await page(app, '/cartelera/t1?date=2030-01-05&tv=1')).not.toContain('<section');
    expect(await page(app, '/cartelera/t1')).toContain('<section data-locale="es"');
    expect(await page(app, '/cartelera/t1?tv=0')).toContain('<section data-locale="es"');
  });

  it("starts the page in the app's font once the browser has it cached, never on another cookie value", async () => {
    const app = appWithWeb();
    expect(await page(app, '/', 'font=inter; locale=en')).toContain('<html lang="en" data-font="inter">');
    expect(await page(app, '/', 'font=comic')).toContain('<html lang="es">');
    expect(await page(app, '/')).not.toContain('data-font');
  });

  it('is left to the app when the web build has no static banner', async () => {
    const app = appWithWeb(null);
    const html = await page(app, '/', 'locale=en');
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('<section');
    expect((await accept(app, 'next=%2F')).status).toBe(404);
  });
});

describe('accepting cookies without the app (POST /cookies/accept)', () => {
  it('stores the consent for 150 days and goes back to the page', async () => {
    const res = await accept(appWithWeb(), 'next=%2Fblog%3Fq%3Dfinal');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/blog?q=final');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^cookiesAccepted=true; Max-Age=12960000; Expires=[^;]+; Path=\/; SameSite=Lax$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('only goes back to a page of this site', async () => {
    const app = appWithWeb();
    for (const next of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
    ]) {
      const res = await accept(app, `next=${encodeURIComponent(next)}`);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    }
    expect((await accept(app, 'other=1')).headers.get('location')).toBe('/');
  });

  it('refuses other sites, other bodies and oversize ones, storing nothing', async () => {
    const app = appWithWeb();
    const refused = [
      await accept(app, 'next=%2F', { origin: 'https://evil.example' }),
      // An Origin matching only the Host the client chose.
      await app.request('http://evil.test/cookies/accept', {
        method: 'POST',
        headers: {
          origin: 'http://evil.test',
          host: 'evil.test',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: 'next=%2F',
      }),
      await app.request('/cookies/accept', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'next=%2F',
      }),
      await accept(app, '{"next":"/"}', { 'content-type': 'application/json' }),
      await accept(app, `next=${'a'.repeat(5000)}`),
    ];
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 415, 413]);
    for (const res of refused) expect(res.headers.get('set-cookie')).toBeNull();
    const sameSite = await app.request('/cookies/accept', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: 'next=%2F',
    });
    expect(sameSite.status).toBe(303);
  });
});
