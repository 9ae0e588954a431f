import { randomUUID } from 'node:crypto';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PIXELS,
  AVATAR_MAX_SIDE,
  DomainError,
  type ImageMimeType,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGE_MAX_PIXELS,
  POST_IMAGE_MAX_SIDE,
} from '@cancha/shared';
import type { RateLimits } from '../auth/rate-limit';
import { type PixelLimits, readImageHeader, withinImageLimits } from './image-header';
import { ImageQueueFullError, imageWorker } from './image-worker-client';
import type { UploadStore } from './store';

const EXTENSION: Record<ImageMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * How much larger than the upload limit a re-encoded file may be. The png encoder compresses less than the
 * best ones, so a well-compressed PNG grows a few times over; the bound keeps a small upload from filling the
 * disk.
 */
export const MAX_REENCODED_GROWTH = 4;

/** What one kind of upload may be: its size in bytes and in pixels. */
export interface ImageLimits extends PixelLimits {
  maxBytes: number;
}

/** Avatars, team logos and covers, tournament logos and images (packages/shared says why these numbers). */
export const PROFILE_IMAGE_LIMITS: ImageLimits = {
  maxBytes: AVATAR_MAX_BYTES,
  maxSide: AVATAR_MAX_SIDE,
  maxPixels: AVATAR_MAX_PIXELS,
};

export const POST_IMAGE_LIMITS: ImageLimits = {
  maxBytes: POST_IMAGE_MAX_BYTES,
  maxSide: POST_IMAGE_MAX_SIDE,
  maxPixels: POST_IMAGE_MAX_PIXELS,
};

/** Counts one upload against its sender's allowance, throwing TOO_MANY_ATTEMPTS once it is spent. */
export type UploadThrottle = () => Promise<void>;

/**
 * The throttle of one signed-in user's uploads (LIMITS.uploadsPerUser): every file counts, whatever becomes of
 * it, so a script cannot keep the image workers busy by sending files that are refused after decoding.
 */
export function uploadThrottle(
  rateLimits: Pick<RateLimits, 'uploadsPerUser'>,
  userId: string,
): UploadThrottle {
  return () => rateLimits.uploadsPerUser.consume(userId);
}

/** Recognises an image by its first bytes, never by the name or the declared type. */
export function sniffImageType(bytes: Uint8Array): ImageMimeType | null {
  const at = (i: number) => bytes[i];
  if (bytes.length >= 3 && at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => at(i) === b)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Validates an uploaded image (size, content, declared dimensions), re-encodes it without metadata and stores
 * it under folder. Returns the public path, '/uploads/<folder>/<name>', served by the server under /uploads.
 * Nothing is written for a refused file. `throttle` counts the upload first (uploadThrottle), before anything is
 * read or decoded.
 */
export async function saveImage(
  uploads: UploadStore,
  folder: string,
  file: Blob,
  limits: ImageLimits,
  throttle: UploadThrottle,
): Promise<string> {
  await throttle();
  const { maxBytes } = limits;
  if (file.size > maxBytes) throw new DomainError('FILE_TOO_LARGE');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw new DomainError('FILE_INVALID');
  // Before any decoding: a bomb is refused by what it claims, not by what it would cost.
  const size = readImageHeader(bytes, type);
  if (!size || !withinImageLimits(size, limits)) throw new DomainError('FILE_INVALID');
  // Decoded and encoded again on the image worker's thread, so nothing but pixels survives (reencode.ts) and the
  // server goes on answering meanwhile. A codec that refuses the data is the upload's fault; one that cannot be
  // loaded, a worker that dies or runs out of time throw (a 500, logged). A full line of images waiting their turn
  // is refused as TOO_MANY_ATTEMPTS: the server is busy now, a little later it will not be.
  const clean = await imageWorker.reencode(bytes, type, size).catch((error: unknown) => {
    if (error instanceof ImageQueueFullError) throw new DomainError('TOO_MANY_ATTEMPTS');
    throw error;
  });
  if (!clean) throw new DomainError('FILE_INVALID');
  if (clean.byteLength > maxBytes * MAX_REENCODED_GROWTH) throw new DomainError('FILE_TOO_LARGE');
  const path = `/uploads/${folder}/${randomUUID()}.${EXTENSION[type]}`;
  await uploads.put(path, type, clean);
  return path;
}

/** Removes an image saved by saveImage; anything that is not an upload (an outside address) is left alone. */
export async function removeUpload(
  uploads: UploadStore,
  publicPath: string | null | undefined,
): Promise<void> {
  if (publicPath) await uploads.remove(publicPath);
}
