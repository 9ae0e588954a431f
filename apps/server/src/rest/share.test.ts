import { LIMITS, SHARE_DRAWINGS_IN_LINE } from '@cancha/api';
import { playLastRound, tournamentWithTeams } from '@cancha/api/testing';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

// Share images over /api/v1/share (docs/decisions/016-follow-and-share.md).

function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(view.getUint32(0)).toBe(0x89504e47);
  return [view.getUint32(16), view.getUint32(20)];
}

describe('share images over REST', () => {
  // Draws five images in the image worker: seconds of CPU, more on a busy machine.
  it('draws a public tournament’s standings, rounds, match and scorers, new when a result changes', async () => {
    const t = testApp();
    const { creator, tournamentId } = await tournamentWithTeams(t.services, 4, {
      type: 'LEAGUE',
      totalTeams: 4,
    });
    const r = await creator.api.fixtures.generateRound({ tournamentId });
    const visitor = t.client();
    const get = async (path: string, headers?: Record<string, string>) => {
      const res = await t.app.request(path, { headers });
      return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
    };

    const standings = await get(`/api/v1/share/tournaments/${tournamentId}/standings.png`);
    expect(standings.res.status).toBe(200);
    expect(standings.res.headers.get('content-type')).toBe('image/png');
    expect(standings.res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(pngSize(standings.bytes)).toEqual([1080, 1080]);
    const wide = await get(`/api/v1/share/tournaments/${tournamentId}/standings.png?size=wide&locale=en`);
    expect(pngSize(wide.bytes)).toEqual([1200, 630]);
    // Asked again unchanged: the browser's copy stands.
    const etag = standings.res.headers.get('etag')!;
    expect(
      (await get(`/api/v1/share/tournaments/${tournamentId}/standings.png`, { 'if-none-match': etag })).res
        .status,
    ).toBe(304);
    // As RFC 9110 compares: a list of tags, a weak one, and the 304 keeps the caching rules.
    const listed = await get(`/api/v1/share/tournaments/${tournamentId}/standings.png`, {
      'if-none-match': `"other", W/${etag}`,
    });
    expect(listed.res.status).toBe(304);
    expect(listed.res.headers.get('cache-control')).toBe('public, max-age=300');

    const match = r.rounds[0]!.matches.find((m) => m.teamTwoId)!;
    const before = await get(`/api/v1/share/matches/${match.id}.png`);
    expect(before.res.status).toBe(200);
    await playLastRound(creator, r);
    await creator.api.matches.update({
      matchId: match.id,
      teamOneScore: 3,
      teamTwoScore: 1,
      status: 'COMPLETED',
    });
    const after = await get(`/api/v1/share/matches/${match.id}.png`);
    expect(after.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'));
    expect(Buffer.from(after.bytes).equals(Buffer.from(before.bytes))).toBe(false);
    const standingsAfter = await get(`/api/v1/share/tournaments/${tournamentId}/standings.png`);
    expect(standingsAfter.res.headers.get('etag')).not.toBe(etag);

    for (const path of [
      `/api/v1/share/rounds/${r.rounds[0]!.id}.png`,
      `/api/v1/share/tournaments/${tournamentId}/scorers.png?size=wide`,
      `/api/v1/share/tournaments/${tournamentId}/bracket.png?locale=br`,
    ]) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(200);
    }
    expect(
      (await visitor.get(`/api/v1/share/tournaments/${tournamentId}/standings.png?size=huge`)).status,
    ).toBe(400);
    expect((await visitor.get(`/api/v1/share/matches/not-a-match.png`)).status).toBe(404);
  }, 30_000);

  it('keeps a private tournament’s images to those who may open its pages', async () => {
    const t = testApp();
    const { creator, tournamentId } = await tournamentWithTeams(t.services, 4, {
      type: 'LEAGUE',
      totalTeams: 4,
      visibility: 'PRIVATE',
    });
    expect((await t.client().get(`/api/v1/share/tournaments/${tournamentId}/standings.png`)).status).toBe(
      404,
    );
    const res = await t.app.request(`/api/v1/share/tournaments/${tournamentId}/standings.png`, {
      headers: { cookie: `cancha_session=${creator.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
  });

  it('refuses drawings past a full line with 503 and Retry-After, and one address past its share of them', async () => {
    const t = testApp();
    const { creator, tournamentId } = await tournamentWithTeams(t.services, 8, {
      type: 'LEAGUE',
      totalTeams: 8,
    });
    const generated = await creator.api.fixtures.generateRound({ tournamentId });
    const matchIds = generated.rounds.flatMap((r) => r.matches.filter((m) => m.teamTwoId).map((m) => m.id));
    // Every picture asked for once, none kept yet: each is a drawing.
    const pictures = matchIds.flatMap((id) =>
      ['es', 'en', 'br'].flatMap((locale) =>
        ['square', 'wide'].map((size) => `/api/v1/share/matches/${id}.png?size=${size}&locale=${locale}`),
      ),
    );
    expect(pictures.length).toBeGreaterThan(2 * SHARE_DRAWINGS_IN_LINE);

    // Many addresses at once: the line takes what it holds, the rest are told to come back.
    const burst = await Promise.all(
      pictures.slice(0, 2 * SHARE_DRAWINGS_IN_LINE).map(async (path) => {
        const visitor = t.client();
        return await visitor.get(path);
      }),
    );
    const busy = burst.filter((res) => res.status === 503);
    expect(burst.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(
      SHARE_DRAWINGS_IN_LINE - 1,
    );
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.res.headers.get('retry-after')).toBe('2');
    expect(busy[0]!.json).toMatchObject({ code: 'SERVER_BUSY' });

    // One address, one picture after another: past its share of drawings a minute it waits; kept ones still come.
    const one = t.client();
    const statuses: number[] = [];
    for (const path of pictures.slice(
      2 * SHARE_DRAWINGS_IN_LINE,
      2 * SHARE_DRAWINGS_IN_LINE + LIMITS.shareDrawsPerAddress.limit + 1,
    ))
      statuses.push((await one.get(path)).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    const refused = await one.get(pictures.at(-1)!);
    expect(refused.status).toBe(429);
    expect(refused.res.headers.get('retry-after')).toBe('60');
    expect((await one.get(pictures[2 * SHARE_DRAWINGS_IN_LINE]!)).status).toBe(200);
  }, 60_000);
});
