import { ADMIN_POSTS_PAGE_SIZE } from '@cancha/shared';

// Pure paging rules of the blog list and the owners' posts list (docs/product/blog.md#blog-list,
// docs/product/admin.md#owner-screens).

/** docs/product/blog.md#blog-list — blog grid 6 per page. */
export const BLOG_PAGE_SIZE = 6;
/** docs/product/blog.md#article — 'also interested' shows 3 posts. */
export const RELATED_COUNT = 3;

/**
 * How the list pages: numbered pages on desktop ('pages'), or 'Ver más' on phones ('more'), where `page` counts
 * how many pages have been appended so far.
 */
export type BlogMode = 'pages' | 'more';

/**
 * The blog list is the featured post (the newest one, index 0) and then a grid of 6 per page over the rest:
 * grid page p holds indices 1 + 6(p − 1) … 6p.
 */
export function blogPageCount(total: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total - 1) / BLOG_PAGE_SIZE));
}

/** What one screen of the blog shows: whether the featured post is on it, and the grid's indices [from, to). */
export interface BlogWindow {
  featured: boolean;
  from: number;
  to: number;
}

export function blogWindow(mode: BlogMode, page: number): BlogWindow {
  const p = Math.max(1, Math.floor(page));
  if (mode === 'more') return { featured: true, from: 1, to: 1 + p * BLOG_PAGE_SIZE };
  return { featured: p === 1, from: 1 + (p - 1) * BLOG_PAGE_SIZE, to: 1 + p * BLOG_PAGE_SIZE };
}

/**
 * The server pages (of BLOG_PAGE_SIZE posts, numbered from 1) that hold a window. Each one is its own cached query,
 * so 'Ver más' and the next page only fetch what is new.
 */
export function serverPagesFor(window: BlogWindow, total?: number): number[] {
  const first = window.featured ? 0 : window.from;
  const last = (total === undefined ? window.to : Math.min(window.to, total)) - 1;
  const pages: number[] = [];
  for (let p = Math.floor(first / BLOG_PAGE_SIZE) + 1; p <= Math.floor(last / BLOG_PAGE_SIZE) + 1; p++) {
    pages.push(p);
  }
  // The first page is always asked for: its answer says how many posts there are.
  return pages.length ? pages : [Math.floor(first / BLOG_PAGE_SIZE) + 1];
}

/**
 * The posts of a window, from the server pages loaded so far. Stops at the first page not loaded yet, so the grid
 * never shows a hole.
 */
export function postsInWindow<T>(
  loaded: ReadonlyMap<number, readonly T[]>,
  window: BlogWindow,
): { featured: T | null; grid: T[]; complete: boolean } {
  const at = (index: number): T | undefined | null => {
    const page = loaded.get(Math.floor(index / BLOG_PAGE_SIZE) + 1);
    if (!page) return null;
    return page[index % BLOG_PAGE_SIZE];
  };
  const featured = window.featured ? (at(0) ?? null) : null;
  const grid: T[] = [];
  let complete = true;
  for (let i = window.from; i < window.to; i++) {
    const post = at(i);
    if (post === null) {
      complete = false;
      break;
    }
    if (post === undefined) break;
    grid.push(post);
  }
  return { featured, grid, complete };
}

/** Phones: is there anything left for 'Ver más'? */
export function hasMorePosts(total: number, page: number): boolean {
  return 1 + page * BLOG_PAGE_SIZE < total;
}

/** The owners' list: pages of 10. */
export function adminPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ADMIN_POSTS_PAGE_SIZE));
}

export function clampPage(page: number | undefined, count: number): number {
  return Math.min(Math.max(1, page ?? 1), Math.max(1, count));
}

/**
 * The numbered buttons of a pager: the first, the last, and the current one with its neighbours; 'gap' where
 * pages are skipped. A gap of a single page shows that page instead.
 */
export function pageItems(current: number, count: number): (number | 'gap')[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const shown = new Set([1, count, current - 1, current, current + 1]);
  if (current <= 3) for (const p of [2, 3, 4]) shown.add(p);
  if (current >= count - 2) for (const p of [count - 3, count - 2, count - 1]) shown.add(p);
  const sorted = [...shown].filter((p) => p >= 1 && p <= count).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  for (const p of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && p - previous === 2) items.push(previous + 1);
    else if (typeof previous === 'number' && p - previous > 2) items.push('gap');
    items.push(p);
  }
  return items;
}

/**
 * docs/product/blog.md#blog-list, #article — 'also interested': the first 3 posts, other than the one being
 * read.
 */
export function relatedPosts<T extends { slug: string }>(
  posts: readonly T[],
  currentSlug: string,
  count = RELATED_COUNT,
): T[] {
  return posts.filter((p) => p.slug !== currentSlug).slice(0, count);
}
