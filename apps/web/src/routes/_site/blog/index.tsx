import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { BlogListPage, type BlogSearchChange } from '@/features/blog/blog-list-page';
import { parseBlogSearch } from '@/features/blog/blog-search';

// docs/product/blog.md#blog-list — the public blog list; the type filter and the page live in the URL.
export const Route = createFileRoute('/_site/blog/')({
  validateSearch: parseBlogSearch,
  component: BlogRoute,
});

function BlogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback<BlogSearchChange>(
    (next, options) =>
      void navigate({
        search: { type: next.type, page: next.page && next.page > 1 ? next.page : undefined },
        // 'Ver más' appends below; a new page or filter starts at the top.
        replace: options?.keepScroll ?? false,
        resetScroll: !options?.keepScroll,
      }),
    [navigate],
  );
  return <BlogListPage search={search} onChange={onChange} />;
}
