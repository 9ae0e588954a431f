import { createHash } from 'node:crypto';
import { DomainError, type Locale } from '@cancha/shared';
import { LRUCache } from 'lru-cache';
import { ImageQueueFullError, ImageWorker } from '../uploads/image-worker-client';
import type { UploadStore } from '../uploads/store';
import type { ShareCard } from './share-cards';
import { readShields, SHARE_SIZES, type ShareSize } from './share-render';

// Share images are drawn once per content: the card's own data (names, scores, shields' addresses) is the key, so
// a result entered changes the image and anything else is served from memory. Drawing takes 50 to 200 ms of
// synchronous work (bench/lib/share.ts measures it), so it runs on a worker thread of its own (the image worker's
// code, a lane of its own: uploads/image-worker-client.ts), one drawing at a time; a second request for the same
// image waits for the first. The lane's line is bounded: past it a drawing is refused at once (SERVER_BUSY, a 503
// with Retry-After) instead of every request of the server waiting behind a burst (docs/decisions/016).

/** Raise when the drawing changes, so images drawn by an older version are not served. */
const DRAWING_VERSION = 1;
/** What the kept images may hold in memory: a few hundred cards of 30–120 KB. */
const CACHE_BYTES = 32 * 1024 * 1024;

export interface ShareImage {
  png: Uint8Array;
  /** The content's hash, for ETag and If-None-Match. */
  etag: string;
}

/** Drawings the line may hold, running and waiting: a second or two of work. */
export const SHARE_DRAWINGS_IN_LINE = 8;
/** Seconds a refused caller is told to wait before asking again. */
export const SHARE_RETRY_AFTER_SECONDS = 2;

/** The drawing lane: one worker, its line weighed in pixels drawn like the upload lanes'. */
export const shareDrawer = new ImageWorker({
  maxPixelsInLine: SHARE_DRAWINGS_IN_LINE * pixelsOf('square'),
  recycleAfterJobs: 1_000,
});

// Most recently used kept, the oldest out first when the bytes run over.
const kept = new LRUCache<string, Uint8Array>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (png) => png.byteLength,
});
const drawing = new Map<string, Promise<Uint8Array>>();

function pixelsOf(size: ShareSize): number {
  return SHARE_SIZES[size].width * SHARE_SIZES[size].height;
}

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

/**
 * The card's image: kept, being drawn (waited for), or drawn now. `beforeDraw` runs only when a new drawing is
 * about to start (a per-address limit on what a caller may make the server draw); a full line refuses with
 * SERVER_BUSY.
 */
export async function shareImage(
  card: ShareCard,
  size: ShareSize,
  locale: Locale,
  options: { uploads: UploadStore; publicUrl: string; beforeDraw?: () => Promise<void> },
): Promise<ShareImage> {
  const site = new URL(options.publicUrl).host;
  const etag = shareImageKey(card, size, locale, site);
  const hit = kept.get(etag);
  if (hit) return { png: hit, etag };
  let pending = drawing.get(etag);
  if (!pending) {
    await options.beforeDraw?.();
    const shields = await readShields(card, options.uploads);
    // Another request may have drawn it, or begun to, meanwhile.
    const drawn = kept.get(etag);
    if (drawn) return { png: drawn, etag };
    pending = drawing.get(etag);
    if (pending !== undefined) return { png: await pending, etag };
    pending = shareDrawer
      .draw({ card, size, locale, site, shields }, pixelsOf(size))
      .catch((error: unknown) => {
        if (error instanceof ImageQueueFullError)
          throw new DomainError('SERVER_BUSY', undefined, { retryAfterSeconds: SHARE_RETRY_AFTER_SECONDS });
        throw error;
      });
    drawing.set(etag, pending);
    void pending.then(
      (png) => {
        drawing.delete(etag);
        kept.set(etag, png);
      },
      () => drawing.delete(etag),
    );
  }
  return { png: await pending, etag };
}
