import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { moreRankingShown, parseRankingSearch, rankingShownOf } from '@/features/ranking/ranking';
import { RankingPage } from '@/features/ranking/ranking-page';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/standings-and-rankings.md#ranking — /player/ranking: the team ranking, 10 rows then 'Ver más'
// adds 10; how many are shown lives in the URL.
export const Route = createFileRoute('/player/ranking/')({
  validateSearch: parseRankingSearch,
  staticData: { crumb: msg`Ranking` },
  loader: ({ context }) => prefetchPage(context, '/player/ranking/'),
  component: RankingRoute,
});

function RankingRoute() {
  const { shown } = Route.useSearch();
  const navigate = Route.useNavigate();
  const current = rankingShownOf(shown);
  const onMore = useCallback(
    () => void navigate({ search: { shown: moreRankingShown(current) }, replace: true, resetScroll: false }),
    [navigate, current],
  );
  return <RankingPage shown={current} onMore={onMore} />;
}
