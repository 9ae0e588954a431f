import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChallengesPage } from '@/features/challenges/challenges-page';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/challenges.md#my-challenges — 'Mis desafíos' (GET challenges).
export const Route = createFileRoute('/player/teams/challenges/')({
  staticData: { crumb: msg`Mis desafíos` },
  // prefetch, not ensure: a failure is shown on the page with a retry, not as an error page.
  loader: ({ context }) => prefetchPage(context, '/player/teams/challenges/'),
  component: ChallengesPage,
});
