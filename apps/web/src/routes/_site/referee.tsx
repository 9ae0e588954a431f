import { createFileRoute } from '@tanstack/react-router';
import { RefereeAnswerPage } from '@/features/match-day/referee-answer-page';
import { RefereeDigestPage } from '@/features/match-day/referee-digest-page';
import { searchOneOf, searchText } from '@/lib/search-params';

// docs/decisions/014 — /referee?match=&token=&answer=: a referee confirms or declines an assignment from the
// e-mail's link, without signing in (the token is the assignment's secret), or signed in as the referee;
// /referee?digest=: every match of the daily e-mail, with 'Confirmar todos'.
export const Route = createFileRoute('/_site/referee')({
  validateSearch: (
    search: Record<string, unknown>,
  ): { match?: string; token?: string; answer?: 'CONFIRMED' | 'DECLINED'; digest?: string } => ({
    match: searchText(search.match, { max: 64, trim: true }),
    digest: searchText(search.digest, { max: 100, trim: true }),
    token: searchText(search.token, { max: 100, trim: true }),
    answer: searchOneOf(search.answer, ['CONFIRMED', 'DECLINED'] as const),
  }),
  component: RefereeRoute,
});

function RefereeRoute() {
  const { match = '', token, answer, digest } = Route.useSearch();
  if (digest && !match) return <RefereeDigestPage token={digest} />;
  return <RefereeAnswerPage matchId={match} token={token} initial={answer} />;
}
