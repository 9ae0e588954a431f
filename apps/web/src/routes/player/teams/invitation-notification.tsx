import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { InvitationsPage } from '@/features/teams/invitations-page';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/teams.md#invitations — 'Invitaciones a equipos'.
export const Route = createFileRoute('/player/teams/invitation-notification')({
  staticData: { crumb: msg`Invitaciones` },
  loader: ({ context }) => prefetchPage(context, '/player/teams/invitation-notification'),
  component: InvitationsPage,
});
