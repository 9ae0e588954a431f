import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { CookieBanner } from '@/components/cookie-banner';
import { ErrorPage, NotFoundPage } from '@/components/error-page';
import { ScrollToTop } from '@/components/scroll-to-top';
import { Splash } from '@/components/splash';
import { Toaster } from '@/components/toaster';
import type { RouterContext } from '@/lib/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
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
