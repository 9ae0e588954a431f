import { createFileRoute } from '@tanstack/react-router';
import { CONFIRMATION_RESULTS, type ConfirmationResult } from '@/features/auth/confirmation-results';
import { EmailConfirmedPage } from '@/features/auth/email-confirmed';
import { type SearchInput, searchOneOf } from '@/lib/search-params';

function parseResult(search: SearchInput): { result: ConfirmationResult } {
  return { result: searchOneOf(search.result, CONFIRMATION_RESULTS) ?? 'TOKEN_INVALID' };
}

// Where an e-mailed confirmation link lands (GET /confirm-email confirms, then redirects here).
export const Route = createFileRoute('/_site/email-confirmed')({
  validateSearch: parseResult,
  component: EmailConfirmedRoute,
});

function EmailConfirmedRoute() {
  return <EmailConfirmedPage result={Route.useSearch().result} />;
}
