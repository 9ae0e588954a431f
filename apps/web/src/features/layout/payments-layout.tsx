import { Outlet } from '@tanstack/react-router';
import type * as React from 'react';
import { AvatarMenu } from '@/features/account/avatar-menu';
import { RequireUser, useRequiredUser } from '@/features/auth/current-user';
import { CreatorUserMenu } from '@/features/creator/creator-user-menu';
import { appPathFor } from '@/lib/guards';
import { AppHeader, AppMain } from './app-header';

/**
 * The subscription pages of any signed-in user with a role (docs/product/payments-and-ads.md#paying): the app
 * header of the user's own area (its logo leads to that area's home, its user menu is that area's), and no
 * ads.
 */
export function PaymentsFrame({ children }: { children: React.ReactNode }) {
  return (
    <RequireUser>
      <PaymentsShell>{children}</PaymentsShell>
    </RequireUser>
  );
}

function PaymentsShell({ children }: { children: React.ReactNode }) {
  const user = useRequiredUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader
        home={appPathFor(user)}
        menu={user.role === 'ADMIN' ? <CreatorUserMenu /> : <AvatarMenu />}
      />
      <AppMain>{children}</AppMain>
    </div>
  );
}

/** Layout of /payments/*. */
export function PaymentsLayout() {
  return (
    <PaymentsFrame>
      <Outlet />
    </PaymentsFrame>
  );
}
