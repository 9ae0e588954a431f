import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, sqliteEngine } from '@cancha/db';
import { standingsCard } from '../../packages/api/src/share/share-cards';
import { drawShareCard, readShields, type ShareSize } from '../../packages/api/src/share/share-render';
import { fileUploads } from '../../packages/api/src/uploads/store';

// Drawing a share image (docs/decisions/016-follow-and-share.md): the standings of the 64-team season read and drawn
// as a link preview and as a square, as a first request after a result does. The first drawing of the process (the
// renderer and fonts loading) is reported apart.

export async function measureShareDrawing(path: string, tournamentId: string, runs: number) {
  const db = openDatabase(path);
  const uploads = fileUploads(mkdtempSync(join(tmpdir(), 'cancha-share-')));
  const draw = async (size: ShareSize) => {
    const start = performance.now();
    const card = await standingsCard(sqliteEngine(db), null, tournamentId, 'es');
    const png = await drawShareCard({
      card,
      size,
      locale: 'es',
      site: 'cancha.example',
      shields: await readShields(card, uploads),
    });
    return { ms: performance.now() - start, bytes: png.byteLength };
  };
  const first = await draw('wide');
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    for (const size of ['wide', 'square'] as const) {
      const drawn = await draw(size);
      times.push(drawn.ms);
      bytes = Math.max(bytes, drawn.bytes);
    }
  }
  db.$client.close();
  return { firstMs: first.ms, times, bytes };
}

/**
 * What a burst of share images nobody has drawn yet costs everyone else (issue 40): every match picture of the
 * season asked for at once, as crawlers and a page full of previews would, while another client asks the server's
 * health endpoint one request after another. The drawings run on the drawing worker; the health answers must not
 * wait for them. Refused drawings (a full line, the per-address limit) count as answered: that is the point.
 */
export async function healthDuringDraws(url: string, tournamentId: string, count: number) {
  const rounds = (await (
    await fetch(`${url}/trpc/explore.rounds?input=${encodeURIComponent(JSON.stringify({ tournamentId }))}`)
  ).json()) as { result: { data: { rounds: { matches: { id: string; teamTwoId: string | null }[] }[] } } };
  const matchIds = rounds.result.data.rounds
    .flatMap((r) => r.matches.filter((m) => m.teamTwoId).map((m) => m.id))
    .slice(0, count);
  const statuses = new Map<number, number>();
  let drawing = true;
  const draws = Promise.all(
    matchIds.map(async (id) => {
      const res = await fetch(`${url}/api/v1/share/matches/${id}.png?size=wide`);
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }),
  ).finally(() => {
    drawing = false;
  });
  const times: number[] = [];
  while (drawing) {
    const start = performance.now();
    await (await fetch(`${url}/healthz`)).arrayBuffer();
    times.push(performance.now() - start);
  }
  await draws;
  const sorted = [...times].sort((a, b) => a - b);
  const p90 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.9))] ?? 0;
  return { p90, samples: times.length, statuses: Object.fromEntries(statuses) };
}
