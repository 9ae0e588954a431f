import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RegistrationsPage } from '@/features/tournaments/registrations-page';
import { prefetchPage } from '@/lib/page-queries';
import { type SearchInput, searchText } from '@/lib/search-params';

// docs/product/registrations.md#answering-requests, #invitations —
// /tournament-creator/invitations?id={tournamentId}: 'Solicitudes de inscripción', the invitation link to
// share and invitations by e-mail.
export const Route = createFileRoute('/tournament-creator/invitations')({
  // Optional, so a missing id shows "not found" on the page and the URL is never rewritten.
  validateSearch: (search: SearchInput): { id?: string } => ({
    id: searchText(search.id, { max: 64, trim: true }),
  }),
  loaderDeps: ({ search }) => ({ id: search.id ?? '' }),
  staticData: { crumb: msg`Solicitudes de inscripción` },
  loader: ({ context, deps }) => prefetchPage(context, '/tournament-creator/invitations', deps),
  component: RegistrationsRoute,
});

function RegistrationsRoute() {
  const { id = '' } = Route.useSearch();
  return <RegistrationsPage key={id} tournamentId={id} />;
}
