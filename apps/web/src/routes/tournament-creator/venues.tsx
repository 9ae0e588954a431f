import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { VenuesPage } from '@/features/match-day/venues-page';
import { prefetchPage } from '@/lib/page-queries';
import { parseTournamentSearch } from '@/lib/search-params';

// docs/decisions/014 — /tournament-creator/venues: the creator's venues and their pitches, for every tournament.
export const Route = createFileRoute('/tournament-creator/venues')({
  // The tournament whose programming sent the organiser here, to go back to it.
  validateSearch: parseTournamentSearch,
  staticData: { crumb: msg`Sedes` },
  loader: ({ context }) => prefetchPage(context, '/tournament-creator/venues', {}),
  component: VenuesRoute,
});

function VenuesRoute() {
  const { tournamentId } = Route.useSearch();
  return <VenuesPage tournamentId={tournamentId} />;
}
