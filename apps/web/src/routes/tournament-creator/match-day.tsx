import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MatchDayPage } from '@/features/match-day/match-day-page';
import { TournamentIconBar } from '@/features/tournaments/tournament-icon-bar';
import { prefetchPage } from '@/lib/page-queries';
import { parseTournamentSearch } from '@/lib/search-params';

// docs/decisions/014 — /tournament-creator/match-day?tournamentId=: pitches, hours, referees, the automatic
// schedule, the day's board and the printed sheets.
export const Route = createFileRoute('/tournament-creator/match-day')({
  validateSearch: parseTournamentSearch,
  loaderDeps: ({ search }) => ({ tournamentId: search.tournamentId ?? '' }),
  staticData: { crumb: msg`Programación` },
  loader: ({ context, deps }) => prefetchPage(context, '/tournament-creator/match-day', deps),
  component: MatchDayRoute,
});

function MatchDayRoute() {
  const { tournamentId = '' } = Route.useSearch();
  // The tournament's sections stay one tap away, under the page's title; the bar lives with the tournaments, the
  // page with the match day.
  return (
    <MatchDayPage
      key={tournamentId}
      tournamentId={tournamentId}
      sections={<TournamentIconBar tournamentId={tournamentId} current="match-day" showRequests />}
    />
  );
}
