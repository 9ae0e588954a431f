import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CreatorTournamentPage } from '@/features/tournaments/creator-tournament-page';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/tournaments.md#creator-tournament-page — /tournament-creator/tournament?tournamentId={id}:
// the tournament, its standings, next matches and champion, and the owner's tools.
export const Route = createFileRoute('/tournament-creator/tournament/')({
  loaderDeps: ({ search }) => ({ tournamentId: search.tournamentId ?? '' }),
  staticData: { crumb: msg`Torneo` },
  loader: ({ context, deps }) => prefetchPage(context, '/tournament-creator/tournament/', deps),
  component: CreatorTournamentRoute,
});

function CreatorTournamentRoute() {
  const { tournamentId = '' } = Route.useSearch();
  return <CreatorTournamentPage key={tournamentId} tournamentId={tournamentId} />;
}
