import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlayerRankingPage } from '@/features/player/player-sections';

export const Route = createFileRoute('/player/ranking/')({
  staticData: { crumb: msg`Ranking` },
  component: PlayerRankingPage,
});
