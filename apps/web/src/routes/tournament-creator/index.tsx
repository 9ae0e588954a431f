import { createFileRoute } from '@tanstack/react-router';
import { CreatorHome } from '@/features/creator/creator-home';

export const Route = createFileRoute('/tournament-creator/')({
  component: CreatorHome,
});
