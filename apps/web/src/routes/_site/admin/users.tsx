import { createFileRoute } from '@tanstack/react-router';
import { RegisteredUsers } from '@/features/admin/registered-users';
import { RegisteredUsersSkeleton } from '@/features/admin/registered-users-skeleton';
import { AdminTabs } from '@/features/blog/admin-tabs';
import { prefetchPage } from '@/lib/page-queries';
import { requireArea } from '@/lib/route-guards';

// docs/product/admin.md#owner-screens, #site-owners — site owners only; anyone else, logged in or not, goes
// to /login.
export const Route = createFileRoute('/_site/admin/users')({
  // The skeleton travels with the page, not in every visitor's first load: only site owners ever wait for it.
  codeSplitGroupings: [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  beforeLoad: ({ context }) => requireArea(context, 'owner'),
  loader: ({ context }) => prefetchPage(context, '/admin/users', {}, { ensure: true }),
  pendingComponent: RegisteredUsersSkeleton,
  component: UsersPage,
});

/** 'Usuarios registrados', under the owners' tabs ('Gestionar Posts' | 'Usuarios registrados'). */
function UsersPage() {
  return (
    <>
      <AdminTabs current="users" />
      <RegisteredUsers />
    </>
  );
}
