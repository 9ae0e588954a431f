import { ADMIN_POSTS_PAGE_SIZE } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import {
  adminPageCount,
  BLOG_PAGE_SIZE,
  blogPageCount,
  blogWindow,
  clampPage,
  hasMorePosts,
  pageItems,
  postsInWindow,
  relatedPosts,
  serverPagesFor,
} from './blog-paging';
import { parseAdminPostsSearch, parseBlogSearch } from './blog-search';

/** n posts, newest first, numbered 0…n−1, split into server pages of 6 as posts.list answers them. */
function serverPages(n: number): Map<number, number[]> {
  const all = Array.from({ length: n }, (_, i) => i);
  const pages = new Map<number, number[]>();
  for (let p = 1; (p - 1) * BLOG_PAGE_SIZE < Math.max(n, 1); p++) {
    pages.set(p, all.slice((p - 1) * BLOG_PAGE_SIZE, p * BLOG_PAGE_SIZE));
  }
  return pages;
}

describe('blog paging (product: blog#blog-list — a featured post, then 6 per page)', () => {
  it('uses 6 posts per page for the blog and 10 for the owners', () => {
    expect(BLOG_PAGE_SIZE).toBe(6);
    expect(ADMIN_POSTS_PAGE_SIZE).toBe(10);
  });

  it('counts grid pages after the featured post', () => {
    expect(blogPageCount(0)).toBe(1);
    expect(blogPageCount(1)).toBe(1);
    expect(blogPageCount(7)).toBe(1);
    expect(blogPageCount(8)).toBe(2);
    expect(blogPageCount(13)).toBe(2);
    expect(blogPageCount(14)).toBe(3);
  });

  it('shows the featured post and 6 cards on page 1, then 6 cards per page', () => {
    const loaded = serverPages(20);
    const one = postsInWindow(loaded, blogWindow('pages', 1));
    expect(one.featured).toBe(0);
    expect(one.grid).toEqual([1, 2, 3, 4, 5, 6]);
    const two = postsInWindow(loaded, blogWindow('pages', 2));
    expect(two.featured).toBeNull();
    expect(two.grid).toEqual([7, 8, 9, 10, 11, 12]);
    const four = postsInWindow(loaded, blogWindow('pages', 4));
    expect(four.grid).toEqual([19]);
    expect(four.complete).toBe(true);
  });

  it('asks only for the server pages a screen needs', () => {
    expect(serverPagesFor(blogWindow('pages', 1))).toEqual([1, 2]);
    expect(serverPagesFor(blogWindow('pages', 2))).toEqual([2, 3]);
    expect(serverPagesFor(blogWindow('pages', 1), 5)).toEqual([1]);
    expect(serverPagesFor(blogWindow('pages', 2), 10)).toEqual([2]);
    expect(serverPagesFor(blogWindow('pages', 1), 0)).toEqual([1]);
    expect(serverPagesFor(blogWindow('more', 3))).toEqual([1, 2, 3, 4]);
    expect(serverPagesFor(blogWindow('more', 3), 9)).toEqual([1, 2]);
  });

  it("accumulates on phones: each 'Ver más' appends the next 6", () => {
    const loaded = serverPages(16);
    expect(postsInWindow(loaded, blogWindow('more', 1)).grid).toEqual([1, 2, 3, 4, 5, 6]);
    expect(postsInWindow(loaded, blogWindow('more', 2)).grid).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(postsInWindow(loaded, blogWindow('more', 3)).grid).toHaveLength(15);
    expect(postsInWindow(loaded, blogWindow('more', 3)).featured).toBe(0);
    expect(hasMorePosts(16, 1)).toBe(true);
    expect(hasMorePosts(16, 2)).toBe(true);
    expect(hasMorePosts(16, 3)).toBe(false);
    expect(hasMorePosts(7, 1)).toBe(false);
    expect(hasMorePosts(8, 1)).toBe(true);
  });

  it('stops at the first server page still loading, so the grid has no hole', () => {
    const loaded = serverPages(20);
    loaded.delete(2);
    const view = postsInWindow(loaded, blogWindow('more', 3));
    expect(view.grid).toEqual([1, 2, 3, 4, 5]);
    expect(view.complete).toBe(false);
  });

  it('has no featured post and no cards for an empty blog', () => {
    const view = postsInWindow(serverPages(0), blogWindow('pages', 1));
    expect(view).toEqual({ featured: null, grid: [], complete: true });
  });

  it('pages the owners list by 10', () => {
    expect(adminPageCount(0)).toBe(1);
    expect(adminPageCount(10)).toBe(1);
    expect(adminPageCount(11)).toBe(2);
    expect(adminPageCount(95)).toBe(10);
  });

  it('clamps a page to the ones that exist', () => {
    expect(clampPage(undefined, 3)).toBe(1);
    expect(clampPage(5, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(4, 0)).toBe(1);
  });

  it('numbers the pager with the ends, the neighbours and gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 7, 8, 9, 10]);
  });

  it("picks 3 'also interested' posts other than the one being read", () => {
    const posts = ['a', 'b', 'c', 'd'].map((slug) => ({ slug }));
    expect(relatedPosts(posts, 'b').map((p) => p.slug)).toEqual(['a', 'c', 'd']);
    expect(relatedPosts(posts, 'z').map((p) => p.slug)).toEqual(['a', 'b', 'c']);
    expect(relatedPosts(posts.slice(0, 1), 'a')).toEqual([]);
  });

  it('drops bad search values instead of failing the page', () => {
    expect(parseBlogSearch({ type: 'NEWS', page: 2 })).toEqual({ type: 'NEWS', page: 2 });
    expect(parseBlogSearch({ type: 'NOPE', page: -1 })).toEqual({ type: undefined, page: undefined });
    expect(parseAdminPostsSearch({ q: '  Fútbol ', page: 3 })).toEqual({ q: 'Fútbol', page: 3 });
    expect(parseAdminPostsSearch({ page: 'x' })).toEqual({ q: undefined, page: undefined });
  });
});
