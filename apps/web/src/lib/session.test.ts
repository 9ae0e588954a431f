import { describe, expect, it } from 'vitest';
import { clearSessionHints, type HintStorage, readSessionHints, saveSessionHints } from './session';

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
  });

  it('ignores an unknown stored role', () => {
    const storage = memoryStorage();
    storage.setItem('role', 'ROOT');
    expect(readSessionHints(storage).role).toBeNull();
  });
});
