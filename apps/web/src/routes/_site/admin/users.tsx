import { createFileRoute } from '@tanstack/react-router';
import { RegisteredUsers } from '@/features/admin/registered-users';
import { RegisteredUsersSkeleton } from '@/features/admin/registered-users-skeleton';
import { AdminTabs } from '@/features/blog/admin-tabs';
import { requireArea } from '@/lib/route-guards';

// spec: platform §2 Site-owner area, §6 — site owners only; anyone else, logged in or not, goes to /login.
export const Route = createFileRoute('/_site/admin/users')({
  beforeLoad: ({ context }) => requireArea(context, 'owner'),
  loader: ({ context: { queryClient, trpc } }) => queryClient.ensureQueryData(trpc.user.list.queryOptions()),
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
