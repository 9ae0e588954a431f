import { createFileRoute } from '@tanstack/react-router';
import { CreatorHome } from '@/features/creator/creator-home';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/tournaments.md#creator-home — 'Lista de torneos' (GET tournaments/creates).
export const Route = createFileRoute('/tournament-creator/')({
  loader: ({ context }) => prefetchPage(context, '/tournament-creator/'),
  component: CreatorHome,
});
