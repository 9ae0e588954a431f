import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { asNewUser, testServices, tournamentInput } from '@cancha/api/testing';
import { execute, users } from '@cancha/db';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { NO_PROXY } from './client-address';
import { BOOT_DATA_ID, matchRoute, type PageRoute, scriptSafeJson } from './page-boot';

// The web build writes route-chunks.json (apps/web/route-chunks.ts, tested there); a small one here.
const routes: PageRoute[] = [
  { pattern: '/', files: ['/assets/site.js', '/assets/home.js'] },
  { pattern: '/player', files: ['/assets/player.js'] },
  { pattern: '/player/', files: ['/assets/player.js', '/assets/player-home.js'] },
  { pattern: '/player/teams', files: ['/assets/player.js', '/assets/teams-layout.js'] },
  { pattern: '/player/teams/', files: ['/assets/player.js', '/assets/teams.js'] },
  { pattern: '/player/teams/$teamId', files: ['/assets/player.js', '/assets/team.js'] },
  { pattern: '/player/teams/invitation-notification', files: ['/assets/player.js', '/assets/inv.js'] },
  { pattern: '/explore-tournaments/$tournamentId', files: ['/assets/site.js', '/assets/tournament.js'] },
  { pattern: '/tournament-creator/invitations', files: ['/assets/creator.js', '/assets/requests.js'] },
  { pattern: '/payments/history', files: ['/assets/payments.js', '/assets/history.js'] },
];

function appWithWeb() {
  const webDist = mkdtempSync(join(tmpdir(), 'cancha-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Cancha</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(webDist, 'route-chunks.json'),
    JSON.stringify({ routes, parts: { 'banner-ad': ['/assets/banner-ad.js', '/assets/player.js'] } }),
  );
  const services = testServices({ config: { uploadsDir: mkdtempSync(join(tmpdir(), 'cancha-up-')) } });
  return { services, app: createApp({ services, webDist, trustProxy: NO_PROXY, devOutbox: false }) };
}

const teamInput = (name: string) =>
  ({ name, location: 'Córdoba, Argentina', genderTeam: 'MALE', lat: -31.4201, lng: -64.1888 }) as const;

/** The answers a page carries, by procedure path. */
function bootData(html: string): Map<string, { input?: unknown; data: unknown }> {
  const json = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(
    html,
  )?.[1];
  if (json === undefined) throw new Error('no boot data in the page');
  const answers = JSON.parse(json) as { path: string; input?: unknown; data: unknown }[];
  return new Map(answers.map(({ path, ...rest }) => [path, rest]));
}

describe('matching a page address to its route', () => {
  it('takes the most specific route: a fixed segment over a parameter, an index over its layout', () => {
    expect(matchRoute(routes, '/player')?.route.pattern).toBe('/player/');
    expect(matchRoute(routes, '/player/')?.route.pattern).toBe('/player/');
    expect(matchRoute(routes, '/player/teams')?.route.pattern).toBe('/player/teams/');
    expect(matchRoute(routes, '/player/teams/invitation-notification')?.route.pattern).toBe(
      '/player/teams/invitation-notification',
    );
    expect(matchRoute(routes, '/player/teams/abc')).toEqual({
      route: routes[5],
      params: { teamId: 'abc' },
    });
    expect(matchRoute(routes, '/explore-tournaments/a%20b')?.params).toEqual({ tournamentId: 'a b' });
    expect(matchRoute(routes, '/')?.route.pattern).toBe('/');
  });

  it('matches nothing for an address no route takes, or one that cannot be decoded', () => {
    expect(matchRoute(routes, '/nowhere')).toBeNull();
    expect(matchRoute(routes, '/player/teams/a/b')).toBeNull();
    expect(matchRoute(routes, '/explore-tournaments/%E0%A4%A')).toBeNull();
  });
});

describe('what a page carries to draw without waiting (page-boot.ts)', () => {
  it("names its route's files as low-priority module preloads", async () => {
    const { app } = appWithWeb();
    const html = await (await app.request('/player/teams/abc')).text();
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/player.js"><link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/team.js"></head>',
    );
    expect(await (await app.request('/nowhere')).text()).not.toContain('modulepreload');
  });

  it("adds the banner ad's files where the user sees it: signed in, without the subscription", async () => {
    const { services, app } = appWithWeb();
    const player = await asNewUser(services, { email: 'player@cancha.test' });
    const cookie = `${SESSION_COOKIE_NAME}=${player.token}`;
    const preloads = async (path: string, headers: Record<string, string> = {}) =>
      [
        ...(await (await app.request(path, { headers })).text()).matchAll(
          /modulepreload[^>]*href="([^"]+)"/g,
        ),
      ].map((m) => m[1]);
    expect(await preloads('/player/', { cookie })).toEqual([
      '/assets/player.js',
      '/assets/player-home.js',
      '/assets/banner-ad.js',
    ]);
    // The public site shows no banner; a visitor sees none; nor does a subscriber.
    expect(await preloads('/', { cookie })).not.toContain('/assets/banner-ad.js');
    expect(await preloads('/player/')).not.toContain('/assets/banner-ad.js');
    const nextMonth = new Date(Date.now() + 30 * 86_400_000);
    await execute(
      services.db.update(users).set({ subscribedUntil: nextMonth }).where(eq(users.id, player.user.id)),
    );
    expect(await preloads('/player/', { cookie })).not.toContain('/assets/banner-ad.js');
  });

  it('answers user.me for everyone, and what the session may read on its page, never another user’s', async () => {
    const { services, app } = appWithWeb();
    const anonymous = bootData(await (await app.request('/player/teams/abc')).text());
    expect(anonymous.get('user.me')?.data).toEqual({ user: null });
    expect(anonymous.get('auth.config')?.data).toMatchObject({ google: false });
    // Signed-in queries refuse a visitor: left out, and the page asks (and is sent to log in) itself.
    expect(anonymous.has('teams.byId')).toBe(false);
    expect(anonymous.has('notifications.list')).toBe(false);

    const captain = await asNewUser(services, { email: 'captain@cancha.test' });
    const team = await captain.api.teams.create(teamInput('Los Pibes'));
    const cookie = `${SESSION_COOKIE_NAME}=${captain.token}`;
    const response = await app.request(`/player/teams/${team.id}`, { headers: { cookie } });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toContain('Cookie');
    const own = bootData(await response.text());
    expect(own.get('user.me')?.data).toMatchObject({ user: { email: 'captain@cancha.test' } });
    expect(own.get('teams.byId')).toEqual({
      input: { teamId: team.id },
      data: JSON.parse(JSON.stringify(await captain.api.teams.byId({ teamId: team.id }))),
    });
    expect(own.get('chat.status')?.input).toEqual({ type: 'team', id: team.id });
    expect(own.has('notifications.list')).toBe(true);
    expect(own.has('invitations.ofTeam')).toBe(true);

    // Another player sees the team as anyone may, and not the captain's invitations or the team's chat.
    const other = await asNewUser(services, { email: 'other@cancha.test' });
    const theirs = bootData(
      await (
        await app.request(`/player/teams/${team.id}`, {
          headers: { cookie: `${SESSION_COOKIE_NAME}=${other.token}` },
        })
      ).text(),
    );
    expect(theirs.get('user.me')?.data).toMatchObject({ user: { email: 'other@cancha.test' } });
    expect(theirs.has('invitations.ofTeam')).toBe(false);
    expect(theirs.get('chat.status')?.data).toMatchObject({ canRead: false });
  });

  it('keeps hostile text inside its script element, and the page still reads it back', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028 & "';
    expect(scriptSafeJson({ name: hostile })).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(scriptSafeJson({ name: hostile }))).toEqual({ name: hostile });

    const { services, app } = appWithWeb();
    const captain = await asNewUser(services, { email: 'captain@cancha.test' });
    const team = await captain.api.teams.create(teamInput('</script><!--<script>alert(1)</script>'));
    const html = await (
      await app.request(`/player/teams/${team.id}`, {
        headers: { cookie: `${SESSION_COOKIE_NAME}=${captain.token}` },
      })
    ).text();
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(bootData(html).get('teams.byId')?.data).toMatchObject({
      name: '</script><!--<script>alert(1)</script>',
    });
  });

  it('is sent compressed to a browser that accepts gzip', async () => {
    const { app } = appWithWeb();
    const response = await app.request('/player/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(bootData(html).get('user.me')?.data).toEqual({ user: null });
  });

  it("reads a page's queries from its search parameters and its signed-in user, as the route's loader does", async () => {
    const { services, app } = appWithWeb();
    const creator = await asNewUser(services, { email: 'creator@cancha.test', role: 'ADMIN' });
    const cookie = `${SESSION_COOKIE_NAME}=${creator.token}`;
    const tournament = await creator.api.tournaments.create(tournamentInput());
    const requests = bootData(
      await (
        await app.request(`/tournament-creator/invitations?id=${tournament.id}`, { headers: { cookie } })
      ).text(),
    );
    expect(requests.get('tournaments.byId')?.input).toEqual({ tournamentId: tournament.id });
    expect(requests.get('registrations.ofTournament')?.data).toEqual([]);
    // Without the parameter the page asks nothing of its own.
    const bare = bootData(
      await (await app.request('/tournament-creator/invitations', { headers: { cookie } })).text(),
    );
    expect(bare.has('tournaments.byId')).toBe(false);

    const history = bootData(await (await app.request('/payments/history', { headers: { cookie } })).text());
    expect(history.get('payments.history')?.input).toEqual({ userId: creator.user.id });
    // A visitor has no user to read a history for.
    expect(bootData(await (await app.request('/payments/history')).text()).has('payments.history')).toBe(
      false,
    );
  });
});
