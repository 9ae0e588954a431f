import { type Role, STORAGE_KEYS } from '@cancha/shared';

// The browser-storage hints role, isLogin and subscriptionActive (docs/product/accounts.md#session). The
// HttpOnly session cookie is the truth; these only let screens (ads, menus) decide before the server answers.
export type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface SessionHints {
  role: Role | null;
  isLogin: boolean;
  subscriptionActive: boolean;
}

function defaultStorage(): HintStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

/**
 * When the current session began, as this browser saw it (docs/product/payments-and-ads.md#video-ad: no video ad in
 * the first minute after signing in). Kept beside the hints and gone with them; read by features/ads/video-ad-rules.ts.
 */
export const SIGNED_IN_AT_KEY = 'cancha:signed-in-at';

/** A sign-in just happened (the login form, or a session the app did not know of, as after Google's). */
export function markSignedIn(storage: HintStorage | null = defaultStorage(), now = Date.now()): void {
  try {
    storage?.setItem(SIGNED_IN_AT_KEY, String(now));
  } catch {
    // storage full or disabled: the ad then goes by its other rules
  }
}

/** After sign-in, or whenever the server confirms a session. */
export function saveSessionHints(
  hints: { role: Role | null; subscriptionActive: boolean },
  storage: HintStorage | null = defaultStorage(),
): void {
  if (!storage) return;
  // A session the browser had no login flag for has just begun (Google's sign-in comes back this way).
  if (storage.getItem(STORAGE_KEYS.isLogin) !== 'true') markSignedIn(storage);
  if (hints.role) storage.setItem(STORAGE_KEYS.role, hints.role);
  else storage.removeItem(STORAGE_KEYS.role);
  storage.setItem(STORAGE_KEYS.isLogin, 'true');
  storage.setItem(STORAGE_KEYS.subscriptionActive, String(hints.subscriptionActive));
}

/**
 * Sign-out, or a protected page that finds no session: the role and login flag go
 * (docs/product/accounts.md#session).
 */
export function clearSessionHints(storage: HintStorage | null = defaultStorage()): void {
  if (!storage) return;
  storage.removeItem(STORAGE_KEYS.role);
  storage.removeItem(STORAGE_KEYS.isLogin);
  storage.removeItem(SIGNED_IN_AT_KEY);
}

export function readSessionHints(storage: HintStorage | null = defaultStorage()): SessionHints {
  const role = storage?.getItem(STORAGE_KEYS.role);
  return {
    role: role === 'ADMIN' || role === 'PARTICIPANT' ? role : null,
    isLogin: storage?.getItem(STORAGE_KEYS.isLogin) === 'true',
    subscriptionActive: storage?.getItem(STORAGE_KEYS.subscriptionActive) === 'true',
  };
}
