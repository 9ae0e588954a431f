import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { FixtureView } from '@/features/competition/fixture-search';
import { parseExploreTournamentSearch } from '@/features/explore/explore-search';
import { ExploreTournamentPage } from '@/features/explore/explore-tournament-page';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/tournaments.md#explore, docs/product/standings-and-rankings.md#champion — a public tournament's
// page for visitors: standings, champion, fixture or bracket. The fixture's view ('Llave' or 'Rondas') lives in
// the URL.
export const Route = createFileRoute('/_site/explore-tournaments/$tournamentId')({
  validateSearch: parseExploreTournamentSearch,
  loader: ({ context, params }) => prefetchPage(context, '/explore-tournaments/$tournamentId', params),
  component: ExploreTournamentRoute,
});

function ExploreTournamentRoute() {
  const { tournamentId } = Route.useParams();
  const { view } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onViewChange = useCallback(
    (next: FixtureView) => void navigate({ search: { view: next }, replace: true, resetScroll: false }),
    [navigate],
  );
  return (
    <ExploreTournamentPage
      key={tournamentId}
      tournamentId={tournamentId}
      view={view}
      onViewChange={onViewChange}
    />
  );
}
