import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireArea } from '@/lib/route-guards';

// docs/product/admin.md#owner-screens, #site-owners — the blog admin is for the site owners only; anyone
// else, logged in or not, goes to /login (as /admin/users). The guard covers the list, the new post and the
// edit pages below.
export const Route = createFileRoute('/_site/admin/posts')({
  beforeLoad: ({ context }) => requireArea(context, 'owner'),
  component: Outlet,
});
