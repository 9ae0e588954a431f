import { createFileRoute } from '@tanstack/react-router';
import { AdminTabs } from '@/features/blog/admin-tabs';
import { ManageGames } from '@/features/prode/manage-games';
import { prefetchPage } from '@/lib/page-queries';
import { requireArea } from '@/lib/route-guards';

// docs/product/admin.md#owner-screens — 'Gestionar Juego': the site owners' games of El Prode; anyone else goes to
// /login.
export const Route = createFileRoute('/_site/admin/game')({
  beforeLoad: ({ context }) => requireArea(context, 'owner'),
  loader: ({ context }) => prefetchPage(context, '/admin/game'),
  component: GamePage,
});

function GamePage() {
  return (
    <>
      <AdminTabs current="game" />
      <ManageGames />
    </>
  );
}
