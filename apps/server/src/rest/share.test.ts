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
  });

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
});
