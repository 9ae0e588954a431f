import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ChallengeDetailPage } from '@/features/challenges/challenge-detail-page';

// spec: tournaments §2 Player routes — /player/teams/challenges/{challengeId}: the challenge and its match.
export const Route = createFileRoute('/player/teams/challenges/$challengeId')({
  staticData: { crumb: msg`Desafío` },
  loader: ({ context: { queryClient, trpc }, params: { challengeId } }) =>
    queryClient.prefetchQuery(trpc.challenges.byId.queryOptions({ challengeId })),
  component: ChallengeRoute,
});

function ChallengeRoute() {
  const { challengeId } = Route.useParams();
  // keyed: another challenge starts with fresh forms and dialogs.
  return <ChallengeDetailPage key={challengeId} challengeId={challengeId} />;
}
