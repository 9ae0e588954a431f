import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordForm } from '@/features/auth/new-password-form';
import { requireArea } from '@/lib/route-guards';
import { type SearchInput, searchText } from '@/lib/search-params';

function parseNewPasswordSearch(search: SearchInput): { token?: string } {
  return { token: searchText(search.token, { max: 200 }) };
}

export const Route = createFileRoute('/_site/new-password')({
  validateSearch: parseNewPasswordSearch,
  beforeLoad: ({ context }) => requireArea(context, 'guest'),
  component: NewPasswordPage,
});

function NewPasswordPage() {
  const { token } = Route.useSearch();
  return <NewPasswordForm token={token?.trim() || undefined} />;
}
