import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { AdminPostsPage, type AdminPostsSearchChange } from '@/features/blog/admin-posts-page';
import { parseAdminPostsSearch } from '@/features/blog/blog-search';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/admin.md#owner-screens — 'Gestionar Posts': the title search and the page live in the URL.
export const Route = createFileRoute('/_site/admin/posts/')({
  validateSearch: parseAdminPostsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchPage(context, '/admin/posts/', { q: deps.q, page: deps.page ? String(deps.page) : undefined }),
  component: AdminPostsRoute,
});

function AdminPostsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback<AdminPostsSearchChange>(
    (next) =>
      void navigate({
        search: { q: next.q, page: next.page && next.page > 1 ? next.page : undefined },
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  return <AdminPostsPage search={search} onChange={onChange} />;
}
