import type { Role } from '@cancha/shared';
import { type HintStorage, SIGNED_IN_AT_KEY } from '@/lib/session';

// Who and where the video ad may reach at all (docs/product/payments-and-ads.md#video-ad). Downloaded with the ad
// itself (video-ad.tsx), never with the first page.

/** Nothing in the first minute after signing in. */
export const VIDEO_AD_AFTER_SIGN_IN_MS = 60_000;

/** Where the creator area starts: every page in it is an organiser's work. */
const CREATOR_AREA = '/tournament-creator';

/**
 * Whether the video ad may come here and now (when it may interrupt is ad-pause.ts's question): never in an
 * organiser's working screens (the creator area, nor to a tournament creator anywhere), never to a site owner,
 * never in the first minute after signing in. `signedInAt` null: this browser does not know when the session began
 * (one begun before it kept the time), which is long enough ago.
 */
export function videoAdAllowed(at: {
  user: { role: Role | null; isSiteOwner: boolean } | null | undefined;
  pathname: string;
  signedInAt: number | null;
  now: number;
}): boolean {
  if (!at.user || at.user.isSiteOwner || at.user.role === 'ADMIN') return false;
  if (at.pathname === CREATOR_AREA || at.pathname.startsWith(`${CREATOR_AREA}/`)) return false;
  if (at.signedInAt === null) return true;
  const since = at.now - at.signedInAt;
  // A time ahead of the clock (the clock was set back) holds nothing back.
  return since < 0 || since >= VIDEO_AD_AFTER_SIGN_IN_MS;
}

function defaultStorage(): Pick<HintStorage, 'getItem'> | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage disabled
  }
}

/** When the session began (ms since the epoch, lib/session.ts's markSignedIn), or null when unknown. */
export function readSignedInAt(storage = defaultStorage()): number | null {
  try {
    const at = Number(storage?.getItem(SIGNED_IN_AT_KEY) ?? Number.NaN);
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}
