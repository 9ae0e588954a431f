import type { ImageMimeType } from '@cancha/shared';
import type { ShareDrawing } from '../share/share-render';
import { ImageCodecError, imageCodecs, type Pixels } from './image-codecs';
import type { ImageSize } from './image-header';

/*
 * The decode and re-encode of one upload, as the image worker runs it (image-worker.ts). No DomainError here: the
 * answer crosses a thread as plain data, and images.ts turns a refusal into FILE_INVALID.
 */

/** The decoded size must be the declared one (turned a quarter for a JPEG whose EXIF said so). */
function sameSize(pixels: Pixels, size: ImageSize, type: ImageMimeType): boolean {
  if (pixels.data.length !== pixels.width * pixels.height * 4) return false;
  if (pixels.width === size.width && pixels.height === size.height) return true;
  return type === 'image/jpeg' && pixels.width === size.height && pixels.height === size.width;
}

/**
 * Decodes the image and encodes its pixels again in the same format: nothing else of the upload survives
 * (EXIF and GPS, XMP, ICC profiles, comments, text chunks, bytes after the end, a polyglot's other half).
 * Null when the codec refuses the data or it decodes to another size than its header declared; a codec that
 * cannot be loaded throws (the server's fault, not the upload's).
 */
export async function reencodeImage(
  bytes: Uint8Array,
  type: ImageMimeType,
  size: ImageSize,
): Promise<Uint8Array | null> {
  try {
    const pixels = await imageCodecs.decode(type, bytes);
    if (!sameSize(pixels, size, type)) return null;
    return await imageCodecs.encode(type, pixels);
  } catch (error) {
    if (error instanceof ImageCodecError) return null;
    throw error;
  }
}

/** What the server sends the image worker: one image to re-encode. */
export interface ReencodeJob {
  kind: 'reencode';
  id: number;
  type: ImageMimeType;
  size: ImageSize;
  bytes: Uint8Array;
}

/** Or one share image to draw (share/share-render.ts). */
export interface DrawJob {
  kind: 'draw';
  id: number;
  drawing: ShareDrawing;
}

export type WorkerJob = ReencodeJob | DrawJob;

/** What the image worker answers: once `ready` after loading, then one reply for each job. */
export type WorkerReply =
  | { kind: 'ready' }
  | { kind: 'done'; id: number; bytes: Uint8Array }
  | { kind: 'refused'; id: number }
  | { kind: 'failed'; id: number; error: { name: string; message: string; stack?: string } };
