import {
  type AppServices,
  createCaller,
  createContextInner,
  headerCookieJar,
  SHARE_SIZES,
} from '@cancha/api';
import { escapeHtml, hasLeagueTable, plainText } from '@cancha/shared';
import { TRPCError } from '@trpc/server';

export interface PageMeta {
  /** A renamed post's current address, when the page was asked for by an old one. */
  movedTo?: string;
  title: string;
  description: string;
  image: string | null;
  /** Given for images of a known size (the share images), so a preview is laid out before it loads. */
  imageSize?: { width: number; height: number };
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
 * What a shared link previews (docs/product/site-and-navigation.md#shared-links — a blog article or a public
 * tournament): found from the address alone, so the HTML the server sends already carries it. Read through
 * the same procedures an anonymous visitor's page calls (posts.bySlug, explore.tournament), so a preview
 * exists exactly when the page does: null for any other page, a draft, a private or a cancelled tournament.
 */
export async function pageMeta(services: AppServices, path: string): Promise<PageMeta | null> {
  const base = services.config.publicUrl;
  const visitor = async () =>
    createCaller(
      await createContextInner(services, { cookies: headerCookieJar(undefined, () => {}), ip: 'page-meta' }),
    );
  const article = /^\/blog\/article\/([^/]+)\/?$/.exec(path);
  if (article) {
    const slug = safeDecode(article[1]!);
    if (slug === null) return null;
    const post = await orNull((await visitor()).posts.bySlug({ slug }));
    if (!post) return null;
    const current = `/blog/article/${encodeURIComponent(post.slug)}`;
    return {
      ...(post.slug === slug ? {} : { movedTo: current }),
      title: `${post.title} · Cancha`,
      description: post.excerpt.slice(0, 200),
      image: absolute(base, post.image),
      url: `${base}${current}`,
    };
  }
  const tournament = /^\/explore-tournaments\/([^/]+)\/?$/.exec(path);
  if (tournament) {
    const id = safeDecode(tournament[1]!);
    if (id === null) return null;
    const card = await orNull((await visitor()).explore.tournament({ tournamentId: id }));
    if (!card) return null;
    const description =
      plainText(card.description ?? '') || `${card.location} · ${card.startDate} – ${card.endDate}`;
    // The preview is the tournament as it stands: its table, or its bracket for a knock-out (the share image).
    const table = hasLeagueTable(card.type) ? 'standings' : 'bracket';
    return {
      title: `${card.name} · Cancha`,
      description: description.slice(0, 200),
      image: `${base}/api/v1/share/tournaments/${encodeURIComponent(card.id)}/${table}.png?size=wide`,
      imageSize: SHARE_SIZES.wide,
      url: `${base}${path}`,
    };
  }
  return null;
}

/** A page that does not exist for a visitor (refused, or an id that is not one) has no preview. */
async function orNull<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      return null;
    throw error;
  }
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
    meta.imageSize ? `<meta property="og:image:width" content="${meta.imageSize.width}">` : '',
    meta.imageSize ? `<meta property="og:image:height" content="${meta.imageSize.height}">` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}">`,
  ]
    .filter(Boolean)
    .join('\n    ');
  // Replacer functions: a `$&` or `$'` in a title must stay text, not become a replacement pattern.
  const titled = indexHtml.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`);
  return titled.replace('</head>', () => `    ${tags}\n  </head>`);
}
