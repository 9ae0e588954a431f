import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type * as React from 'react';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { LocaleSwitch } from '@/components/locale-switch';
import { Logo } from '@/components/logo';
import { ROOM_FOR_SCROLL_TOP } from '@/components/scroll-to-top';
import { ThemeToggle } from '@/components/theme-toggle';
import { NotificationBell } from '@/features/notifications/notification-bell';

/**
 * Header of the player and creator areas (always signed in): logo (to the area's home), language, theme, the
 * notifications bell (docs/product/notifications.md#the-bell), the area's user menu.
 */
export function AppHeader({
  home,
  menu,
}: {
  home: '/player' | '/tournament-creator';
  menu: React.ReactNode;
}) {
  const { t } = useLingui();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Link
          to={home}
          aria-label={t`Cancha, inicio de la app`}
          className="inline-flex min-h-11 items-center rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Logo />
        </Link>
        <div className="flex items-center gap-1">
          <LocaleSwitch />
          <ThemeToggle />
          <NotificationBell />
          {menu}
        </div>
      </div>
    </header>
  );
}

/** The page under the header; its bottom leaves room for the scroll-to-top button (components/scroll-to-top.tsx). */
export function AppMain({ children }: { children: React.ReactNode }) {
  return (
    <main
      id="main"
      className={`mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 pt-5 sm:pt-8 ${ROOM_FOR_SCROLL_TOP}`}
    >
      <Breadcrumbs />
      {children}
    </main>
  );
}
