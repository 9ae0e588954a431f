import { createFileRoute } from '@tanstack/react-router';
import { PlayerHome } from '@/features/player/player-home';

export const Route = createFileRoute('/player/')({
  component: PlayerHome,
});
