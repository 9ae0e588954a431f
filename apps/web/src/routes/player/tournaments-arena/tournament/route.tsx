import { createFileRoute } from '@tanstack/react-router';
import { parseTournamentSearch } from '@/lib/search-params';

// docs/product/tournaments.md#player-tournament-page, #team-in-tournament —
// /player/tournaments-arena/tournament?tournamentId= and, below it, the team in the tournament. Both read the
// tournament from the same search parameter. No crumb here: a crumb links by path only and would lose the
// tournamentId.
export const Route = createFileRoute('/player/tournaments-arena/tournament')({
  validateSearch: parseTournamentSearch,
});
