import type { PersistedClient } from '@tanstack/query-persist-client-core';

// What each page saved stays in the phone's copy until a week passes or the user signs out: a save adds the
// answers the page holds now to those kept before, instead of replacing them (a page opened by a full load, from a
// WhatsApp link, holds only its own answers). Kept apart from kept-data.ts so it is tested without IndexedDB.

type Query = PersistedClient['clientState']['queries'][number];

const userIdOf = (client: PersistedClient | undefined): string | null => {
  const me = client?.clientState.queries.find((q) => {
    const [path] = q.queryKey as unknown[];
    return Array.isArray(path) && path.join('.') === 'user.me';
  });
  const data = me?.state.data as { user?: { id?: string } | null } | undefined;
  return data?.user?.id ?? null;
};

/**
 * The copy to write: `next` (what the page holds now, which wins) with what `stored` kept of other queries, when
 * both belong to the same build and the same user and are younger than `maxAgeMs`. The paused sends are `next`'s
 * own: they live in the page until sent.
 */
export function mergeKept(
  stored: PersistedClient | undefined,
  next: PersistedClient,
  maxAgeMs: number,
  now = Date.now(),
): PersistedClient {
  if (!stored || stored.buster !== next.buster) return next;
  const user = userIdOf(next);
  if (user === null || userIdOf(stored) !== user) return next;
  const fresh = new Set(next.clientState.queries.map((q) => q.queryHash));
  const earlier = stored.clientState.queries.filter(
    (q: Query) => !fresh.has(q.queryHash) && now - q.state.dataUpdatedAt < maxAgeMs,
  );
  return {
    ...next,
    clientState: { ...next.clientState, queries: [...earlier, ...next.clientState.queries] },
  };
}
