import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GroupDrawPage } from '@/features/tournaments/group-draw-page';
import { prefetchPage } from '@/lib/page-queries';
import { parseTournamentSearch } from '@/lib/search-params';

// docs/product/competition.md#groups — /tournament-creator/groups?tournamentId=: the creator's group draw.
export const Route = createFileRoute('/tournament-creator/groups')({
  validateSearch: parseTournamentSearch,
  loaderDeps: ({ search }) => ({ tournamentId: search.tournamentId ?? '' }),
  staticData: { crumb: msg`Grupos` },
  loader: ({ context, deps }) => prefetchPage(context, '/tournament-creator/groups', deps),
  component: GroupDrawRoute,
});

function GroupDrawRoute() {
  const { tournamentId = '' } = Route.useSearch();
  return <GroupDrawPage key={tournamentId} tournamentId={tournamentId} />;
}
