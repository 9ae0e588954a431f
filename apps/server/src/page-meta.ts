import type { AppServices } from '@cancha/api';
import { posts, tournaments } from '@cancha/db';
import { plainText } from '@cancha/shared';
import { and, eq } from 'drizzle-orm';
import { escapeHtml } from './html';

export interface PageMeta {
  title: string;
  description: string;
  image: string | null;
  url: string;
}

const absolute = (base: string, path: string | null) =>
  path ? (/^https?:/.test(path) ? path : `${base}${path}`) : null;

/** decodeURIComponent that answers null for broken percent-encoding (`%E0%A4%A`) instead of throwing. */
export function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * What a shared link previews (spec: a blog article or a public tournament): found from the address alone, so
 * the HTML the server sends already carries it. Null for any other page, or a draft or private one.
 */
export function pageMeta(services: AppServices, path: string): PageMeta | null {
  const base = services.config.publicUrl;
  const article = /^\/blog\/article\/([^/]+)\/?$/.exec(path);
  if (article) {
    const slug = safeDecode(article[1]!);
    if (slug === null) return null;
    const post = services.db
      .select()
      .from(posts)
      .where(and(eq(posts.slug, slug), eq(posts.status, 'PUBLISHED')))
      .get();
    if (!post) return null;
    return {
      title: `${post.title} · Cancha`,
      description: post.excerpt.slice(0, 200),
      image: absolute(base, post.image),
      url: `${base}${path}`,
    };
  }
  const tournament = /^\/explore-tournaments\/([^/]+)\/?$/.exec(path);
  if (tournament) {
    const id = safeDecode(tournament[1]!);
    if (id === null) return null;
    const row = services.db
      .select()
      .from(tournaments)
      .where(and(eq(tournaments.id, id), eq(tournaments.visibility, 'PUBLIC')))
      .get();
    if (!row) return null;
    const description =
      plainText(row.description ?? '') || `${row.location} · ${row.startDate} – ${row.endDate}`;
    return {
      title: `${row.name} · Cancha`,
      description: description.slice(0, 200),
      image: absolute(base, row.image ?? row.logo),
      url: `${base}${path}`,
    };
  }
  return null;
}

/** The index page with the page's title and Open Graph / Twitter tags in its head. */
export function withMeta(indexHtml: string, meta: PageMeta): string {
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}">` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacer functions: a `$&` or `$'` in a title must stay text, not become a replacement pattern.
  const titled = indexHtml.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`);
  return titled.replace('</head>', () => `    ${tags}\n  </head>`);
}
