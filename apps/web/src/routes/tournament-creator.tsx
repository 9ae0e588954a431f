import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CreatorLayout } from '@/features/layout/creator-layout';
import { requireArea } from '@/lib/route-guards';

// docs/product/site-and-navigation.md#areas-and-guards — the creator check: no session → /login, no role →
// /role-user, a PARTICIPANT → /player (and never sees the creator page).
export const Route = createFileRoute('/tournament-creator')({
  beforeLoad: ({ context }) => requireArea(context, 'creator'),
  staticData: { crumb: msg`Inicio` },
  component: CreatorLayout,
});
