import type { UserDto } from '@cancha/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_AT_KEY } from '@/lib/session';
import { renderInRouter } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { VIDEO_AD_SEEN_KEY } from './ads';
import { VideoAd } from './video-ad';

// The page counts as settled at once: what is under test is whom the ad reaches, not how long it waits.
vi.mock('@/lib/lazy-part', async (original) => ({
  ...(await original<typeof import('@/lib/lazy-part')>()),
  whenPageSettled: (run: () => void) => {
    const timer = window.setTimeout(run, 0);
    return () => window.clearTimeout(timer);
  },
}));

const player = {
  id: 'user-1',
  name: 'Lola',
  fullname: 'Lola',
  lastname: 'Paz',
  email: 'lola@cancha.test',
  role: 'PARTICIPANT',
  subscriptionActive: false,
  isSiteOwner: false,
} as UserDto;

/** Lets the ad have its chance: the settled page, and the dialog's own download. */
async function pageSettles() {
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe('the video ad never interrupts work (product: payments-and-ads#video-ad)', () => {
  beforeEach(() => {
    sessionStorage.removeItem(VIDEO_AD_SEEN_KEY);
    localStorage.removeItem(SIGNED_IN_AT_KEY);
  });
  afterEach(() => {
    localStorage.removeItem(SIGNED_IN_AT_KEY);
  });

  it('comes to a player who signed in more than a minute ago, once the page has settled', async () => {
    localStorage.setItem(SIGNED_IN_AT_KEY, String(Date.now() - 2 * 60_000));
    fakeTrpc({ user: { me: () => ({ user: player }) } });
    renderInRouter(<VideoAd />);
    expect(await screen.findByTestId('video-ad', {}, { timeout: 3000 })).toBeTruthy();
    expect(sessionStorage.getItem(VIDEO_AD_SEEN_KEY)).toBe('1');
  });

  it('waits out the first minute after signing in, then comes at the next pause', async () => {
    localStorage.setItem(SIGNED_IN_AT_KEY, String(Date.now() - 10_000));
    fakeTrpc({ user: { me: () => ({ user: player }) } });
    const { queryClient } = renderInRouter(<VideoAd />);
    await pageSettles();
    expect(screen.queryByTestId('video-ad')).toBeNull();
    // Still owed: it was not counted as seen.
    expect(sessionStorage.getItem(VIDEO_AD_SEEN_KEY)).toBeNull();

    // The minute has passed; something is saved (a natural pause).
    localStorage.setItem(SIGNED_IN_AT_KEY, String(Date.now() - 61_000));
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => 'saved' })
      .execute(undefined);
    expect(await screen.findByTestId('video-ad', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('never comes to a site owner', async () => {
    fakeTrpc({ user: { me: () => ({ user: { ...player, isSiteOwner: true } }) } });
    renderInRouter(<VideoAd />);
    await pageSettles();
    expect(screen.queryByTestId('video-ad')).toBeNull();
  });

  it('never comes to a tournament creator', async () => {
    fakeTrpc({ user: { me: () => ({ user: { ...player, role: 'ADMIN' } }) } });
    renderInRouter(<VideoAd />);
    await pageSettles();
    expect(screen.queryByTestId('video-ad')).toBeNull();
  });
});
