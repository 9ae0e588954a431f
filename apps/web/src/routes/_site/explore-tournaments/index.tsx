import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ExplorePage } from '@/features/explore/explore-page';
import { exploreShownOf, moreExploreShown, parseExploreSearch } from '@/features/explore/explore-search';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/tournaments.md#explore, docs/product/site-and-navigation.md#public-pages —
// /explore-tournaments: public tournaments for anyone; filter and paging in the URL.
export const Route = createFileRoute('/_site/explore-tournaments/')({
  validateSearch: parseExploreSearch,
  // prefetch, not ensure: a failure is shown on the page with a retry, not as an error page.
  loader: ({ context }) => prefetchPage(context, '/explore-tournaments/'),
  component: ExploreRoute,
});

function ExploreRoute() {
  const { q, shown } = Route.useSearch();
  const navigate = Route.useNavigate();
  const current = exploreShownOf(shown);
  const onQueryChange = useCallback(
    // A new filter starts again from the first cards.
    (next: string | undefined) => void navigate({ search: { q: next }, replace: true, resetScroll: false }),
    [navigate],
  );
  const onMore = useCallback(
    () =>
      void navigate({
        search: (prev) => ({ ...prev, shown: moreExploreShown(current) }),
        replace: true,
        resetScroll: false,
      }),
    [navigate, current],
  );
  return <ExplorePage query={q} shown={current} onQueryChange={onQueryChange} onMore={onMore} />;
}
