import './styles.css';
import type { MessageDescriptor } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { LazyErrorPage, LazyNotFoundPage } from './components/lazy-error-page';
import { endLocalSession } from './features/auth/session-actions';
import { listenForInstallPrompt } from './features/pwa/install-prompt';
import { adoptBootData } from './lib/boot-data';
import { loadErrorTexts } from './lib/error-texts';
import { activateLocale, i18n, initialLocale } from './lib/i18n';
import { applyTheme, preferredTheme } from './lib/theme';
import { queryClient, setUnauthenticatedHandler, trpc } from './lib/trpc';
import { keepWebFontForNextVisit } from './lib/web-font';
import { routeTree } from './routeTree.gen';

const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  // Loaders read through the query cache (ensureQueryData), which decides freshness itself.
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultErrorComponent: LazyErrorPage,
  defaultNotFoundComponent: LazyNotFoundPage,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    /** The route's name in the breadcrumbs (components/breadcrumbs.tsx). */
    crumb?: MessageDescriptor;
  }
}

// A call answered UNAUTHENTICATED means the session ended elsewhere (expired, signed out on another tab).
setUnauthenticatedHandler(() => {
  endLocalSession(queryClient);
  void router.navigate({ to: '/login' });
});

listenForInstallPrompt();

async function start() {
  // A page the server did not fill (the worker's copy of the app, opened without signal) draws from what the phone
  // kept of the user's data, before anything asks the network.
  if (!document.getElementById('boot-data') || !navigator.onLine) {
    await import('./features/pwa').then((pwa) => pwa.restoreKeptData(queryClient)).catch(() => undefined);
  }
  adoptBootData(queryClient, trpc);
  // The error sentences are their own chunk (lib/error-texts.ts), off the first render's path: fetched beside the
  // page's own code, so a screen that words a refusal on arrival (a closed registration) rarely waits for it.
  loadErrorTexts().catch(() => undefined);
  // The page's own code starts downloading now, beside the session check its route guards make first, rather than
  // one round trip after it: on a slow phone that trip is a visible part of opening the app.
  for (const route of router.getMatchedRoutes(window.location.pathname)[0]) {
    router.loadRouteChunk(route)?.catch(() => undefined);
  }
  applyTheme(preferredTheme());
  keepWebFontForNextVisit();
  await activateLocale(initialLocale());
  // The first page's guards and loaders run before React draws anything (its data is usually in the page already,
  // lib/boot-data.ts): the first render is then the whole page, in slices, not a shell and then the page in one
  // long synchronous update.
  await router.load().catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // As a transition, React renders the first page in slices between which the browser stays responsive, rather
  // than in one long task (a slow phone's main thread is otherwise blocked for a few hundred milliseconds).
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    ),
  );
}

void start();
