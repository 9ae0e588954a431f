import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, sqliteEngine } from '@cancha/db';
import { standingsCard } from '../../packages/api/src/share/share-cards';
import { renderShareCard, type ShareSize } from '../../packages/api/src/share/share-render';
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
    const png = await renderShareCard(card, size, {
      uploads,
      site: 'cancha.example',
      more: (n) => `y ${n} más`,
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
