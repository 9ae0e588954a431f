import { describe, expect, it } from 'vitest';
import { readSignedInAt, VIDEO_AD_AFTER_SIGN_IN_MS, videoAdAllowed } from './video-ad-rules';

const player = { role: 'PARTICIPANT' as const, isSiteOwner: false };
const NOW = 1_700_000_000_000;
const longAgo = NOW - 10 * 60_000;

describe('who and where the video ad may reach (product: payments-and-ads#video-ad — ads never interrupt work)', () => {
  it('reaches a player in the player area once the first minute after signing in has passed', () => {
    expect(videoAdAllowed({ user: player, pathname: '/player', signedInAt: longAgo, now: NOW })).toBe(true);
    expect(videoAdAllowed({ user: player, pathname: '/player/teams', signedInAt: null, now: NOW })).toBe(
      true,
    );
  });

  it("never reaches an organiser's working screens", () => {
    const organiser = { role: 'ADMIN' as const, isSiteOwner: false };
    for (const pathname of [
      '/tournament-creator',
      '/tournament-creator/match-day',
      '/tournament-creator/venues',
    ]) {
      expect(videoAdAllowed({ user: organiser, pathname, signedInAt: longAgo, now: NOW })).toBe(false);
      // Whoever is there: the creator area is work.
      expect(videoAdAllowed({ user: player, pathname, signedInAt: longAgo, now: NOW })).toBe(false);
    }
    // A tournament creator is at work wherever they are.
    expect(videoAdAllowed({ user: organiser, pathname: '/payments', signedInAt: longAgo, now: NOW })).toBe(
      false,
    );
  });

  it('tells the creator area from a path that merely starts alike', () => {
    expect(
      videoAdAllowed({ user: player, pathname: '/tournament-creators-guide', signedInAt: longAgo, now: NOW }),
    ).toBe(true);
  });

  it('never reaches a site owner, whatever their role', () => {
    for (const role of ['PARTICIPANT', 'ADMIN', null] as const) {
      const owner = { role, isSiteOwner: true };
      expect(videoAdAllowed({ user: owner, pathname: '/player', signedInAt: longAgo, now: NOW })).toBe(false);
    }
  });

  it('never comes in the first minute after signing in', () => {
    expect(VIDEO_AD_AFTER_SIGN_IN_MS).toBe(60_000);
    const at = (sinceMs: number) =>
      videoAdAllowed({ user: player, pathname: '/player', signedInAt: NOW - sinceMs, now: NOW });
    expect(at(0)).toBe(false);
    expect(at(30_000)).toBe(false);
    expect(at(59_999)).toBe(false);
    expect(at(60_000)).toBe(true);
  });

  it('holds nothing back for a sign-in time ahead of the clock (the clock was set back)', () => {
    expect(videoAdAllowed({ user: player, pathname: '/player', signedInAt: NOW + 5_000, now: NOW })).toBe(
      true,
    );
  });

  it('never reaches nobody', () => {
    expect(videoAdAllowed({ user: null, pathname: '/player', signedInAt: null, now: NOW })).toBe(false);
    expect(videoAdAllowed({ user: undefined, pathname: '/player', signedInAt: null, now: NOW })).toBe(false);
  });
});

describe('the sign-in time the rule reads', () => {
  const store = (value: string | null) => ({ getItem: () => value });

  it('reads the time lib/session.ts noted', () => {
    expect(readSignedInAt(store('1700000000000'))).toBe(1_700_000_000_000);
  });

  it('reads nothing when absent, garbled, or when storage is unusable', () => {
    expect(readSignedInAt(store(null))).toBeNull();
    expect(readSignedInAt(store('yesterday'))).toBeNull();
    expect(readSignedInAt(null)).toBeNull();
    expect(
      readSignedInAt({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBeNull();
  });
});
