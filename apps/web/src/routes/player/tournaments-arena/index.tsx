import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlayerTournamentsPage } from '@/features/player/player-sections';

export const Route = createFileRoute('/player/tournaments-arena/')({
  staticData: { crumb: msg`Torneos` },
  component: PlayerTournamentsPage,
});
