import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { CookieBanner } from '@/components/cookie-banner';
import { LazyErrorPage, LazyNotFoundPage } from '@/components/lazy-error-page';
import { ScrollToTop } from '@/components/scroll-to-top';
import { Splash } from '@/components/splash';
import { Toaster } from '@/components/toaster';
import type { RouterContext } from '@/lib/router-context';

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
      <Splash />
    </>
  );
}
