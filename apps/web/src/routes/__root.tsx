import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { CookieBanner } from '@/components/cookie-banner';
import { lazyDialog } from '@/components/lazy-dialog';
import { LazyErrorPage, LazyNotFoundPage } from '@/components/lazy-error-page';
import { ScrollToTop } from '@/components/scroll-to-top';
import { Splash } from '@/components/splash';
import { Toaster } from '@/components/toaster';
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
  return (
    <>
      <Outlet />
      <ScrollToTop />
      <CookieBanner />
      <Toaster />
      <PwaLayer />
      <Splash />
    </>
  );
}
