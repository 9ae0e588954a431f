import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlayerLayout } from '@/features/layout/player-layout';
import { requireArea } from '@/lib/route-guards';

// docs/product/accounts.md#session, docs/product/site-and-navigation.md#areas-and-guards — players only: no
// session → /login, no role → /role-user, ADMIN → /tournament-creator.
export const Route = createFileRoute('/player')({
  beforeLoad: ({ context }) => requireArea(context, 'player'),
  staticData: { crumb: msg`Inicio` },
  component: PlayerLayout,
});
