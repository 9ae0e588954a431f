import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { TeamsPage, type TeamsSearchChange } from '@/features/teams/teams-page';
import { parseTeamsSearch } from '@/features/teams/teams-search';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/teams.md#my-teams, #nearby-teams — 'Mis equipos' and 'Equipos cercanos'; filters and paging
// live in the URL.
export const Route = createFileRoute('/player/teams/')({
  validateSearch: parseTeamsSearch,
  loader: ({ context }) => prefetchPage(context, '/player/teams/'),
  component: TeamsRoute,
});

function TeamsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback<TeamsSearchChange>(
    (next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true, resetScroll: false }),
    [navigate],
  );
  return <TeamsPage search={search} onSearchChange={onSearchChange} />;
}
