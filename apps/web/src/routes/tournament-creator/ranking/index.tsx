import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { parseRankingSearch } from '@/features/ranking/ranking';
import { RankingRoute } from '@/features/ranking/ranking-route';
import { prefetchPage } from '@/lib/page-queries';

// The team ranking, for an organizer too: which teams win the tournaments (the same list as /player/ranking).
export const Route = createFileRoute('/tournament-creator/ranking/')({
  validateSearch: parseRankingSearch,
  staticData: { crumb: msg`Ranking` },
  loader: ({ context }) => prefetchPage(context, '/tournament-creator/ranking/'),
  component: AreaRanking,
});

function AreaRanking() {
  return <RankingRoute area="creator" />;
}
