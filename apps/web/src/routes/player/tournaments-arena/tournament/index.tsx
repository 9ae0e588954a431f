import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlayerTournamentPage } from '@/features/tournaments/player-tournament-page';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/tournaments.md#player-tournament-page — /player/tournaments-arena/tournament?tournamentId=:
// the player's view of a tournament (standings, next matches, 'Ver datos del torneo', the 'Equipo a inscribir'
// invitation dialog).
export const Route = createFileRoute('/player/tournaments-arena/tournament/')({
  loaderDeps: ({ search }) => ({ tournamentId: search.tournamentId ?? '' }),
  staticData: { crumb: msg`Torneo` },
  loader: ({ context, deps }) => prefetchPage(context, '/player/tournaments-arena/tournament/', deps),
  component: PlayerTournamentRoute,
});

function PlayerTournamentRoute() {
  const { tournamentId = '' } = Route.useSearch();
  return <PlayerTournamentPage key={tournamentId} tournamentId={tournamentId} />;
}
