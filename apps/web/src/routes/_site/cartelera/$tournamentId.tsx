import { createFileRoute } from '@tanstack/react-router';
import { BoardPage } from '@/features/match-day/board-page';
import { prefetchPage } from '@/lib/page-queries';
import { searchText } from '@/lib/search-params';

// docs/decisions/014 — /cartelera/$tournamentId?date=: the day's board, a column per pitch, for phones and a
// club's TV. Public like the tournament's own page.
export const Route = createFileRoute('/_site/cartelera/$tournamentId')({
  validateSearch: (search: Record<string, unknown>): { date?: string; invite?: string } => ({
    date: searchText(search.date, { max: 10, trim: true }),
    invite: searchText(search.invite, { max: 100, trim: true }),
  }),
  loaderDeps: ({ search }) => ({ date: search.date, invite: search.invite }),
  loader: ({ context, params, deps }) =>
    prefetchPage(context, '/cartelera/$tournamentId', { ...params, ...deps }),
  component: BoardRoute,
});

function BoardRoute() {
  const { tournamentId } = Route.useParams();
  const { date, invite } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BoardPage
      tournamentId={tournamentId}
      date={date}
      invite={invite}
      onDateChange={(next) =>
        void navigate({ search: { date: next, invite }, replace: true, resetScroll: false })
      }
    />
  );
}
