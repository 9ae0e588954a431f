import { type PagePattern, type PageQuery, type PageVars, pageQueriesOf } from '@cancha/api/page-queries';
import type { UserDto } from '@cancha/shared';
import { type FetchQueryOptions, onlineManager, type QueryKey } from '@tanstack/react-query';
import type { RouterContext } from './router-context';
import type { Trpc } from './trpc';

interface ProcedureOptions {
  queryKey: (input?: unknown) => QueryKey;
  queryOptions: (input?: unknown) => FetchQueryOptions;
}

/**
 * The tRPC options proxy's entry for a procedure path. `PageQuery` only holds paths of the router's queries, checked
 * by the compiler, so the walk always ends on a procedure.
 */
export function procedureAt(trpc: Trpc, path: string): ProcedureOptions {
  // The proxy answers any key, so a walk never meets undefined.
  return path
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], trpc) as ProcedureOptions;
}

/**
 * Prefetches the page's first queries as packages/api/src/page-queries.ts declares them, from the route's
 * parameters and (when the area's guard found one) the signed-in user. `ensure` makes a failure the route's error
 * page; by default each section shows its own failure with a retry.
 */
export function prefetchPage(
  { queryClient, trpc, user }: RouterContext & { user?: UserDto | null },
  pattern: PagePattern,
  vars: PageVars = {},
  { ensure = false }: { ensure?: boolean } = {},
): Promise<unknown> {
  // A restricted query is left to the page's section that knows the viewer may read it (and to the server's boot).
  const queries: PageQuery[] = pageQueriesOf(pattern, { ...vars, userId: user?.id }).filter(
    (q) => !q.restricted,
  );
  // Without signal a fetch waits for it, and the page with it: the page draws from what the phone kept, and asks
  // again when the signal is back. A page whose data was never kept fails as any page that cannot reach the server.
  if (!onlineManager.isOnline()) {
    const missing = queries.some(
      (query) => queryClient.getQueryData(procedureAt(trpc, query.path).queryKey(query.input)) === undefined,
    );
    return ensure && missing ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve();
  }
  return Promise.all(
    queries.map((query) => {
      const options = procedureAt(trpc, query.path).queryOptions(query.input);
      return ensure ? queryClient.ensureQueryData(options) : queryClient.prefetchQuery(options);
    }),
  );
}
