import { fetchAll, posts, teams } from '@cancha/db';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

// The REST side of the text rules (packages/shared text.ts): a 400 whose field error is a stable code, never a
// pattern, and no row written.
describe('control characters and non-http(s) links over /api/v1', () => {
  it('POST team with a NUL, a BEL or a right-to-left override in its name answers 400 CONTROL_CHARACTERS', async () => {
    const t = testApp();
    const { browser } = await t.player();
    for (const name of ['Los\u0000Pibes', 'Los\u0007Pibes', '\u202ELos Pibes']) {
      const r = await browser.post('/api/v1/team', { name, location: 'Córdoba', genderTeam: 'MIX' });
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ code: 'VALIDATION', fieldErrors: { name: ['CONTROL_CHARACTERS'] } });
    }
    expect(await fetchAll(t.services.db.select().from(teams))).toHaveLength(0);
  });

  it('POST and PUT posts with a javascript:, JAVASCRIPT: or data: video answer 400 URL_INVALID', async () => {
    const t = testApp();
    const owner = await t.player({ email: 'owner@cancha.test' });
    const form = (video: string) => {
      const f = new FormData();
      f.set('title', 'Golazo');
      f.set('type', 'VIDEO');
      f.set('content', '<p>Mirá</p>');
      f.set('video', video);
      return f;
    };
    const bad = ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>'];
    for (const video of bad) {
      const r = await owner.browser.post('/api/v1/posts', form(video));
      expect(r.status).toBe(400);
      expect(r.json).toMatchObject({ code: 'VALIDATION', fieldErrors: { video: ['URL_INVALID'] } });
    }
    expect(await fetchAll(t.services.db.select().from(posts))).toHaveLength(0);
    const created = await owner.browser.post(
      '/api/v1/posts',
      form('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    );
    expect(created.status).toBe(201);
    for (const video of bad) {
      const r = await owner.browser.put(`/api/v1/posts/${created.json.post.id}`, form(video));
      expect(r.status).toBe(400);
      expect(r.json.fieldErrors).toEqual({ video: ['URL_INVALID'] });
    }
    expect((await fetchAll(t.services.db.select().from(posts))).map((p) => p.video)).toEqual([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ]);
  });
});
