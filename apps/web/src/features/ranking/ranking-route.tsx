import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ViewerArea } from '@/lib/area';
import { moreRankingShown, rankingShownOf } from './ranking';
import { RankingPage } from './ranking-page';

// The player and the creator areas both have the ranking: one component for both, reading the route of the
// viewer's area. The two routes declare the same search parameters, so either's API reads both.
const RANKING = {
  player: getRouteApi('/player/ranking/'),
  creator: getRouteApi('/tournament-creator/ranking/'),
};

/** The team ranking, 10 rows then 'Ver más' adds 10; how many are shown lives in the URL. */
export function RankingRoute({ area }: { area: ViewerArea }) {
  const route = RANKING[area] as (typeof RANKING)['player'];
  const { shown } = route.useSearch();
  const navigate = route.useNavigate();
  const current = rankingShownOf(shown);
  const onMore = useCallback(
    () => void navigate({ search: { shown: moreRankingShown(current) }, replace: true, resetScroll: false }),
    [navigate, current],
  );
  return <RankingPage shown={current} onMore={onMore} area={area} />;
}
