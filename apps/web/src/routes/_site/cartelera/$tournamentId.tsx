import { createFileRoute } from '@tanstack/react-router';
import { BoardPage } from '@/features/match-day/board-page';
import { prefetchPage } from '@/lib/page-queries';
import { searchText } from '@/lib/search-params';

// docs/decisions/014 — /cartelera/$tournamentId?date=&tv=1: the day's board, a column per pitch, for phones and a
// club's TV (tv=1: the page is only the board). Public like the tournament's own page.
export const Route = createFileRoute('/_site/cartelera/$tournamentId')({
  validateSearch: (search: Record<string, unknown>): { date?: string; invite?: string; tv?: 1 } => ({
    date: searchText(search.date, { max: 10, trim: true }),
    invite: searchText(search.invite, { max: 100, trim: true }),
    ...(search.tv === 1 || search.tv === '1' ? { tv: 1 as const } : {}),
  }),
  loaderDeps: ({ search }) => ({ date: search.date, invite: search.invite }),
  loader: ({ context, params, deps }) =>
    prefetchPage(context, '/cartelera/$tournamentId', { ...params, ...deps }),
  component: BoardRoute,
});

function BoardRoute() {
  const { tournamentId } = Route.useParams();
  const { date, invite, tv } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BoardPage
      tournamentId={tournamentId}
      date={date}
      invite={invite}
      tv={tv === 1}
      onDateChange={(next) =>
        void navigate({ search: { date: next, invite, tv }, replace: true, resetScroll: false })
      }
      onTvChange={(on) => void navigate({ search: { date, invite, ...(on ? { tv: 1 as const } : {}) } })}
    />
  );
}
