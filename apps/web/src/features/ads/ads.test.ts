import { describe, expect, it } from 'vitest';
import {
  adsVisible,
  BANNER_AD_COUNT,
  BANNER_ROTATE_MS,
  canCloseVideoAd,
  countdownProgress,
  markVideoAdSeen,
  nextBannerIndex,
  secondsLeft,
  VIDEO_AD_SECONDS,
  VIDEO_AD_SEEN_KEY,
  videoAdSeen,
} from './ads';

describe('banner rotation (product: payments-and-ads#banner-ad — 3 images every 4 s)', () => {
  it('rotates among three and loops back to the first', () => {
    expect(BANNER_AD_COUNT).toBe(3);
    expect(BANNER_ROTATE_MS).toBe(4000);
    expect(nextBannerIndex(0)).toBe(1);
    expect(nextBannerIndex(1)).toBe(2);
    expect(nextBannerIndex(2)).toBe(0);
  });

  it('lands on a real slide from any index', () => {
    expect(nextBannerIndex(5)).toBe(0);
    expect(nextBannerIndex(-1)).toBe(0);
  });
});

describe('who sees ads (product: payments-and-ads#who-sees-ads — subscriptionActive hides them)', () => {
  it('shows them to a signed-in non-subscriber once the server has answered', () => {
    expect(adsVisible({ isPending: false, isError: false, user: { subscriptionActive: false } })).toBe(true);
  });

  it('never to a subscriber', () => {
    expect(adsVisible({ isPending: false, isError: false, user: { subscriptionActive: true } })).toBe(false);
  });

  it('never while the answer is loading or after it failed, nor without a user', () => {
    expect(adsVisible({ isPending: true, isError: false, user: undefined })).toBe(false);
    expect(adsVisible({ isPending: false, isError: true, user: undefined })).toBe(false);
    expect(adsVisible({ isPending: false, isError: false, user: null })).toBe(false);
  });
});

describe('video ad countdown (product: payments-and-ads#video-ad — 15 seconds before it can be closed)', () => {
  const start = 1_000_000;

  it('counts whole seconds down from 15 to 0', () => {
    expect(VIDEO_AD_SECONDS).toBe(15);
    expect(secondsLeft(start, start)).toBe(15);
    expect(secondsLeft(start, start + 400)).toBe(15);
    expect(secondsLeft(start, start + 1000)).toBe(14);
    expect(secondsLeft(start, start + 14_001)).toBe(1);
    expect(secondsLeft(start, start + 15_000)).toBe(0);
    expect(secondsLeft(start, start + 60_000)).toBe(0);
  });

  it('ignores a clock that went backwards', () => {
    expect(secondsLeft(start, start - 5000)).toBe(15);
    expect(countdownProgress(start, start - 5000)).toBe(0);
  });

  it('may be closed only once the countdown ends', () => {
    expect(canCloseVideoAd(secondsLeft(start, start + 14_999))).toBe(false);
    expect(canCloseVideoAd(secondsLeft(start, start + 15_000))).toBe(true);
  });

  it('reports its progress for the bar', () => {
    expect(countdownProgress(start, start)).toBe(0);
    expect(countdownProgress(start, start + 7500)).toBe(0.5);
    expect(countdownProgress(start, start + 20_000)).toBe(1);
  });
});

describe('video ad at most once per session', () => {
  function memoryStore() {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      data,
    };
  }

  it('is unseen in a new session and seen after it was shown', () => {
    const store = memoryStore();
    expect(videoAdSeen(store)).toBe(false);
    markVideoAdSeen(store);
    expect(store.data.get(VIDEO_AD_SEEN_KEY)).toBe('1');
    expect(videoAdSeen(store)).toBe(true);
  });

  it('counts as seen when storage is unavailable, so it never repeats on every page', () => {
    expect(videoAdSeen(null)).toBe(true);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(videoAdSeen(broken)).toBe(true);
    expect(() => markVideoAdSeen(broken)).not.toThrow();
  });
});

describe('when the video ad may interrupt', () => {
  it('waits for every dialog to close and every typed form to be saved', async () => {
    const { isNaturalPause } = await import('./ad-pause');
    expect(isNaturalPause({ dialogOpen: false, unsavedInput: false })).toBe(true);
    expect(isNaturalPause({ dialogOpen: true, unsavedInput: false })).toBe(false);
    expect(isNaturalPause({ dialogOpen: false, unsavedInput: true })).toBe(false);
  });
});
