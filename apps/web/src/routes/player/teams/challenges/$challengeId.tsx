import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChallengeDetailPage } from '@/features/challenges/challenge-detail-page';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/challenges.md#challenge-page — /player/teams/challenges/{challengeId}: the challenge and its
// match.
export const Route = createFileRoute('/player/teams/challenges/$challengeId')({
  staticData: { crumb: msg`Desafío` },
  loader: ({ context, params }) => prefetchPage(context, '/player/teams/challenges/$challengeId', params),
  component: ChallengeRoute,
});

function ChallengeRoute() {
  const { challengeId } = Route.useParams();
  // keyed: another challenge starts with fresh forms and dialogs.
  return <ChallengeDetailPage key={challengeId} challengeId={challengeId} />;
}
