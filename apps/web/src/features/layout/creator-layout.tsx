import { Outlet } from '@tanstack/react-router';
import { RequireUser } from '../auth/current-user';
import { CreatorUserMenu } from '../creator/creator-user-menu';
import { AppHeader, AppMain } from './app-header';

/** The tournament-creator area: header with the creator user menu, breadcrumbs, the page. */
export function CreatorLayout() {
  return (
    <RequireUser>
      <div className="flex min-h-dvh flex-col">
        <AppHeader home="/tournament-creator" menu={<CreatorUserMenu />} />
        <AppMain>
          <Outlet />
        </AppMain>
      </div>
    </RequireUser>
  );
}
