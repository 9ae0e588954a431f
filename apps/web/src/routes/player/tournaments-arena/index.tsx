import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ArenaPage, type ArenaSearchChange } from '@/features/tournaments/arena-page';
import { parseArenaSearch } from '@/features/tournaments/arena-search';

// spec: tournaments §2 Player routes — 'Mis torneos' and 'Únete a un torneo'; filters and paging live in the URL.
export const Route = createFileRoute('/player/tournaments-arena/')({
  validateSearch: parseArenaSearch,
  loader: ({ context: { queryClient, trpc } }) =>
    // prefetch, not ensure: a failure is shown in its own section with a retry, not as an error page.
    Promise.all([
      queryClient.prefetchQuery(trpc.tournaments.playerTournaments.queryOptions()),
      queryClient.prefetchQuery(trpc.tournaments.public.queryOptions()),
    ]),
  component: ArenaRoute,
});

function ArenaRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback<ArenaSearchChange>(
    (next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true, resetScroll: false }),
    [navigate],
  );
  return <ArenaPage search={search} onSearchChange={onSearchChange} />;
}
