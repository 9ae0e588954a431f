import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseRankingSearch } from '@/features/ranking/ranking';
import { RankingRoute } from '@/features/ranking/ranking-route';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/standings-and-rankings.md#ranking — /player/ranking: the team ranking, 10 rows then 'Ver más'
// adds 10; how many are shown lives in the URL.
export const Route = createFileRoute('/player/ranking/')({
  validateSearch: parseRankingSearch,
  staticData: { crumb: msg`Ranking` },
  loader: ({ context }) => prefetchPage(context, '/player/ranking/'),
  component: AreaRanking,
});

function AreaRanking() {
  return <RankingRoute area="player" />;
}
