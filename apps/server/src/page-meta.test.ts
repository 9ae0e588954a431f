import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asNewUser, browserCaller, testServices } from '@cancha/api/testing';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { NO_PROXY } from './client-address';
import { pageMeta, safeDecode } from './page-meta';

function appWithWeb() {
  const webDist = mkdtempSync(join(tmpdir(), 'cancha-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Cancha</title></head><body></body></html>',
  );
  const services = testServices({ config: { uploadsDir: mkdtempSync(join(tmpdir(), 'cancha-up-')) } });
  return { services, app: createApp({ services, webDist, trustProxy: NO_PROXY, devOutbox: false }) };
}

describe('link previews in the HTML the server sends', () => {
  it('gives an article its title, description and image, escaped; drafts and other pages get none', async () => {
    const { services, app } = appWithWeb();
    const owner = await asNewUser(services, { email: 'owner@cancha.test' });
    const form = new FormData();
    form.set('title', 'Final "épica" <en> Córdoba $&');
    form.set('type', 'NEWS');
    form.set('content', '<p>Los Pibes ganaron por penales.</p>');
    const post = await owner.api.posts.create(form);
    const html = await (await app.request(`/blog/article/${post.slug}`)).text();
    expect(html).toContain('<title>Final &quot;épica&quot; &lt;en&gt; Córdoba $&amp; · Cancha</title>');
    expect(html).toContain('<meta property="og:description" content="Los Pibes ganaron por penales.">');
    expect(html).toContain(
      `<meta property="og:url" content="http://localhost:3000/blog/article/${post.slug}">`,
    );
    const draft = new FormData();
    for (const [k, v] of form) draft.set(k, v);
    draft.set('title', 'Borrador');
    draft.set('status', 'DRAFT');
    const hidden = await owner.api.posts.create(draft);
    expect(await (await app.request(`/blog/article/${hidden.slug}`)).text()).not.toContain('og:title');
    // Renamed, the post keeps its old address, which moves for good to the new one.
    const renamed = new FormData();
    for (const [k, v] of form) renamed.set(k, v);
    renamed.set('postId', post.id);
    renamed.set('title', 'Final épica');
    const moved = await owner.api.posts.update(renamed);
    const old = await app.request(`/blog/article/${post.slug}?ref=whatsapp`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/blog/article/${moved.slug}?ref=whatsapp`);
    expect(await (await app.request('/player')).text()).not.toContain('og:title');
  });

  it('gives a public tournament page its preview, and a private one nothing', async () => {
    const { services, app } = appWithWeb();
    const creator = await asNewUser(services, { role: 'ADMIN' });
    const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const base = {
      location: 'Córdoba, Argentina',
      lat: -31.4,
      lng: -64.2,
      category: 'AMATEUR' as const,
      tournamentGender: 'MIXED' as const,
      typeFutbol: 7 as const,
      type: 'LEAGUE' as const,
      startDate: inDays(20),
      endDate: inDays(60),
      registrationDeadline: inDays(10),
      playingDays: ['SATURDAY' as const],
      matchDuration: 50 as const,
      totalTeams: 4,
      totalPlayers: 12,
      invitationOnly: false,
      status: 'OPEN' as const,
    };
    const open = await creator.api.tournaments.create({
      ...base,
      name: 'Liga Abierta',
      description: 'Todos contra todos.',
      visibility: 'PUBLIC',
    });
    const closed = await creator.api.tournaments.create({
      ...base,
      name: 'Liga Cerrada',
      visibility: 'PRIVATE',
    });
    const html = await (await app.request(`/explore-tournaments/${open.id}`)).text();
    expect(html).toContain('<meta property="og:title" content="Liga Abierta · Cancha">');
    expect(html).toContain('content="Todos contra todos."');
    // A pasted link previews as the tournament's table, drawn for link previews.
    expect(html).toContain(
      `<meta property="og:image" content="http://localhost:3000/api/v1/share/tournaments/${open.id}/standings.png?size=wide">`,
    );
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(await (await app.request(`/explore-tournaments/${closed.id}`)).text()).not.toContain(
      'Liga Cerrada',
    );
    // The same rule as the page itself (explore.tournament): a cancelled tournament has no page, so no preview.
    await creator.api.tournaments.update({ tournamentId: open.id, status: 'CANCELLED' });
    await expect(
      browserCaller(services).api.explore.tournament({ tournamentId: open.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await (await app.request(`/explore-tournaments/${open.id}`)).text()).not.toContain('og:title');
  });
});

describe('page addresses the server cannot read', () => {
  it('answers a malformed percent-encoding 400 in plain text, not as a missing build', async () => {
    const { services, app } = appWithWeb();
    for (const path of ['/blog/article/%E0%A4%A', '/explore-tournaments/%E0%A4%A', '/player/%ZZ']) {
      const r = await app.request(path);
      expect(r.status, path).toBe(400);
      expect(r.headers.get('content-type'), path).toMatch(/^text\/plain/);
      expect(await r.text(), path).not.toContain('not built');
    }
    expect(await pageMeta(services, '/blog/article/%E0%A4%A')).toBeNull();
    expect(safeDecode('%E0%A4%A')).toBeNull();
    expect(safeDecode('f%C3%BAtbol%2F7')).toBe('fútbol/7');
    // A well-formed address of an unknown article is still the app's page.
    expect((await app.request('/blog/article/no-existe')).status).toBe(200);
  });

  it('answers 503 only when the web app is really not built', async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'cancha-web-')); // no index.html
    const services = testServices({ config: { uploadsDir: mkdtempSync(join(tmpdir(), 'cancha-up-')) } });
    const app = createApp({ services, webDist, trustProxy: NO_PROXY, devOutbox: false });
    for (const path of ['/', '/blog/article/una-nota', '/player']) {
      const r = await app.request(path);
      expect(r.status, path).toBe(503);
      expect(await r.text(), path).toContain('The web app is not built');
    }
  });
});
