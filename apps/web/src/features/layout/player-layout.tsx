import { needsProfileCompletion } from '@cancha/shared';
import { Outlet } from '@tanstack/react-router';
import { AvatarMenu } from '@/features/account/avatar-menu';
import { BannerAd } from '@/features/ads/ad-slot';
import { VideoAdSlot } from '@/features/ads/video-ad-slot';
import { RequireUser, useRequiredUser } from '@/features/auth/current-user';
import { PlayerBottomNav } from '@/features/player/player-bottom-nav';
import { AppHeader, AppMain } from './app-header';

/**
 * The player area: header, breadcrumbs, the page, and the bottom menu (disabled until the profile is complete); for
 * users without the subscription, the banner ad above the page and the video ad once per session.
 */
export function PlayerLayout() {
  return (
    <RequireUser>
      <PlayerShell />
    </RequireUser>
  );
}

function PlayerShell() {
  const user = useRequiredUser();
  // data-bottom-nav gives the page the bottom menu's height (styles.css), also read by the cookie banner and
  // the scroll-to-top button so they sit above the menu.
  return (
    <div
      data-bottom-nav
      className="flex min-h-dvh flex-col pb-[calc(var(--bottom-nav-height)+env(safe-area-inset-bottom))]"
    >
      <AppHeader home="/player" menu={<AvatarMenu />} />
      <AppMain>
        <BannerAd />
        <Outlet />
      </AppMain>
      <PlayerBottomNav disabled={needsProfileCompletion(user)} />
      <VideoAdSlot />
    </div>
  );
}
