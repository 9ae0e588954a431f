import { createFileRoute } from '@tanstack/react-router';
import { CreatorHome } from '@/features/creator/creator-home';

// spec: tournaments §2 Creator routes — 'Lista de torneos' (GET tournaments/creates).
export const Route = createFileRoute('/tournament-creator/')({
  loader: ({ context: { queryClient, trpc } }) =>
    // prefetch, not ensure: a failure is shown on the page with a retry, not as an error page.
    queryClient.prefetchQuery(trpc.tournaments.mine.queryOptions()),
  component: CreatorHome,
});
