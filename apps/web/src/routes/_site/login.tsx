import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '@/features/auth/login-form';
import { requireArea } from '@/lib/route-guards';
import { type SearchInput, searchFlag, searchText } from '@/lib/search-params';

interface LoginSearch {
  /** Prefilled after registering. */
  email?: string;
  /** Set by /register, for the third-party-cookies notice. */
  registered?: boolean;
  /** An ErrorCode sent back by the Google sign-in. */
  error?: string;
}

function parseLoginSearch(search: SearchInput): LoginSearch {
  return {
    email: searchText(search.email, { max: 254 }),
    registered: searchFlag(search.registered),
    error: searchText(search.error, { max: 64 }),
  };
}

export const Route = createFileRoute('/_site/login')({
  validateSearch: parseLoginSearch,
  // docs/product/site-and-navigation.md#areas-and-guards — a logged-in user is sent to the home of their
  // role.
  beforeLoad: ({ context }) => requireArea(context, 'guest'),
  component: LoginPage,
});

function LoginPage() {
  const { email, registered, error } = Route.useSearch();
  return <LoginForm initialEmail={email} registered={registered} oauthError={error} />;
}
