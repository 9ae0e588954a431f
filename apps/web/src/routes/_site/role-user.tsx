import { createFileRoute } from '@tanstack/react-router';
import { RolePicker } from '@/features/auth/role-picker';
import { requireArea } from '@/lib/route-guards';

// docs/product/accounts.md#role-choice — not logged in → /login; a role already chosen → that role's home.
export const Route = createFileRoute('/_site/role-user')({
  beforeLoad: ({ context }) => requireArea(context, 'role-choice'),
  component: RolePicker,
});
