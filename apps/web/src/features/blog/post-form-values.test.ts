import type { PostDto } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import {
  initialPostValues,
  type PostFormValues,
  parseTags,
  postFormData,
  previewReadingTime,
  previewSlug,
  validatePost,
} from './post-form-values';

function post(overrides: Partial<PostDto> = {}): PostDto {
  return {
    id: 'p1',
    title: 'Guía de Fútbol',
    slug: 'guia-de-futbol',
    excerpt: 'Un resumen propio',
    content: '<p>Contenido del post</p>',
    image: null,
    video: 'https://video.example.com/1',
    type: 'GUIDE',
    readingTime: 1,
    status: 'DRAFT',
    tags: ['táctica', 'arqueros'],
    createdAt: '2025-03-05T15:00:00.000Z',
    updatedAt: '2025-03-05T15:00:00.000Z',
    ...overrides,
  };
}

function values(overrides: Partial<PostFormValues> = {}): PostFormValues {
  return { ...initialPostValues(), title: 'Guía de Fútbol', content: '<p>Hola</p>', ...overrides };
}

describe('post form (product: admin#owner-screens, blog#posts, #slug-and-reading-time)', () => {
  it('starts a new post as a PUBLISHED blog post', () => {
    expect(initialPostValues()).toMatchObject({ type: 'BLOG', status: 'PUBLISHED', title: '', content: '' });
  });

  it('starts an edit from the post, leaving a generated excerpt empty', () => {
    expect(initialPostValues(post())).toMatchObject({
      title: 'Guía de Fútbol',
      type: 'GUIDE',
      status: 'DRAFT',
      tags: 'táctica, arqueros',
      excerpt: 'Un resumen propio',
      video: 'https://video.example.com/1',
    });
    expect(initialPostValues(post({ excerpt: 'Contenido del post' })).excerpt).toBe('');
  });

  it('previews the slug (product: blog#slug-and-reading-time) and keeps an edited post its own while the title is the same', () => {
    expect(previewSlug('Guía de Fútbol')).toBe('guia-de-futbol');
    expect(previewSlug('¡Hola, Mundo!  2025')).toBe('hola-mundo-2025');
    expect(previewSlug('')).toBe('post');
    expect(previewSlug('Guía de Fútbol', { title: 'Guía de Fútbol', slug: 'guia-de-futbol-2' })).toBe(
      'guia-de-futbol-2',
    );
    expect(previewSlug('Otra guía', { title: 'Guía de Fútbol', slug: 'guia-de-futbol-2' })).toBe('otra-guia');
  });

  it('previews the reading time: 200 words a minute, rounded up (product: blog#slug-and-reading-time)', () => {
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'gol').join(' ')}</p>`;
    expect(previewReadingTime(words(200))).toBe(1);
    expect(previewReadingTime(words(201))).toBe(2);
    expect(previewReadingTime('')).toBe(0);
  });

  it('splits tags on commas', () => {
    expect(parseTags(' táctica, ,arqueros ,')).toEqual(['táctica', 'arqueros']);
    expect(parseTags('')).toEqual([]);
  });

  it('validates title, content, excerpt, tags and video', () => {
    expect(validatePost(values())).toEqual({});
    expect(validatePost(values({ title: ' ab ' })).title).toBe('titleLength');
    expect(validatePost(values({ title: 'x'.repeat(161) })).title).toBe('titleLength');
    expect(validatePost(values({ content: '<p><br></p>' })).content).toBe('contentEmpty');
    expect(validatePost(values({ excerpt: 'x'.repeat(301) })).excerpt).toBe('excerptTooLong');
    expect(validatePost(values({ tags: 'x'.repeat(41) })).tags).toBe('tagTooLong');
    expect(validatePost(values({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(',') })).tags).toBe(
      'tooManyTags',
    );
    expect(validatePost(values({ video: 'javascript:alert(1)' })).video).toBe('videoInvalid');
    expect(validatePost(values({ video: 'https://youtu.be/x' })).video).toBeUndefined();
  });

  it('takes as video link only what the server takes: an absolute http(s) address (PostFields.video)', () => {
    const video = (text: string) => validatePost(values({ video: text })).video;
    for (const bad of [
      'JAVASCRIPT:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://example.com/a.mp4',
      'http:example.com',
      '//example.com/a',
      'https://youtube.com@evil.example/',
      'https://exa\u0000mple.com',
      'https://example.com/\u202Egpj.exe',
      `https://example.com/${'a'.repeat(481)}`,
    ]) {
      expect(video(bad), bad).toBe('videoInvalid');
    }
    expect(video('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeUndefined();
    expect(video('  HTTP://example.com/clip  ')).toBeUndefined();
    expect(video(`https://example.com/${'a'.repeat(480)}`)).toBeUndefined();
  });

  it('sends the multipart fields of POST posts and of the update (product: blog#calls)', () => {
    const image = new Blob(['x'], { type: 'image/png' });
    const created = postFormData(values({ tags: 'a, b', excerpt: ' ' }), { image });
    expect(created.get('postId')).toBeNull();
    expect(created.get('title')).toBe('Guía de Fútbol');
    expect(created.get('type')).toBe('BLOG');
    expect(created.get('status')).toBe('PUBLISHED');
    expect(created.get('content')).toBe('<p>Hola</p>');
    expect(created.get('slug')).toBe('guia-de-futbol');
    expect(created.get('readingTime')).toBe('1');
    expect(created.get('tags')).toBe('a,b');
    expect(created.get('excerpt')).toBe('');
    expect(created.get('image')).toBeInstanceOf(Blob);

    const updated = postFormData(values(), { postId: 'p1', currentSlug: post({ slug: 'guia-de-futbol-2' }) });
    expect(updated.get('postId')).toBe('p1');
    expect(updated.get('slug')).toBe('guia-de-futbol-2');
    expect(updated.get('image')).toBeNull();
  });
});
