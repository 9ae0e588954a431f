import { useEffect } from 'react';
import { lazyPart, useLazyPart } from '@/lib/lazy-part';
import { useAdsVisible } from './use-ads-visible';

const banner = lazyPart(() => import('./banner-ad').then((m) => m.RotatingBanner));

/**
 * Where the banner ad goes (banner-ad.tsx): nothing for subscribers and while the server's answer is loading. The
 * ads are never what a page is opened for, so their code is fetched after the page's own; until it arrives the
 * slot keeps the banner's height, so nothing below it moves when it appears.
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
