import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ArenaPage, type ArenaSearchChange } from '@/features/tournaments/arena-page';
import { parseArenaSearch } from '@/features/tournaments/arena-search';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/tournaments.md#arena — 'Mis torneos' and 'Únete a un torneo'; filters and paging live in the
// URL.
export const Route = createFileRoute('/player/tournaments-arena/')({
  validateSearch: parseArenaSearch,
  loader: ({ context }) => prefetchPage(context, '/player/tournaments-arena/'),
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
