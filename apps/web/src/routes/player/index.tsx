import { createFileRoute } from '@tanstack/react-router';
import { PlayerHome } from '@/features/player/player-home';
import { prefetchPage } from '@/lib/page-queries';

export const Route = createFileRoute('/player/')({
  loader: ({ context }) => prefetchPage(context, '/player/'),
  component: PlayerHome,
});
