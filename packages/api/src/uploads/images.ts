import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DomainError, type ImageMimeType } from '@cancha/shared';
import { readImageHeader, withinImageLimits } from './image-header';
import { imageWorker } from './image-worker-client';

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
 * it under uploadsDir/folder. Returns the public path, served by the server under /uploads. Nothing is written
 * for a refused file.
 */
export async function saveImage(
  uploadsDir: string,
  folder: string,
  file: Blob,
  maxBytes: number,
): Promise<string> {
  if (file.size > maxBytes) throw new DomainError('FILE_TOO_LARGE');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw new DomainError('FILE_INVALID');
  // Before any decoding: a bomb is refused by what it claims, not by what it would cost.
  const size = readImageHeader(bytes, type);
  if (!size || !withinImageLimits(size)) throw new DomainError('FILE_INVALID');
  // Decoded and encoded again on the image worker's thread, so nothing but pixels survives (reencode.ts) and the
  // server goes on answering meanwhile. A codec that refuses the data is the upload's fault; one that cannot be
  // loaded, a worker that dies or runs out of time throw (a 500, logged).
  const clean = await imageWorker.reencode(bytes, type, size);
  if (!clean) throw new DomainError('FILE_INVALID');
  if (clean.byteLength > maxBytes * MAX_REENCODED_GROWTH) throw new DomainError('FILE_TOO_LARGE');
  const dir = join(uploadsDir, folder);
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${EXTENSION[type]}`;
  await writeFile(join(dir, name), clean);
  return `/uploads/${folder}/${name}`;
}

/** Removes a file saved by saveImage; anything outside the uploads folder is left alone. */
export async function removeUpload(uploadsDir: string, publicPath: string | null | undefined): Promise<void> {
  if (!publicPath?.startsWith('/uploads/')) return;
  const root = resolve(uploadsDir);
  const target = resolve(root, publicPath.slice('/uploads/'.length));
  if (!target.startsWith(`${root}/`)) return;
  await unlink(target).catch(() => undefined);
}
