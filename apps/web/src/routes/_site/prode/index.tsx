import { createFileRoute } from '@tanstack/react-router';
import { GamesPage } from '@/features/prode/games-page';
import { prefetchPage } from '@/lib/page-queries';
import { searchText } from '@/lib/search-params';

// docs/decisions/015-prode.md — /prode: the games of El Prode, public like the tournaments they are played over;
// /prode?join=<token> is a private league's invitation link.
export const Route = createFileRoute('/_site/prode/')({
  validateSearch: (search: Record<string, unknown>): { join?: string } => ({
    join: searchText(search.join, { max: 100, trim: true }),
  }),
  loader: ({ context }) => prefetchPage(context, '/prode/'),
  component: ProdeRoute,
});

function ProdeRoute() {
  const { join } = Route.useSearch();
  return <GamesPage join={join} />;
}
