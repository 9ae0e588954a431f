import { POST_TYPES, type PostType } from '@cancha/shared';
import { type SearchInput, searchInt, searchOneOf, searchText } from '@/lib/search-params';

// The blog lists' addresses, read by the route definitions (which every visitor loads first): kept apart from the
// paging rules in blog-paging.ts so those load with the pages.

/** Highest page one URL may ask for; past the last real page the list shows the last one. */
export const PAGE_MAX = 200;

/** /blog search (filters and paging in the URL); a bad value is dropped rather than failing the page. */
export interface BlogSearch {
  type?: PostType;
  page?: number;
}

export function parseBlogSearch(search: SearchInput): BlogSearch {
  return { type: searchOneOf(search.type, POST_TYPES), page: searchInt(search.page, 1, PAGE_MAX) };
}

/** /admin/posts search: the title search (trimmed) and the page. */
export interface AdminPostsSearch {
  q?: string;
  page?: number;
}

export function parseAdminPostsSearch(search: SearchInput): AdminPostsSearch {
  return { q: searchText(search.q, { max: 100, trim: true }), page: searchInt(search.page, 1, PAGE_MAX) };
}
