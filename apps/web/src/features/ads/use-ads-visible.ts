import { useQuery } from '@tanstack/react-query';
import { trpc } from '@/lib/trpc';
import { adsVisible } from './ads';

/**
 * Whether this user sees ads (docs/product/payments-and-ads.md#who-sees-ads): decided by the server's user.me
 * answer, never by the browser-storage hint, and false while that answer is loading. A successful capture
 * updates the cached user, so the ads go at once.
 */
export function useAdsVisible(): boolean {
  const me = useQuery(trpc.user.me.queryOptions());
  return adsVisible({ isPending: me.isPending, isError: me.isError, user: me.data?.user });
}
