import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '@/features/auth/register-form';
import { requireArea } from '@/lib/route-guards';
import { type SearchInput, searchText } from '@/lib/search-params';

/** `email` is prefilled from a team invitation sent to an address with no account yet. */
function parseRegisterSearch(search: SearchInput): { email?: string } {
  return { email: searchText(search.email, { max: 254 }) };
}

export const Route = createFileRoute('/_site/register')({
  validateSearch: parseRegisterSearch,
  beforeLoad: ({ context }) => requireArea(context, 'guest'),
  component: RegisterPage,
});

function RegisterPage() {
  const { email } = Route.useSearch();
  return <RegisterForm initialEmail={email} />;
}
