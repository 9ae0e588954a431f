import { createFileRoute } from '@tanstack/react-router';
import { GamePage, type GameSearch } from '@/features/prode/game-page';
import { prefetchPage } from '@/lib/page-queries';
import { type SearchInput, searchInt, searchOneOf, searchText } from '@/lib/search-params';

function parseSearch(search: SearchInput): GameSearch {
  return {
    tab: searchOneOf(search.tab, ['predictions', 'table', 'leagues'] as const),
    round: searchText(search.round, { max: 64, trim: true }),
    league: searchText(search.league, { max: 64, trim: true }),
    page: searchInt(search.page, 1, 100_000),
  };
}

// docs/decisions/015-prode.md — /prode/$gameId?tab=&round=&league=&page=: a game's predictions, leaderboard and
// private leagues.
export const Route = createFileRoute('/_site/prode/$gameId')({
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab, round: search.round }),
  loader: ({ context, params, deps }) => prefetchPage(context, '/prode/$gameId', { ...params, ...deps }),
  component: GameRoute,
});

function GameRoute() {
  const { gameId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <GamePage
      gameId={gameId}
      search={search}
      onSearch={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
