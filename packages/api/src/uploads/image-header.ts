import { type ImageMimeType, POST_IMAGE_MAX_PIXELS, POST_IMAGE_MAX_SIDE } from '@cancha/shared';

/*
 * Reads the size an image declares, and walks its structure, before any decoder sees it: a decompression bomb
 * (a few kB claiming 50000×50000 pixels) is refused from its header, and a file that is cut short or is not
 * the format its first bytes claim never reaches a codec. Bytes after the image's end (an appended ZIP or
 * script) are allowed here: re-encoding drops them.
 */

/** Widest or tallest image accepted for any use, in pixels (post images; avatars and logos get less). */
export const MAX_IMAGE_SIDE = POST_IMAGE_MAX_SIDE;
/** Most pixels accepted for any use: 40 megapixels decode to 160 MB of RGBA. */
export const MAX_IMAGE_PIXELS = POST_IMAGE_MAX_PIXELS;
/**
 * Most scans in a JPEG. Each progressive scan makes the decoder pass over the whole image again, so a small
 * file with thousands of them keeps it busy for minutes; encoders write about ten.
 */
export const MAX_JPEG_SCANS = 100;

export interface ImageSize {
  width: number;
  height: number;
}

/** The most pixels one kind of upload may have; never more than MAX_IMAGE_SIDE and MAX_IMAGE_PIXELS. */
export interface PixelLimits {
  maxSide: number;
  maxPixels: number;
}

export function withinImageLimits(
  { width, height }: ImageSize,
  limits: PixelLimits = { maxSide: MAX_IMAGE_SIDE, maxPixels: MAX_IMAGE_PIXELS },
): boolean {
  const maxSide = Math.min(limits.maxSide, MAX_IMAGE_SIDE);
  const maxPixels = Math.min(limits.maxPixels, MAX_IMAGE_PIXELS);
  return width <= maxSide && height <= maxSide && width * height <= maxPixels;
}

/** The declared size of a well-formed image of the given type, or null when its structure is broken. */
export function readImageHeader(bytes: Uint8Array, type: ImageMimeType): ImageSize | null {
  switch (type) {
    case 'image/jpeg':
      return jpegSize(bytes);
    case 'image/png':
      return pngSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
  }
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32be = (b: Uint8Array, i: number) =>
  ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32le = (b: Uint8Array, i: number) => (u24le(b, i) | (b[i + 3]! << 24)) >>> 0;
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

// Start-of-frame markers: C0-CF except DHT (C4), JPG (C8) and DAC (CC).
const JPEG_SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/**
 * Walks the segments from SOI to EOI (ITU T.81 Annex B). One frame, at least one scan, and the end marker: a
 * truncated JPEG still decodes (libjpeg fills the rest with grey), so the end marker is what proves it whole.
 */
function jpegSize(b: Uint8Array): ImageSize | null {
  let size: ImageSize | null = null;
  let scans = 0;
  let i = 2; // after SOI
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    while (b[i] === 0xff) i++; // fill bytes
    if (i >= b.length) return null;
    const marker = b[i++]!;
    if (marker === JPEG_EOI) return size && scans > 0 ? size : null;
    if (marker === 0x01 || isRestart(marker)) continue; // TEM and RSTn carry no length
    if (marker === 0x00 || marker === 0xd8) return null; // a stuffed byte or a second SOI outside a scan
    if (i + 2 > b.length) return null;
    const length = u16be(b, i);
    if (length < 2 || i + length > b.length) return null;
    if (JPEG_SOF.has(marker)) {
      if (size || length < 8) return null;
      const height = u16be(b, i + 3);
      const width = u16be(b, i + 5);
      // A height of 0 would be given later by a DNL marker, which the decoder does not support.
      if (width === 0 || height === 0) return null;
      size = { width, height };
    }
    i += length;
    if (marker === JPEG_SOS) {
      if (!size || ++scans > MAX_JPEG_SCANS) return null;
      // Entropy-coded data runs to the next marker; FF 00 is a stuffed FF and RSTn sit inside the data.
      for (;;) {
        i = b.indexOf(0xff, i);
        if (i < 0 || i + 1 >= b.length) return null;
        const next = b[i + 1]!;
        if (next === 0x00 || isRestart(next)) i += 2;
        else if (next === 0xff) i += 1;
        else break;
      }
    }
  }
  return null; // no EOI: cut short
}

/** Walks the chunks (PNG spec §5.3): IHDR first, at least one IDAT, up to IEND. */
function pngSize(b: Uint8Array): ImageSize | null {
  let size: ImageSize | null = null;
  let hasData = false;
  let i = 8; // after the signature
  while (i + 12 <= b.length) {
    const length = u32be(b, i);
    const type = ascii(b, i + 4, i + 8);
    if (length > 0x7fffffff || i + 12 + length > b.length) return null;
    if (i === 8) {
      if (type !== 'IHDR' || length !== 13) return null;
      const width = u32be(b, i + 8);
      const height = u32be(b, i + 12);
      if (width === 0 || height === 0) return null;
      size = { width, height };
    } else if (type === 'IHDR') return null;
    if (type === 'IDAT') hasData = true;
    if (type === 'IEND') return size && hasData ? size : null;
    i += 12 + length;
  }
  return null; // no IEND: cut short
}

/**
 * Walks the RIFF chunks of a still WebP (simple: VP8 or VP8L; extended: VP8X first, then the bitstream).
 * The extended header's canvas must be the bitstream's own size: a still image has no other, and an
 * animation (frames in ANMF chunks, no top-level bitstream) is not accepted.
 */
function webpSize(b: Uint8Array): ImageSize | null {
  const end = 8 + u32le(b, 4);
  if (end > b.length || end < 20) return null;
  let canvas: ImageSize | null = null;
  let frame: ImageSize | null = null;
  let i = 12; // after RIFF, size, WEBP
  while (i + 8 <= end) {
    const fourcc = ascii(b, i, i + 4);
    const length = u32le(b, i + 4);
    const data = i + 8;
    if (data + length > end) return null;
    if (fourcc === 'VP8X') {
      if (i !== 12 || length < 10) return null;
      canvas = { width: 1 + u24le(b, data + 4), height: 1 + u24le(b, data + 7) };
    } else if (fourcc === 'VP8 ' || fourcc === 'VP8L') {
      if (frame) return null;
      frame = fourcc === 'VP8 ' ? vp8Size(b, data, length) : vp8lSize(b, data, length);
      if (!frame) return null;
    } else if (fourcc === 'ANMF') return null;
    i = data + length + (length & 1); // chunks are padded to an even length
  }
  if (!frame) return null;
  if (canvas) return canvas.width === frame.width && canvas.height === frame.height ? canvas : null;
  return frame;
}

/** RFC 6386 §9.1: a key frame's tag, start code 9D 01 2A, then 14-bit width and height. */
function vp8Size(b: Uint8Array, at: number, length: number): ImageSize | null {
  if (length < 10 || (b[at]! & 1) !== 0) return null;
  if (b[at + 3] !== 0x9d || b[at + 4] !== 0x01 || b[at + 5] !== 0x2a) return null;
  const width = u16le(b, at + 6) & 0x3fff;
  const height = u16le(b, at + 8) & 0x3fff;
  return width && height ? { width, height } : null;
}

/** WebP lossless bitstream §3.1: signature 0x2F, then width-1 and height-1 in 14 bits each. */
function vp8lSize(b: Uint8Array, at: number, length: number): ImageSize | null {
  if (length < 5 || b[at] !== 0x2f) return null;
  const bits = u32le(b, at + 1);
  return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
}
