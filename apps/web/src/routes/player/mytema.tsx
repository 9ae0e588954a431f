import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlayerMyTemaPage } from '@/features/player/player-sections';

// tournaments §2 Player routes — /player/mytema exists; its content is not specified.
export const Route = createFileRoute('/player/mytema')({
  staticData: { crumb: msg`Mi tema` },
  component: PlayerMyTemaPage,
});
