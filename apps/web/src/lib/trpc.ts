import type { AppRouter } from '@cancha/api';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import {
  createTRPCClient,
  httpBatchLink,
  httpLink,
  httpSubscriptionLink,
  isNonJsonSerializable,
  splitLink,
  type TRPCLink,
} from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { classifyError } from './error-kind';
import { loadErrorTexts } from './error-texts';

const url = '/trpc';

// Every call sends the session cookie (docs/product/api-and-errors.md#rest-api — all calls send credentials).
const fetchWithCredentials: typeof fetch = (input, init) => fetch(input, { ...init, credentials: 'include' });

/** Hands a failure on once the error sentences are here (lib/error-texts.ts), so the screen can word it. */
const errorTextsLink: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) => {
      const call = next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          const pass = () => observer.error(error);
          loadErrorTexts().then(pass, pass);
        },
        complete: () => observer.complete(),
      });
      return () => call.unsubscribe();
    });

export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    errorTextsLink,
    splitLink({
      condition: (op) => op.type === 'subscription',
      // Server-sent events for live data (chat, notifications).
      true: httpSubscriptionLink({ url, eventSourceOptions: () => ({ withCredentials: true }) }),
      false: splitLink({
        // FormData and files (avatar, images) cannot be batched as JSON.
        condition: (op) => isNonJsonSerializable(op.input),
        true: httpLink({ url, fetch: fetchWithCredentials }),
        false: httpBatchLink({ url, fetch: fetchWithCredentials }),
      }),
    }),
  ],
});

function shouldRetry(failureCount: number, error: unknown): boolean {
  const kind = classifyError(error);
  // A real answer from the server will not change by asking again; a dropped connection might.
  if (kind.kind === 'app' || kind.kind === 'http' || kind.kind === 'invalid-response') return false;
  return failureCount < 2;
}

/** Called when any query or mutation answers UNAUTHENTICATED (the session expired or was revoked elsewhere). */
let onUnauthenticated: (() => void) | null = null;
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}

export function handleSessionLoss(error: unknown): void {
  const kind = classifyError(error);
  if (kind.kind === 'app' && kind.code === 'UNAUTHENTICATED') onUnauthenticated?.();
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: handleSessionLoss }),
  mutationCache: new MutationCache({ onError: handleSessionLoss }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry },
    mutations: { retry: false },
  },
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

export type Trpc = typeof trpc;
