// A share image draws the teams' uploaded shields, read through the process's upload store (files on SQLite, the
// uploads table on PostgreSQL); a shield the store does not hold is drawn as the team's initials.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDb } from '@cancha/db/testing';
import { describe, expect, it } from 'vitest';
import { fileUploads, type UploadStore } from '../uploads/store';
import { tableUploads } from '../uploads/store-table';
import { tinyImage } from '../uploads/test-images';
import type { ShareCard } from './share-cards';
import { shareDrawer } from './share-image';
import { drawShareCard, readShields } from './share-render';

const LOGO = '/uploads/teams/shield.png';

const card: ShareCard = {
  title: 'Liga de Córdoba',
  subtitle: 'Fecha 1',
  body: {
    kind: 'match',
    line: {
      one: { name: 'Los Pibes', logo: LOGO },
      two: { name: 'La Banda', logo: null },
      score: '2 – 1',
      note: null,
    },
  },
  empty: '',
  isPublic: true,
};

const draw = async (uploads: UploadStore) =>
  drawShareCard({
    card,
    size: 'wide',
    locale: 'es',
    site: 'cancha.test',
    shields: await readShields(card, uploads),
  });

describe('share images read shields from the upload store', () => {
  it('draws the same shield from the folder and from the table, and initials when neither holds it', async () => {
    const shield = await tinyImage('image/png', 64, 64);
    const files = fileUploads(mkdtempSync(join(tmpdir(), 'cancha-shields-')));
    const table = tableUploads(createTestDb());
    const initials = Buffer.from(await draw(files));
    await files.put(LOGO, 'image/png', shield);
    await table.put(LOGO, 'image/png', shield);
    const fromFiles = Buffer.from(await draw(files));
    const fromTable = Buffer.from(await draw(table));
    expect(fromTable.equals(fromFiles)).toBe(true);
    expect(fromFiles.equals(initials)).toBe(false);
  }, 30_000);
});

describe('the drawing worker', () => {
  it('draws off the server’s thread what the server’s thread would draw', async () => {
    const drawing = {
      card,
      size: 'square' as const,
      locale: 'en' as const,
      site: 'cancha.test',
      shields: {},
    };
    const here = Buffer.from(await drawShareCard(drawing));
    const there = Buffer.from(await shareDrawer.draw(drawing, 1080 * 1080));
    expect(there.equals(here)).toBe(true);
    expect([there.readUInt32BE(16), there.readUInt32BE(20)]).toEqual([1080, 1080]);
  }, 30_000);
});
