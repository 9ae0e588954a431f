import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { DomainError, type ImageMimeType } from '@cancha/shared';
import { ImageCodecError, imageCodecs, type Pixels } from './image-codecs';
import { type ImageSize, readImageHeader, withinImageLimits } from './image-header';

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

// One image at a time: at the 40-megapixel limit the process peaks at about 900 MB for a JPEG (600 MB WebP,
// 450 MB PNG) between decoder and encoder, and the codecs run synchronously on this thread anyway (1 to 5 s at
// that size on the development machine), so taking turns costs nothing and bounds the memory.
let turn: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const result = turn.then(task);
  turn = result.catch(() => undefined);
  return result;
}

/** The decoded size must be the declared one (turned a quarter for a JPEG whose EXIF said so). */
function sameSize(pixels: Pixels, size: ImageSize, type: ImageMimeType): boolean {
  if (pixels.data.length !== pixels.width * pixels.height * 4) return false;
  if (pixels.width === size.width && pixels.height === size.height) return true;
  return type === 'image/jpeg' && pixels.width === size.height && pixels.height === size.width;
}

/**
 * Decodes the image and encodes its pixels again in the same format: nothing else of the upload survives
 * (EXIF and GPS, XMP, ICC profiles, comments, text chunks, bytes after the end, a polyglot's other half).
 */
async function reencode(bytes: Uint8Array, type: ImageMimeType, size: ImageSize): Promise<Uint8Array> {
  try {
    const pixels = await imageCodecs.decode(type, bytes);
    if (!sameSize(pixels, size, type)) throw new DomainError('FILE_INVALID');
    return await imageCodecs.encode(type, pixels);
  } catch (error) {
    // A codec that cannot be loaded is the server's fault (a 500, logged); one that refuses the data is not.
    if (error instanceof ImageCodecError) throw new DomainError('FILE_INVALID');
    throw error;
  }
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
  const clean = await oneAtATime(() => reencode(bytes, type, size));
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
