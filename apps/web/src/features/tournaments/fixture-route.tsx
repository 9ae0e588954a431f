import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { FixtureView } from '@/features/competition/fixture-search';
import type { ViewerArea } from '@/lib/area';
import { FixturePage } from './fixture-page';

// The player and the creator areas both have this screen: one component for both, reading the route of the
// viewer's area. The two routes declare the same search parameters, so either's API reads both.
const FIXTURE = {
  player: getRouteApi('/player/tournaments-arena/fixture/'),
  creator: getRouteApi('/tournament-creator/fixture/'),
};

/** A tournament's fixture: read-only for players and members, with 'Crear ronda' for its creator. */
export function FixtureRoute({ area }: { area: ViewerArea }) {
  const route = FIXTURE[area] as (typeof FIXTURE)['player'];
  const { tournamentId = '', view } = route.useSearch();
  const navigate = route.useNavigate();
  const onViewChange = useCallback(
    (next: FixtureView) =>
      void navigate({ search: (prev) => ({ ...prev, view: next }), replace: true, resetScroll: false }),
    [navigate],
  );
  return (
    <FixturePage
      key={tournamentId}
      area={area}
      tournamentId={tournamentId}
      view={view}
      onViewChange={onViewChange}
    />
  );
}
