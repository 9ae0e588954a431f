import { createFileRoute } from '@tanstack/react-router';
import { parseTournamentSearch } from '@/lib/search-params';

// docs/product/tournaments.md#creator-tournament-page — /tournament-creator/tournament?tournamentId={id} and,
// below it, the team in the tournament. Both read the tournament from the same search parameter. A missing or
// bad id is shown as "not found" on the page rather than as an error page (optional, so the URL is never
// rewritten). No crumb here: a crumb links by path only and would lose the tournamentId.
export const Route = createFileRoute('/tournament-creator/tournament')({
  validateSearch: parseTournamentSearch,
});
