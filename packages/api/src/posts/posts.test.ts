import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emailOutbox, fetchAll } from '@cancha/db';
import { excerptOf, readingTime, slugify } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { PNG_BYTES } from '../test-fixtures/images';
import { asNewUser, browserCaller, testServices } from '../testing';

function services() {
  return testServices({ config: { uploadsDir: mkdtempSync(join(tmpdir(), 'cancha-posts-')) } });
}

function form(fields: Record<string, string | Blob>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
}

const owner = async (s: ReturnType<typeof services>) => asNewUser(s, { email: 'owner@cancha.test' });

describe('blog rules (product: blog#slug-and-reading-time)', () => {
  it('slugs drop accents and symbols; reading time is words / 200 rounded up; excerpt falls back to 150 characters', () => {
    expect(slugify('¿Cómo armar tu equipo de fútbol 5?')).toBe('como-armar-tu-equipo-de-futbol-5');
    expect(slugify('  Ñandú   & Cía  ')).toBe('nandu-cia');
    expect(readingTime(`<p>${'palabra '.repeat(200)}</p>`)).toBe(1);
    expect(readingTime(`<p>${'palabra '.repeat(201)}</p>`)).toBe(2);
    expect(readingTime('<p></p>')).toBe(0);
    const long = `<p>${'a'.repeat(400)}</p>`;
    expect(excerptOf(long)).toBe('a'.repeat(150));
    expect(excerptOf(long, 'Resumen propio')).toBe('Resumen propio');
  });
});

describe('posts', () => {
  it('an owner publishes with an image; the server computes slug, reading time and excerpt and cleans the HTML', async () => {
    const s = services();
    const post = await (await owner(s)).api.posts.create(
      form({
        title: 'Cómo entrenar en pretemporada',
        type: 'TUTORIAL',
        content:
          '<h2>Fuerza</h2><p onclick="steal()">Corre <strong>20 minutos</strong>.</p><script>alert(1)</script>' +
          '<a href="javascript:alert(1)">clic</a><img src="x" onerror="alert(1)"><a href="https://cancha.test">ok</a>',
        tags: 'físico, pretemporada',
        image: new Blob([PNG_BYTES], { type: 'image/png' }),
      }),
    );
    expect(post).toMatchObject({
      slug: 'como-entrenar-en-pretemporada',
      status: 'PUBLISHED',
      readingTime: 1,
      tags: ['físico', 'pretemporada'],
      image: expect.stringMatching(/^\/uploads\/posts\/.+\.png$/),
    });
    expect(post.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(post.content).toContain('<strong>20 minutos</strong>');
    expect(post.content).toContain('<a href="https://cancha.test" rel="noopener noreferrer nofollow">ok</a>');
    // An image without a description is marked as decoration, so screen readers do not read its address.
    expect(post.content).toContain('<img src="x" alt="" />');
    expect(post.excerpt).toBe('Fuerza Corre 20 minutos . clic ok');
    // Anyone reads it by its slug.
    const visitor = browserCaller(s).api;
    expect((await visitor.posts.bySlug({ slug: post.slug })).id).toBe(post.id);
  });

  it('a repeated title gets a numbered slug; a new title a new slug', async () => {
    const s = services();
    const api = (await owner(s)).api;
    const base = { type: 'NEWS', content: '<p>Texto</p>' };
    const a = await api.posts.create(form({ ...base, title: 'Arranca la liga' }));
    const b = await api.posts.create(form({ ...base, title: 'Arranca la Liga' }));
    const c = await api.posts.create(form({ ...base, title: 'Arrancá la liga!' }));
    expect([a.slug, b.slug, c.slug]).toEqual(['arranca-la-liga', 'arranca-la-liga-2', 'arranca-la-liga-3']);
    const renamed = await api.posts.update(form({ ...base, postId: b.id, title: 'Fecha 1 de la liga' }));
    expect(renamed.slug).toBe('fecha-1-de-la-liga');
    const same = await api.posts.update(
      form({ ...base, postId: a.id, title: 'Arranca la liga', content: '<p>Otro</p>' }),
    );
    expect(same.slug).toBe('arranca-la-liga');
  });

  it('keeps old addresses of a renamed post leading to it, and never hands them to another post', async () => {
    const s = services();
    const api = (await owner(s)).api;
    const base = { type: 'NEWS', content: '<p>Texto</p>' };
    const post = await api.posts.create(form({ ...base, title: 'Arranca la liga' }));
    await api.posts.update(form({ ...base, postId: post.id, title: 'Fecha 1 de la liga' }));
    await api.posts.update(form({ ...base, postId: post.id, title: 'Fecha 1: resultados' }));
    const visitor = browserCaller(s).api;
    for (const old of ['arranca-la-liga', 'fecha-1-de-la-liga']) {
      expect(await visitor.posts.bySlug({ slug: old })).toMatchObject({
        id: post.id,
        slug: 'fecha-1-resultados',
      });
    }
    // A new post with the old title gets a new address: the old one stays with the post it named.
    const other = await api.posts.create(form({ ...base, title: 'Arranca la liga' }));
    expect(other.slug).toBe('arranca-la-liga-2');
    // Taking an old title back takes its address back.
    const back = await api.posts.update(form({ ...base, postId: post.id, title: 'Arranca la liga' }));
    expect(back.slug).toBe('arranca-la-liga');
    expect((await visitor.posts.bySlug({ slug: 'fecha-1-resultados' })).id).toBe(post.id);
  });

  it('only site owners write: players get FORBIDDEN, visitors UNAUTHORIZED; bad images and bad types are refused', async () => {
    const s = services();
    const fields = { title: 'Post', type: 'BLOG', content: '<p>Hola</p>' };
    await expect((await asNewUser(s)).api.posts.create(form(fields))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(browserCaller(s).api.posts.create(form(fields))).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const api = (await owner(s)).api;
    await expect(
      api.posts.create(form({ ...fields, image: new Blob(['<svg onload="x"/>'], { type: 'image/png' }) })),
    ).rejects.toMatchObject({ message: 'FILE_INVALID' });
    await expect(api.posts.create(form({ ...fields, type: 'GOSSIP' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(api.posts.create(form({ ...fields, content: '<p>  </p>' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const post = await api.posts.create(form(fields));
    await expect((await asNewUser(s)).api.posts.delete({ postId: post.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await api.posts.delete({ postId: post.id });
    await expect(browserCaller(s).api.posts.bySlug({ slug: post.slug })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('lists published posts newest first, by type and page; drafts only for owners; title search ignores case', async () => {
    const s = services();
    const api = (await owner(s)).api;
    for (let i = 1; i <= 8; i++) {
      await api.posts.create(
        form({ title: `Nota ${i}`, type: i % 2 ? 'NEWS' : 'BLOG', content: `<p>Texto ${i}</p>` }),
      );
    }
    await api.posts.create(
      form({ title: 'Borrador secreto', type: 'NEWS', content: '<p>x</p>', status: 'DRAFT' }),
    );
    const visitor = browserCaller(s).api;
    const first = await visitor.posts.list({ page: 1, pageSize: 6 });
    expect(first).toMatchObject({ total: 8, pages: 2, page: 1 });
    expect(first.posts).toHaveLength(6);
    expect((await visitor.posts.list({ page: 2, pageSize: 6 })).posts).toHaveLength(2);
    expect((await visitor.posts.list({ type: 'NEWS', page: 1, pageSize: 6 })).total).toBe(4);
    expect((await visitor.posts.list({ includeDrafts: true, page: 1, pageSize: 10 })).total).toBe(8);
    expect((await api.posts.list({ includeDrafts: true, page: 1, pageSize: 10 })).total).toBe(9);
    expect(
      (await api.posts.list({ q: 'BORRADOR', includeDrafts: true, page: 1, pageSize: 10 })).posts[0]!.title,
    ).toBe('Borrador secreto');
    await expect(visitor.posts.bySlug({ slug: 'borrador-secreto' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('finds a title whatever its accents and case: "guia" finds "Guía", "GUÍA" finds "guia"', async () => {
    const s = services();
    const api = (await owner(s)).api;
    await api.posts.create(form({ title: 'Guía para capitanes', type: 'BLOG', content: '<p>x</p>' }));
    await api.posts.create(form({ title: 'La guia del árbitro', type: 'BLOG', content: '<p>x</p>' }));
    const titles = async (q: string) =>
      (await api.posts.list({ q, page: 1, pageSize: 10 })).posts.map((p) => p.title).sort();
    expect(await titles('guia')).toEqual(['Guía para capitanes', 'La guia del árbitro']);
    expect(await titles('GUÍA')).toEqual(['Guía para capitanes', 'La guia del árbitro']);
    expect(await titles('arbitro')).toEqual(['La guia del árbitro']);
  });
});

describe('contact', () => {
  it('stores the message and e-mails every site owner; requires every field and a valid e-mail', async () => {
    const s = testServices({ config: { ownerEmails: ['a@cancha.test', 'b@cancha.test'] } });
    const visitor = browserCaller(s).api;
    await visitor.contact.send({
      name: 'Lía',
      email: 'lia@example.com',
      description: 'Quiero sumar mi club.',
    });
    const mails = await fetchAll(s.db.select().from(emailOutbox));
    expect(mails.map((m) => m.to).sort()).toEqual(['a@cancha.test', 'b@cancha.test']);
    expect(mails[0]!.text).toContain('Quiero sumar mi club.');
    await expect(
      visitor.contact.send({ name: 'Lía', email: 'lia@', description: 'x' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(
      visitor.contact.send({ name: '', email: 'lia@example.com', description: 'x' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
