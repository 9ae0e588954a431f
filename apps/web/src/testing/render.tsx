import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider as StateProvider } from 'jotai';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/toaster';

// Renders a component as the app does (main.tsx, routes/__root.tsx): in Spanish, with a query client and the
// toasts. Pair it with fakeTrpc() (./trpc.ts) for what the component asks of the API.

// Spanish is the source language: its catalog is empty and its texts are the messages in the code, which the build
// compiles (compile-source-messages.ts). Here Lingui compiles them as they are read.
i18n.setMessagesCompiler(compileMessage);
i18n.loadAndActivate({ locale: 'es', messages: {} });

/**
 * `const { user, queryClient } = renderWithApp(<MatchMove … />)`: the component inside the app's providers, each
 * test with its own query cache and its own toasts (shown by <Toaster />), and a user-event session to act with.
 */
export function renderWithApp(ui: ReactNode) {
  const queryClient = new QueryClient({
    // As lib/trpc.ts sets them, without the retries: an answer in a test is final.
    defaultOptions: { queries: { staleTime: 30_000, retry: false }, mutations: { retry: false } },
  });
  const store = createStore();
  const user = userEvent.setup();
  const view = render(ui, {
    wrapper: ({ children }) => (
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StateProvider store={store}>
            {children}
            <Toaster />
          </StateProvider>
        </QueryClientProvider>
      </I18nProvider>
    ),
  });
  return { ...view, user, queryClient };
}

/**
 * `renderInRouter(<Page … />)`: as renderWithApp, inside a router of one route at '/', for a component whose links
 * need one (a link is drawn, never followed).
 */
export function renderInRouter(ui: ReactNode) {
  const root = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return renderWithApp(<RouterProvider router={router as never} />);
}
