import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlayerTeamsPage } from '@/features/player/player-sections';

export const Route = createFileRoute('/player/teams/')({
  staticData: { crumb: msg`Mi equipo` },
  component: PlayerTeamsPage,
});
