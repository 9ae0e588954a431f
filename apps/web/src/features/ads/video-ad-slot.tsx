import { useEffect } from 'react';
import { lazyPart, useLazyPart, whenPageSettled } from '@/lib/lazy-part';
import { videoAdSeen } from './ads';
import { useAdsVisible } from './use-ads-visible';

const part = lazyPart(() => import('./video-ad').then((m) => m.VideoAd));

/**
 * Where the video ad lives: the player area's layout only (an organiser's creator area is work it never
 * interrupts). Its rules (when it may interrupt, video-ad.tsx) load apart, for someone who may see it, once the
 * page has settled, so nothing of it weighs on the first load.
 */
export function VideoAdSlot() {
  const visible = useAdsVisible();
  const { current: Ad, preload } = useLazyPart(part);
  useEffect(() => {
    if (!visible || videoAdSeen()) return;
    return whenPageSettled(preload);
  }, [visible, preload]);
  return Ad ? <Ad /> : null;
}
