import type { Role } from '@cancha/shared';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { clearSessionHints, markSignedIn, saveSessionHints } from '@/lib/session';
import { trpc } from '@/lib/trpc';

/**
 * After a successful sign-in: keep the storage hints, note when the session began (the video ad waits a minute)
 * and drop every answer cached for the visitor.
 */
export async function startLocalSession(
  queryClient: QueryClient,
  result: { role: Role | null; subscriptionActive: boolean },
): Promise<void> {
  saveSessionHints(result);
  markSignedIn();
  await queryClient.resetQueries();
}

/**
 * After sign-out, account deletion or an expired session: the role and login flag go
 * (docs/product/accounts.md#session) and the cached user becomes "nobody" at once, so the /login guard does
 * not bounce back into the app.
 */
export function endLocalSession(queryClient: QueryClient): void {
  clearSessionHints();
  // What the phone kept for use without signal goes too (a shared phone, a borrowed one).
  void import('@/features/pwa').then((pwa) => pwa.forgetUserOnDevice());
  queryClient.setQueryData(trpc.user.me.queryKey(), { user: null });
}

/** Once on /login: refresh whatever else was cached for the previous user. */
export function refreshAfterSignOut(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryHash !== hashKey(trpc.user.me.queryKey()),
  });
}
