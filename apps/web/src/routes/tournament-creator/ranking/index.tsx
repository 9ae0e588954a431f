import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { moreRankingShown, parseRankingSearch, rankingShownOf } from '@/features/ranking/ranking';
import { RankingPage } from '@/features/ranking/ranking-page';
import { prefetchPage } from '@/lib/page-queries';

// The team ranking, for an organizer too: which teams win the tournaments (the same list as /player/ranking).
export const Route = createFileRoute('/tournament-creator/ranking/')({
  validateSearch: parseRankingSearch,
  staticData: { crumb: msg`Ranking` },
  loader: ({ context }) => prefetchPage(context, '/tournament-creator/ranking/'),
  component: CreatorRankingRoute,
});

function CreatorRankingRoute() {
  const { shown } = Route.useSearch();
  const navigate = Route.useNavigate();
  const current = rankingShownOf(shown);
  const onMore = useCallback(
    () => void navigate({ search: { shown: moreRankingShown(current) }, replace: true, resetScroll: false }),
    [navigate, current],
  );
  return <RankingPage shown={current} onMore={onMore} area="creator" />;
}
