import { createHash } from 'node:crypto';
import type { Locale } from '@cancha/shared';
import type { UploadStore } from '../uploads/store';
import type { ShareCard } from './share-cards';
import { renderShareCard, type ShareSize } from './share-render';
import { SHARE_TEXTS } from './share-texts';

// Share images are drawn once per content: the card's own data (names, scores, shields' addresses) is the key, so
// a result entered changes the image and anything else is served from memory. Drawing takes 50 to 200 ms of the
// event loop (bench/lib/share.ts measures it), so one is drawn at a time and a second request for the same image
// waits for the first.

/** Raise when the drawing changes, so images drawn by an older version are not served. */
const DRAWING_VERSION = 1;
/** What the kept images may hold in memory: a few hundred cards of 30–120 KB. */
const CACHE_BYTES = 32 * 1024 * 1024;

export interface ShareImage {
  png: Uint8Array;
  /** The content's hash, for ETag and If-None-Match. */
  etag: string;
}

const kept = new Map<string, Uint8Array>();
let keptBytes = 0;
const drawing = new Map<string, Promise<Uint8Array>>();
let line: Promise<unknown> = Promise.resolve();

// A tournament's card is one object per revision (share-cards.ts): its keys are hashed once.
const keysOf = new WeakMap<ShareCard, Map<string, string>>();

export function shareImageKey(card: ShareCard, size: ShareSize, locale: Locale, site: string): string {
  const known = keysOf.get(card) ?? new Map<string, string>();
  const variant = `${size}:${locale}:${site}`;
  let key = known.get(variant);
  if (!key) {
    key = createHash('sha256')
      .update(JSON.stringify([DRAWING_VERSION, card, size, locale, site]))
      .digest('base64url')
      .slice(0, 27);
    known.set(variant, key);
    keysOf.set(card, known);
  }
  return key;
}

export async function shareImage(
  card: ShareCard,
  size: ShareSize,
  locale: Locale,
  options: { uploads: UploadStore; publicUrl: string },
): Promise<ShareImage> {
  const site = new URL(options.publicUrl).host;
  const etag = shareImageKey(card, size, locale, site);
  const hit = kept.get(etag);
  if (hit) {
    // Most recently used last: the oldest go first when memory is full.
    kept.delete(etag);
    kept.set(etag, hit);
    return { png: hit, etag };
  }
  let pending = drawing.get(etag);
  if (!pending) {
    const draw = () =>
      renderShareCard(card, size, { uploads: options.uploads, site, more: SHARE_TEXTS[locale].more });
    pending = line.then(draw, draw);
    line = pending.catch(() => undefined);
    drawing.set(etag, pending);
    void pending.then(
      (png) => {
        drawing.delete(etag);
        keep(etag, png);
      },
      () => drawing.delete(etag),
    );
  }
  return { png: await pending, etag };
}

function keep(etag: string, png: Uint8Array): void {
  kept.set(etag, png);
  keptBytes += png.byteLength;
  for (const [key, value] of kept) {
    if (keptBytes <= CACHE_BYTES) break;
    kept.delete(key);
    keptBytes -= value.byteLength;
  }
}
