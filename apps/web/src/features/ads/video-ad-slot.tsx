import { useEffect } from 'react';
import { lazyPart, useLazyPart, whenPageSettled } from '@/lib/lazy-part';
import { videoAdSeen } from './ads';
import { useAdsVisible } from './use-ads-visible';
import type { VideoAd } from './video-ad';

const part = lazyPart(() => import('./video-ad').then((m) => m.VideoAd));

/**
 * Where the video ad lives in an area's layout. Its rules (when it may interrupt, video-ad.tsx) load only once the
 * page has settled, for someone who will see it: nothing of it weighs on the first load.
 */
export function VideoAdSlot(props: React.ComponentProps<typeof VideoAd>) {
  const visible = useAdsVisible();
  const { current: Ad, preload } = useLazyPart(part);
  useEffect(() => (visible && !videoAdSeen() ? whenPageSettled(preload) : undefined), [visible, preload]);
  return Ad ? <Ad {...props} /> : null;
}
