import { createFileRoute, redirect } from '@tanstack/react-router';
import { type SearchInput, searchText } from '@/lib/search-params';

// docs/product/blog.md#article — the article's slug comes from the path or, failing that, from the query
// (/blog/article?slug=…): the query form is sent to the path form; without a slug, to the list.
export const Route = createFileRoute('/_site/blog/article/')({
  validateSearch: (search: SearchInput): { slug?: string } => ({
    slug: searchText(search.slug, { min: 1, max: 200, trim: true }),
  }),
  beforeLoad: ({ search }) => {
    if (search.slug)
      throw redirect({ to: '/blog/article/$slug', params: { slug: search.slug }, replace: true });
    throw redirect({ to: '/blog', replace: true });
  },
});
