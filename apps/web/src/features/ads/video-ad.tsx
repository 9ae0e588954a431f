import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { lazyPart, useLazyPart, whenPageSettled } from '@/lib/lazy-part';
import { trpc } from '@/lib/trpc';
import { currentPage, forgetUnsavedInput, isNaturalPause, onSaved } from './ad-pause';
import { markVideoAdSeen, videoAdSeen } from './ads';
import { useAdsVisible } from './use-ads-visible';
import { readSignedInAt, videoAdAllowed } from './video-ad-rules';

const dialog = lazyPart(() => import('./video-ad-dialog').then((m) => m.VideoAdDialog));

// After a save, the dialog that saved closes and the page redraws: the ad waits for that to finish.
const AFTER_SAVE_MS = 800;

/**
 * The video ad (docs/product/payments-and-ads.md#who-sees-ads, #video-ad): for players without the
 * subscription, at most once per browser session. It never interrupts: not in an organiser's working screens,
 * not for a site owner, not in the first minute after signing in (video-ad-rules.ts), not over an open dialog,
 * not over a form with unsaved input (ad-pause.ts). A player gets it when entering the app, once the first page
 * has settled, or at the next pause (another page, a save) if they were busy or had only just signed in. It can
 * be closed once a 15-second countdown ends (not before, neither with Escape nor by clicking outside); its
 * 'Quitar anuncios' leads to the payments home at any time.
 */
export function VideoAd() {
  const visible = useAdsVisible();
  const queryClient = useQueryClient();
  const user = useQuery(trpc.user.me.queryOptions()).data?.user;
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [open, setOpen] = useState(false);
  const waiting = useRef(false);
  // Read when a pause comes, which may be long after this render.
  const here = useRef({ user, pathname });
  here.current = { user, pathname };

  const showIfPause = useCallback(() => {
    if (!waiting.current || videoAdSeen()) return;
    const allowed = videoAdAllowed({ ...here.current, signedInAt: readSignedInAt(), now: Date.now() });
    if (!allowed || !isNaturalPause(currentPage())) return;
    waiting.current = false;
    markVideoAdSeen();
    startTransition(() => setOpen(true));
  }, []);

  useEffect(() => {
    if (!visible) {
      // Subscribed meanwhile (in another tab, say): the ad goes with the others.
      waiting.current = false;
      setOpen(false);
      return;
    }
    if (videoAdSeen()) return;
    waiting.current = true;
    currentPage(); // starts noticing typing in forms from now on
    const stopSaves = onSaved(queryClient, () => window.setTimeout(showIfPause, AFTER_SAVE_MS));
    // The page the user came for draws first, with the network to itself.
    const stopSettled = whenPageSettled(showIfPause);
    return () => {
      stopSaves();
      stopSettled();
    };
  }, [visible, queryClient, showIfPause]);

  // A new page is a pause too: whatever was typed on the last one was left behind. The first page is the one
  // entering waits for (whenPageSettled above).
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    forgetUnsavedInput();
    const timer = window.setTimeout(showIfPause, AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, showIfPause]);

  const { current: VideoAdDialog, preload } = useLazyPart(dialog);
  // The dialog's code is downloaded when the ad is due; without it (offline) the ad simply does not show.
  useEffect(() => {
    if (open) preload();
  }, [open, preload]);

  if (!open || !VideoAdDialog) return null;
  return <VideoAdDialog onClose={() => setOpen(false)} />;
}
