import { useEffect } from 'react';
import { lazyPart, useLazyPart } from '@/lib/lazy-part';
import { queryClient, trpc } from '@/lib/trpc';
import { adsVisible } from './ads';
import { useAdsVisible } from './use-ads-visible';

const banner = lazyPart(() => import('./banner-ad').then((m) => m.RotatingBanner));

// The page came with its user (lib/boot-data.ts): the banner's code starts with the layout's own, not a round trip
// after the first render.
const me = queryClient.getQueryData(trpc.user.me.queryKey());
if (adsVisible({ isPending: !me, isError: false, user: me?.user })) banner.load().catch(() => undefined);

/**
 * Where the banner ad goes (banner-ad.tsx): nothing for subscribers and while the server's answer is loading. Its
 * code is not in the first download; until it arrives the slot keeps the banner's height, so nothing below it
 * moves when it appears.
 */
export function BannerAd() {
  const visible = useAdsVisible();
  const { current: RotatingBanner, preload } = useLazyPart(banner);
  useEffect(() => {
    if (visible) preload();
  }, [visible, preload]);
  if (!visible) return null;
  if (!RotatingBanner) return <div aria-hidden data-testid="banner-ad-slot" className="h-32 sm:h-36" />;
  return <RotatingBanner />;
}
