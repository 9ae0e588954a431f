import { nextIndex } from '@/components/carousel';

// Pure rules of the ads non-subscribers see (docs/product/payments-and-ads.md#who-sees-ads, #banner-ad,
// #video-ad).

/** docs/product/payments-and-ads.md#banner-ad — the banner rotates among 3 images every 4 s. */
export const BANNER_AD_COUNT = 3;
export const BANNER_ROTATE_MS = 4000;

/** The banner slide after `index` (the third is followed by the first). */
export function nextBannerIndex(index: number, count = BANNER_AD_COUNT): number {
  return nextIndex(index, count);
}

/**
 * docs/product/payments-and-ads.md#who-sees-ads — subscriptionActive hides the banner and the video ad. The
 * answer comes from the server (user.me), never from browser storage; while that answer is loading, or
 * failed, nothing is shown, so a subscriber never sees an ad flash by.
 */
export function adsVisible(me: {
  isPending: boolean;
  isError: boolean;
  user: { subscriptionActive: boolean } | null | undefined;
}): boolean {
  if (me.isPending || me.isError || !me.user) return false;
  return me.user.subscriptionActive === false;
}

/** docs/product/payments-and-ads.md#video-ad — the video ad can be closed after a 15-second countdown. */
export const VIDEO_AD_SECONDS = 15;

/** Whole seconds left before the video ad may be closed (15 at the start, 0 once it may). */
export function secondsLeft(startedAt: number, now: number, total = VIDEO_AD_SECONDS): number {
  const remainingMs = total * 1000 - Math.max(0, now - startedAt);
  return remainingMs <= 0 ? 0 : Math.ceil(remainingMs / 1000);
}

/** How far the countdown has run, 0 to 1 (for its progress bar). */
export function countdownProgress(startedAt: number, now: number, total = VIDEO_AD_SECONDS): number {
  return Math.min(1, Math.max(0, (now - startedAt) / (total * 1000)));
}

export function canCloseVideoAd(left: number): boolean {
  return left <= 0;
}

/**
 * The video ad is shown at most once per browser session (tab): this sessionStorage key records that it was.
 * Browser journeys that are not about ads may set it before the app starts.
 */
export const VIDEO_AD_SEEN_KEY = 'cancha:video-ad-seen';

export type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function defaultSessionStore(): SessionStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage disabled
  }
}

/** With no usable storage the ad counts as seen: better none than one on every page. */
export function videoAdSeen(store: SessionStore | null = defaultSessionStore()): boolean {
  if (!store) return true;
  try {
    return store.getItem(VIDEO_AD_SEEN_KEY) === '1';
  } catch {
    return true;
  }
}

export function markVideoAdSeen(store: SessionStore | null = defaultSessionStore()): void {
  try {
    store?.setItem(VIDEO_AD_SEEN_KEY, '1');
  } catch {
    // storage full or disabled: this page still shows it only once
  }
}
