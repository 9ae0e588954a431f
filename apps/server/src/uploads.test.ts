// '/uploads/*' on both engines: the folder on SQLite, the uploads table on PostgreSQL, where an image saved through
// one process must be served by every other (docs/decisions/017).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testServices, tinyImage } from '@cancha/api/testing';
import { ENGINE } from '@cancha/db';
import { anotherProcessDb } from '@cancha/db/postgres/testing';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { client, testApp } from './testing/test-app';

const PNG = await tinyImage('image/png');

function avatarForm(): FormData {
  const form = new FormData();
  form.append('file', new File([PNG], 'avatar.png', { type: 'image/png' }));
  return form;
}

/** A signed-in user of `t`'s app who has just uploaded an avatar: its public path. */
async function uploadedAvatar(t: ReturnType<typeof testApp>) {
  const { user, browser } = await t.player();
  const r = await browser.put('/api/v1/user', avatarForm());
  expect(r.status).toBe(200);
  return { user, browser, path: r.json.user.avatar as string };
}

/** The app of a second process: its own services and connections, on the same database. */
function secondProcess(t: ReturnType<typeof testApp>) {
  const services = testServices({
    db: anotherProcessDb(t.services.db),
    config: { uploadsDir: mkdtempSync(join(tmpdir(), 'cancha-uploads-')) },
  });
  const app = createApp({ services, webDist: null, trustProxy: { kind: 'hops', hops: 1 }, devOutbox: false });
  return client(app, services.config.publicUrl);
}

describe('/uploads', () => {
  it(`serves an uploaded image from ${ENGINE === 'postgres' ? 'the uploads table' : 'the folder'}, with the static route's headers`, async () => {
    const t = testApp();
    expect(t.services.uploads.kind).toBe(ENGINE === 'postgres' ? 'table' : 'files');
    const { path, browser } = await uploadedAvatar(t);
    const r = await browser.get(path);
    expect(r.status).toBe(200);
    expect(r.res.headers.get('content-type')).toBe('image/png');
    expect(Number(r.res.headers.get('content-length'))).toBeGreaterThan(0);
    expect(r.res.headers.get('last-modified')).toBeTruthy();
    // No Cache-Control, on either engine: the static route has never sent one for uploads.
    expect(r.res.headers.get('cache-control')).toBeNull();
    expect(r.text).toContain('IEND');
    const head = await t.app.request(path, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(r.res.headers.get('content-length'));
    // Unknown names and paths that leave the folder are not found.
    expect((await browser.get('/uploads/avatars/nope.png')).status).toBe(404);
    expect((await browser.get('/uploads/avatars/..%2f..%2fpackage.json')).status).toBe(404);
  });

  it.skipIf(ENGINE !== 'postgres')(
    "answers from the table with the bytes' SHA-256 as ETag, and 304 to a browser that holds them",
    async () => {
      const t = testApp();
      const { path, browser } = await uploadedAvatar(t);
      const stored = (await t.services.uploads.read(path))!;
      const r = await browser.get(path);
      expect(r.res.headers.get('etag')).toBe(`"${stored.sha256}"`);
      expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
      const again = await browser.get(path, { 'if-none-match': `W/"x", "${stored.sha256}"` });
      expect(again.status).toBe(304);
      expect(again.text).toBe('');
      expect((await browser.get(path, { 'if-none-match': '"other"' })).status).toBe(200);
    },
  );

  it.skipIf(ENGINE !== 'postgres')(
    'serves an image saved through one process from another on the same database, until it is replaced',
    async () => {
      const t = testApp();
      const { path, browser } = await uploadedAvatar(t);
      const other = secondProcess(t);
      const r = await other.get(path);
      expect(r.status).toBe(200);
      expect(r.res.headers.get('content-type')).toBe('image/png');
      const etag = r.res.headers.get('etag')!;
      expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect((await other.get(path, { 'if-none-match': etag })).status).toBe(304);
      // A new avatar through the first process: the old one is gone from the second too.
      const replaced = await browser.put('/api/v1/user', avatarForm());
      expect(replaced.json.user.avatar).not.toBe(path);
      expect((await other.get(path)).status).toBe(404);
      expect((await other.get(replaced.json.user.avatar)).status).toBe(200);
    },
  );
});
