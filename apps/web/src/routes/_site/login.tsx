import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginForm } from '@/features/auth/login-form';
import { requireArea } from '@/lib/route-guards';

const LoginSearch = z.object({
  /** Prefilled after registering. */
  email: z.string().max(254).optional().catch(undefined),
  /** Set by /register, for the third-party-cookies notice. */
  registered: z.boolean().optional().catch(undefined),
  /** An ErrorCode sent back by the Google sign-in. */
  error: z.string().max(64).optional().catch(undefined),
});

export const Route = createFileRoute('/_site/login')({
  validateSearch: LoginSearch,
  // spec: platform §4 — a logged-in user is sent to the home of their role.
  beforeLoad: ({ context }) => requireArea(context, 'guest'),
  component: LoginPage,
});

function LoginPage() {
  const { email, registered, error } = Route.useSearch();
  return <LoginForm initialEmail={email} registered={registered} oauthError={error} />;
}
