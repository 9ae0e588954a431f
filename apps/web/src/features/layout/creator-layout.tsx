import { Outlet } from '@tanstack/react-router';
import { BannerAd } from '@/features/ads/ad-slot';
import { RequireUser } from '@/features/auth/current-user';
import { CreatorUserMenu } from '@/features/creator/creator-user-menu';
import { AppHeader, AppMain } from './app-header';

/**
 * The tournament-creator area: header with the creator user menu, breadcrumbs, the page; for users without the
 * subscription, the banner ad above the page. No video ad: these screens are an organiser's work
 * (docs/product/payments-and-ads.md#video-ad).
 */
export function CreatorLayout() {
  return (
    <RequireUser>
      <div className="flex min-h-dvh flex-col">
        <AppHeader home="/tournament-creator" menu={<CreatorUserMenu />} />
        <AppMain>
          <BannerAd />
          <Outlet />
        </AppMain>
      </div>
    </RequireUser>
  );
}
