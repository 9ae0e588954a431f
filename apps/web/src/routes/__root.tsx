import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { CookieBanner } from '@/components/cookie-banner';
import { lazyDialog } from '@/components/lazy-dialog';
import { LazyErrorPage, LazyNotFoundPage } from '@/components/lazy-error-page';
import { ScrollToTop } from '@/components/scroll-to-top';
import { Splash } from '@/components/splash';
import { Toaster } from '@/components/toaster';
import { useKiosk } from '@/lib/kiosk';
import type { RouterContext } from '@/lib/router-context';

// Loaded once the first page has settled, on every page (features/pwa/pwa-layer.tsx).
const PwaLayer = lazyDialog(
  () => import('@/features/pwa').then((m) => m.PwaLayer),
  () => false,
);

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: LazyErrorPage,
  notFoundComponent: LazyNotFoundPage,
});

function RootLayout() {
  // A board on a club's TV is only the board: nobody there scrolls, accepts cookies or installs the app.
  const kiosk = useKiosk();
  return (
    <>
      <Outlet />
      {kiosk ? null : (
        <>
          <ScrollToTop />
          <CookieBanner />
        </>
      )}
      <Toaster />
      {kiosk ? null : <PwaLayer />}
      <Splash />
    </>
  );
}
