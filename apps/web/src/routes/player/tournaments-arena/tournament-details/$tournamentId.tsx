import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TournamentDetailsPage } from '@/features/tournaments/tournament-details-page';
import { prefetchPage } from '@/lib/page-queries';
import { type SearchInput, searchText } from '@/lib/search-params';

// docs/product/tournaments.md#tournament-details, docs/product/registrations.md#joining — a tournament's
// details and 'Únete al torneo'; the target of the shared invitation link, which carries the tournament's
// invite token.
export const Route = createFileRoute('/player/tournaments-arena/tournament-details/$tournamentId')({
  validateSearch: (search: SearchInput): { invite?: string } => ({
    invite: searchText(search.invite, { min: 1, max: 100, trim: true }),
  }),
  loaderDeps: ({ search }) => ({ invite: search.invite }),
  staticData: { crumb: msg`Torneo` },
  loader: ({ context, params, deps }) =>
    prefetchPage(context, '/player/tournaments-arena/tournament-details/$tournamentId', {
      ...params,
      ...deps,
    }),
  component: TournamentDetailsRoute,
});

function TournamentDetailsRoute() {
  const { tournamentId } = Route.useParams();
  const { invite } = Route.useSearch();
  // keyed: another tournament's page starts with fresh dialogs.
  return <TournamentDetailsPage key={tournamentId} tournamentId={tournamentId} invite={invite} />;
}
