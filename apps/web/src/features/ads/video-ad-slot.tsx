import { useEffect } from 'react';
import { lazyPart, useLazyPart, whenPageSettled } from '@/lib/lazy-part';
import { videoAdSeen } from './ads';
import { useAdsVisible } from './use-ads-visible';
import type { VideoAd } from './video-ad';

const part = lazyPart(() => import('./video-ad').then((m) => m.VideoAd));

/**
 * Where the video ad lives in an area's layout. Its rules (when it may interrupt, video-ad.tsx) load apart, for
 * someone who will see it: on a player's page once it has settled, so nothing of it weighs on the first load.
 */
export function VideoAdSlot(props: React.ComponentProps<typeof VideoAd>) {
  const visible = useAdsVisible();
  const { current: Ad, preload } = useLazyPart(part);
  useEffect(() => {
    if (!visible || videoAdSeen()) return;
    // A player's ad waits for the page to settle anyway; a creator's waits for a save, which may come early.
    if (props.moment === 'after-save') preload();
    else return whenPageSettled(preload);
  }, [visible, preload, props.moment]);
  return Ad ? <Ad {...props} /> : null;
}
