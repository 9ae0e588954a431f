import { describe, expect, it } from 'vitest';
import {
  clearSessionHints,
  type HintStorage,
  markSignedIn,
  readSessionHints,
  SIGNED_IN_AT_KEY,
  saveSessionHints,
} from './session';

function memoryStorage(): HintStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('session hints (product: accounts#session)', () => {
  it('keeps role, isLogin and subscriptionActive after sign-in', () => {
    const storage = memoryStorage();
    saveSessionHints({ role: 'PARTICIPANT', subscriptionActive: false }, storage);
    expect(Object.fromEntries(storage.data)).toEqual({
      role: 'PARTICIPANT',
      isLogin: 'true',
      subscriptionActive: 'false',
      [SIGNED_IN_AT_KEY]: expect.stringMatching(/^\d+$/),
    });
    expect(readSessionHints(storage)).toEqual({
      role: 'PARTICIPANT',
      isLogin: true,
      subscriptionActive: false,
    });
  });

  it('stores no role for a user who has not chosen one', () => {
    const storage = memoryStorage();
    storage.setItem('role', 'ADMIN');
    saveSessionHints({ role: null, subscriptionActive: true }, storage);
    expect(storage.data.has('role')).toBe(false);
    expect(readSessionHints(storage)).toEqual({ role: null, isLogin: true, subscriptionActive: true });
  });

  it('removes role and isLogin on sign-out, keeping subscriptionActive', () => {
    const storage = memoryStorage();
    saveSessionHints({ role: 'ADMIN', subscriptionActive: true }, storage);
    clearSessionHints(storage);
    expect(Object.fromEntries(storage.data)).toEqual({ subscriptionActive: 'true' });
    expect(storage.data.has(SIGNED_IN_AT_KEY)).toBe(false);
  });

  it('ignores an unknown stored role', () => {
    const storage = memoryStorage();
    storage.setItem('role', 'ROOT');
    expect(readSessionHints(storage).role).toBeNull();
  });
});

describe('when the session began (product: payments-and-ads#video-ad — no video ad in the first minute)', () => {
  it('is noted at sign-in', () => {
    const storage = memoryStorage();
    markSignedIn(storage, 1_700_000_000_000);
    expect(storage.data.get(SIGNED_IN_AT_KEY)).toBe('1700000000000');
  });

  it('is noted when a session the browser did not know of is confirmed (a Google sign-in comes back so)', () => {
    const storage = memoryStorage();
    const before = Date.now();
    saveSessionHints({ role: 'PARTICIPANT', subscriptionActive: false }, storage);
    expect(Number(storage.data.get(SIGNED_IN_AT_KEY))).toBeGreaterThanOrEqual(before);
  });

  it('is kept while the same session is confirmed again on later pages', () => {
    const storage = memoryStorage();
    saveSessionHints({ role: 'PARTICIPANT', subscriptionActive: false }, storage);
    markSignedIn(storage, 1000);
    saveSessionHints({ role: 'PARTICIPANT', subscriptionActive: false }, storage);
    expect(storage.data.get(SIGNED_IN_AT_KEY)).toBe('1000');
  });

  it('does not break sign-in when storage refuses it', () => {
    const broken: HintStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    };
    expect(() => markSignedIn(broken)).not.toThrow();
  });
});
