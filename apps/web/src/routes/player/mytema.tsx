import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlayerMyTemaPage } from '@/features/player/player-sections';

// docs/product/site-and-navigation.md#placeholders — /player/mytema exists; it has no content of its own yet.
export const Route = createFileRoute('/player/mytema')({
  staticData: { crumb: msg`Mi tema` },
  component: PlayerMyTemaPage,
});
