import { getRouteApi } from '@tanstack/react-router';
import type { ViewerArea } from '@/lib/area';
import { MatchDetailPage } from './match-detail-page';

// The player and the creator areas both have this screen: one component for both, reading the route of the
// viewer's area. The two routes declare the same search parameters, so either's API reads both.
const MATCH_DETAIL = {
  player: getRouteApi('/player/tournaments-arena/fixture/match-detail/$roundId'),
  creator: getRouteApi('/tournament-creator/fixture/match-detail/$roundId'),
};

/** A match's detail: read-only for players, with the editors for the tournament's creator. */
export function MatchDetailRoute({ area }: { area: ViewerArea }) {
  const { matchId = '' } = (MATCH_DETAIL[area] as (typeof MATCH_DETAIL)['player']).useSearch();
  // keyed: another match starts with fresh forms and dialogs.
  return <MatchDetailPage key={matchId} area={area} matchId={matchId} />;
}
