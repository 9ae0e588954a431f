import { startTransition, useEffect, useState } from 'react';
import { lazyPart, useLazyPart, whenPageSettled } from '@/lib/lazy-part';
import { markVideoAdSeen, videoAdSeen } from './ads';
import { useAdsVisible } from './use-ads-visible';

const dialog = lazyPart(() => import('./video-ad-dialog').then((m) => m.VideoAdDialog));

/**
 * The video ad (spec: platform §2 Payments, §4, §9): for users without the subscription, at most once per browser
 * session, when they enter the app (once its first page has settled). It can be closed once a 15-second countdown ends (not before, neither with
 * Escape nor by clicking outside); its 'Quitar anuncios' leads to the payments home at any time.
 */
export function VideoAd() {
  const visible = useAdsVisible();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!visible) {
      // Subscribed meanwhile (in another tab, say): the ad goes with the others.
      setOpen(false);
      return;
    }
    if (videoAdSeen()) return;
    // The page the user came for draws first, with the network to itself; the ad follows once it has settled.
    return whenPageSettled(() => {
      markVideoAdSeen();
      startTransition(() => setOpen(true));
    });
  }, [visible]);

  const { current: VideoAdDialog, preload } = useLazyPart(dialog);
  // The dialog's code is downloaded when the ad is due; without it (offline) the ad simply does not show.
  useEffect(() => {
    if (open) preload();
  }, [open, preload]);

  if (!open || !VideoAdDialog) return null;
  return <VideoAdDialog onClose={() => setOpen(false)} />;
}
