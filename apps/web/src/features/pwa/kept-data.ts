import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/query-persist-client-core';
import type { Query, QueryClient } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { trpc, trpcClient } from '@/lib/trpc';
import { mergeKept } from './kept-merge';

// What the phone keeps of the signed-in user's data to show without signal (docs/decisions/016-follow-and-share.md):
// the last answers of these procedures, in IndexedDB, restored before the first page draws when the page came from
// the worker rather than the server. Everything else is asked again as usual.
export const KEPT_PROCEDURES = new Set([
  'user.me',
  'matches.myNext',
  'matches.byId',
  'registrations.myInvitations',
  'invitations.mine',
  'ranking.mini',
  'teams.mine',
  'teams.byId',
  'teams.players',
  'challenges.mine',
  'tournaments.playerTournaments',
  'tournaments.mine',
  'tournaments.byId',
  'fixtures.rounds',
  'fixtures.statistics',
  'fixtures.teamInTournament',
  'fixtures.groups',
  'explore.tournament',
  'explore.statistics',
  'explore.rounds',
  'chat.status',
  'chat.messages',
  'notifications.list',
]);

/** A week: older answers are not worth showing as "the last seen". */
const MAX_AGE_MS = 7 * 86_400_000;
/** Kept in memory as long as on the phone, or a page seen this morning would be gone from the copy by noon. */
const KEPT_GC_MS = MAX_AGE_MS;
const SAVE_EVERY_MS = 1_000;

const store = createStore('cancha-kept', 'queries');
const KEY = 'client';

/** Moves on each sign-out: a save that began before it does not write the user's data back afterwards. */
let generation = 0;

const persister: Persister = {
  // Added to what earlier pages kept (kept-merge.ts), never replacing it.
  persistClient: async (client) => {
    const started = generation;
    const stored = await get<PersistedClient>(KEY, store);
    if (started !== generation) return;
    await set(KEY, mergeKept(stored, client, MAX_AGE_MS), store);
  },
  restoreClient: () => get<PersistedClient>(KEY, store),
  removeClient: () => del(KEY, store),
};

const pathOf = (query: Pick<Query, 'queryKey'>) => {
  const [path] = query.queryKey;
  return Array.isArray(path) ? path.join('.') : '';
};

/** A kept copy belongs to the build that wrote it: the entry script's name changes with every build. */
function buildTag(): string {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return entry?.getAttribute('src') ?? 'dev';
}

const options = (queryClient: QueryClient) => ({
  queryClient,
  persister,
  maxAge: MAX_AGE_MS,
  buster: buildTag(),
  dehydrateOptions: {
    // Only a signed-in user's answers are kept; paused sends (a chat message typed without signal) go with them.
    shouldDehydrateQuery: (query: Query) =>
      query.state.status === 'success' && KEPT_PROCEDURES.has(pathOf(query)) && signedIn(queryClient),
    shouldDehydrateMutation: (mutation: { state: { isPaused: boolean } }) =>
      mutation.state.isPaused && signedIn(queryClient),
  },
});

function signedIn(queryClient: QueryClient): boolean {
  const me = queryClient.getQueryData(trpc.user.me.queryKey());
  return Boolean(me?.user);
}

/**
 * How a kept send runs after a reload: the mutation's function is not stored with it, so the cache is told here.
 * The key chosen when it was typed makes the server store it once, however many times it is sent.
 */
function defineKeptMutations(queryClient: QueryClient) {
  queryClient.setMutationDefaults(trpc.chat.send.mutationKey(), {
    mutationFn: (input: Parameters<typeof trpcClient.chat.send.mutate>[0]) =>
      trpcClient.chat.send.mutate(input),
  });
  for (const path of KEPT_PROCEDURES) queryClient.setQueryDefaults([path.split('.')], { gcTime: KEPT_GC_MS });
}

/** Before the first page draws, when the server did not send the page's data: the phone's copy, if any. */
export async function restoreKeptData(queryClient: QueryClient): Promise<void> {
  defineKeptMutations(queryClient);
  await persistQueryClientRestore(options(queryClient)).catch(() => undefined);
  void queryClient.resumePausedMutations();
}

let stopKeeping: (() => void) | null = null;

/**
 * From the page's first idle moment on: a second after answers change, when the browser is idle, the kept ones are
 * copied to the phone. A page's load changes the cache dozens of times: copying (and the structured clone IndexedDB
 * makes of it) once for all of them keeps the main thread free for the page.
 */
export function keepData(queryClient: QueryClient): void {
  if (stopKeeping) return;
  defineKeptMutations(queryClient);
  const kept = options(queryClient);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let idle: number | null = null;
  const save = () => {
    timer = null;
    const write = () => {
      idle = null;
      void persistQueryClientSave(kept).catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function')
      idle = window.requestIdleCallback(write, { timeout: 5_000 });
    else write();
  };
  const changed = () => {
    timer ??= setTimeout(save, SAVE_EVERY_MS);
  };
  const stopQueries = queryClient.getQueryCache().subscribe(changed);
  const stopMutations = queryClient.getMutationCache().subscribe(changed);
  // What the page already holds (its first data came before this) is saved now, not at the next change.
  changed();
  stopKeeping = () => {
    stopQueries();
    stopMutations();
    if (timer) clearTimeout(timer);
    if (idle !== null) window.cancelIdleCallback(idle);
    timer = null;
  };
}

/** Signing out (or a session ended elsewhere): nothing of the user stays on the phone. */
export async function forgetKeptData(): Promise<void> {
  generation += 1;
  stopKeeping?.();
  stopKeeping = null;
  await del(KEY, store).catch(() => undefined);
}
