import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { NewPasswordForm } from '@/features/auth/new-password-form';
import { requireArea } from '@/lib/route-guards';

const NewPasswordSearch = z.object({
  token: z.string().max(200).optional().catch(undefined),
});

export const Route = createFileRoute('/_site/new-password')({
  validateSearch: NewPasswordSearch,
  beforeLoad: ({ context }) => requireArea(context, 'guest'),
  component: NewPasswordPage,
});

function NewPasswordPage() {
  const { token } = Route.useSearch();
  return <NewPasswordForm token={token?.trim() || undefined} />;
}
