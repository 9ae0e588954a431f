import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asNewUser, PRIVATE_NAMES, publicTurnedPrivate, testServices } from '@cancha/api/testing';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { NO_PROXY } from '../client-address';
import { client } from '../testing/test-app';

// docs/decisions/019 over HTTP: the REST paths, share images, calendar feed and server-drawn pages of a tournament
// made private answer outsiders nothing of it (packages/api/src/security/visibility-walk.test.ts walks the router).

function appWithPages() {
  const webDist = mkdtempSync(join(tmpdir(), 'cancha-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html lang="es"><head><title>Cancha</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(webDist, 'route-chunks.json'),
    JSON.stringify({
      routes: [
        { pattern: '/explore-tournaments/$tournamentId', files: ['/assets/tournament.js'] },
        { pattern: '/player/tournaments-arena/fixture', files: ['/assets/fixture.js'] },
      ],
      parts: {},
    }),
  );
  const services = testServices({ config: { uploadsDir: mkdtempSync(join(tmpdir(), 'cancha-up-')) } });
  return { services, app: createApp({ services, webDist, trustProxy: NO_PROXY, devOutbox: false }) };
}

describe('a tournament made private, over HTTP', () => {
  it('answers an unconfirmed account, a confirmed stranger and a visitor nothing of it; its players see it', async () => {
    const { app, services } = appWithPages();
    const f = await publicTurnedPrivate(services);
    const id = f.tournamentId;
    const paths = [
      `/api/v1/tournaments/${id}`,
      `/api/v1/rounds/${id}`,
      `/api/v1/statistics/${id}`,
      `/api/v1/tournaments/${id}/statistics`,
      `/api/v1/tournaments/${id}/scorers`,
      `/api/v1/tournaments/${id}/discipline`,
      `/api/v1/tournaments/${id}/schedule`,
      `/api/v1/tournaments/${id}/calendar.ics`,
      `/api/v1/share/tournaments/${id}/standings.png`,
      `/api/v1/share/tournaments/${id}/scorers.png`,
      `/api/v1/share/rounds/${f.roundId}.png`,
      `/api/v1/share/matches/${f.matchId}.png`,
      `/api/v1/prode/games/${f.gameId}/card`,
      `/explore-tournaments/${id}`,
      `/player/tournaments-arena/fixture?tournamentId=${id}`,
    ];
    const as = async (fields?: Parameters<typeof asNewUser>[1]) => {
      const browser = client(app, services.config.publicUrl);
      if (fields) browser.jar.set(SESSION_COOKIE_NAME, (await asNewUser(services, fields)).token);
      return browser;
    };
    const outsiders = {
      unconfirmed: await as({ emailVerified: false }),
      stranger: await as({}),
      visitor: await as(),
    };
    const marks = [PRIVATE_NAMES.tournament, ...PRIVATE_NAMES.teams];
    const leaks: string[] = [];
    for (const path of paths) {
      for (const [who, browser] of Object.entries(outsiders)) {
        const res = await app.request(path, {
          headers: { cookie: [...browser.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        const body = Buffer.from(await res.arrayBuffer()).toString('latin1');
        // A page is the app's shell either way, and El Prode's game stays (without this tournament's matches); the
        // tournament's own paths answer 401 or 404.
        const refuses = path.startsWith('/api/') && !path.includes('/prode/');
        if ((refuses && res.status < 400) || marks.some((m) => body.includes(m)))
          leaks.push(`${path} as ${who}: ${res.status}`);
      }
    }
    expect(leaks).toEqual([]);

    const player = await as();
    player.jar.set(SESSION_COOKIE_NAME, f.participant.token);
    // (A calendar app holds no session: a private tournament's feed is read with its invitation token.)
    for (const path of paths.filter((p) => p.startsWith('/api/v1/') && !/\.(png|ics)$/.test(p))) {
      expect((await player.get(path)).res.status, path).toBe(200);
    }
  }, 60_000);
});
