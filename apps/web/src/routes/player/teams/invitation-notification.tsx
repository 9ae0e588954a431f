import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { InvitationsPage } from '@/features/teams/invitations-page';

// spec: tournaments §2 Player routes — 'Invitaciones a equipos'.
export const Route = createFileRoute('/player/teams/invitation-notification')({
  staticData: { crumb: msg`Invitaciones` },
  loader: ({ context: { queryClient, trpc } }) =>
    queryClient.prefetchQuery(trpc.invitations.mine.queryOptions()),
  component: InvitationsPage,
});
