import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RegisterForm } from '@/features/auth/register-form';
import { requireArea } from '@/lib/route-guards';

const RegisterSearch = z.object({
  /** Prefilled from a team invitation sent to an address with no account yet. */
  email: z.string().max(254).optional().catch(undefined),
});

export const Route = createFileRoute('/_site/register')({
  validateSearch: RegisterSearch,
  beforeLoad: ({ context }) => requireArea(context, 'guest'),
  component: RegisterPage,
});

function RegisterPage() {
  const { email } = Route.useSearch();
  return <RegisterForm initialEmail={email} />;
}
