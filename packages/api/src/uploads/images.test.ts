import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { AVATAR_MAX_PIXELS, AVATAR_MAX_SIDE, DomainError, type ImageMimeType } from '@cancha/shared';
import encodeJpeg from '@jsquash/jpeg/encode.js';
import encodeWebp from '@jsquash/webp/encode.js';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { imageCodecs } from './image-codecs';
import {
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  MAX_JPEG_SCANS,
  readImageHeader,
  withinImageLimits,
} from './image-header';
import { ImageQueueFullError, imageWorker } from './image-worker-client';
import {
  type ImageLimits,
  POST_IMAGE_LIMITS,
  PROFILE_IMAGE_LIMITS,
  saveImage,
  sniffImageType,
} from './images';
import { fileUploads } from './store';
import { testPixels, tinyImage } from './test-images';

// From the security issue "uploads: a corpus of polyglots, wrong magic bytes, oversize and decompression
// bombs, all refused, and accepted images re-encoded without metadata".

const MAX_BYTES = 1024 * 1024;
/** Post images' pixel limits (the largest), with a byte limit of the test's choosing. */
const limits = (maxBytes: number): ImageLimits => ({ ...POST_IMAGE_LIMITS, maxBytes });
/** Uploads here are counted by nobody (the throttle has tests of its own). */
const unthrottled = async () => {};
const text = (s: string) => new TextEncoder().encode(s);
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const u16be = (n: number) => new Uint8Array([n >> 8, n & 0xff]);
const u32be = (n: number) => new Uint8Array([n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
const u32le = (n: number) => new Uint8Array([n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, n >>> 24]);
const u24le = (n: number) => new Uint8Array([n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff]);
/** Whether `needle` occurs in `bytes`, compared as Latin-1 so binary data cannot hide it. */
const contains = (bytes: Uint8Array, needle: string) =>
  Buffer.from(bytes).includes(Buffer.from(needle, 'latin1'));

const dirs: string[] = [];
function uploadsDir() {
  const dir = mkdtempSync(join(tmpdir(), 'cancha-images-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Saves through the production path and reads back what was written. */
async function save(bytes: Uint8Array, name = 'upload.bin') {
  const dir = uploadsDir();
  const path = await saveImage(
    fileUploads(dir),
    'x',
    new File([bytes], name),
    limits(MAX_BYTES),
    unthrottled,
  );
  const saved = new Uint8Array(readFileSync(join(dir, path.replace('/uploads/', ''))));
  return { path, saved };
}

/** Expects a refusal with the given code and that the uploads folder stays empty. */
async function expectRefused(
  bytes: Uint8Array,
  code: 'FILE_INVALID' | 'FILE_TOO_LARGE',
  maxBytes = MAX_BYTES,
) {
  const dir = uploadsDir();
  await expect(
    saveImage(fileUploads(dir), 'x', new File([bytes], 'upload.png'), limits(maxBytes), unthrottled),
  ).rejects.toMatchObject({ code });
  const folder = join(dir, 'x');
  expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
}

// --- Building hostile files out of real ones ---

/** A JPEG segment: marker, length, payload. */
const segment = (marker: number, payload: Uint8Array) =>
  concat(new Uint8Array([0xff, marker]), u16be(payload.length + 2), payload);
/** Inserts segments right after SOI. */
const withSegments = (jpeg: Uint8Array, ...segments: Uint8Array[]) =>
  concat(jpeg.subarray(0, 2), ...segments, jpeg.subarray(2));

/** Offset of the first segment with this marker, found by walking the segments (never inside a scan). */
function findSegment(jpeg: Uint8Array, marker: number): number {
  let i = 2;
  while (i < jpeg.length && jpeg[i] === 0xff) {
    if (jpeg[i + 1] === marker) return i;
    i += 2 + ((jpeg[i + 2]! << 8) | jpeg[i + 3]!);
  }
  throw new Error(`marker ${marker.toString(16)} not found`);
}

/** A big-endian TIFF/EXIF block: IFD0 with a description, the orientation and a GPS IFD. */
function exifSegment(orientation: number, gpsText: string) {
  const description = text(`${gpsText}\0`);
  const ifd0Entries = 3;
  const ifd0Size = 2 + ifd0Entries * 12 + 4;
  const gpsIfdAt = 8 + ifd0Size;
  const gpsIfdSize = 2 + 12 + 4;
  const descriptionAt = gpsIfdAt + gpsIfdSize;
  const entry = (tag: number, type: number, count: number, value: Uint8Array) =>
    concat(u16be(tag), u16be(type), u32be(count), value);
  const tiff = concat(
    text('MM\0*'),
    u32be(8),
    u16be(ifd0Entries),
    entry(0x010e, 2, description.length, u32be(descriptionAt)), // ImageDescription
    entry(0x0112, 3, 1, concat(u16be(orientation), u16be(0))), // Orientation
    entry(0x8825, 4, 1, u32be(gpsIfdAt)), // GPS IFD
    u32be(0),
    u16be(1),
    entry(0x0001, 2, 2, text('S\0\0\0')), // GPSLatitudeRef
    u32be(0),
    description,
  );
  return segment(0xe1, concat(text('Exif\0\0'), tiff));
}

/** A PNG chunk with its CRC. */
const chunk = (type: string, data: Uint8Array) =>
  concat(u32be(data.length), text(type), data, u32be(crc32(concat(text(type), data))));
const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ihdr = (width: number, height: number) =>
  chunk('IHDR', concat(u32be(width), u32be(height), new Uint8Array([8, 6, 0, 0, 0])));
/** Inserts chunks right after IHDR (which ends at byte 33). */
const withChunks = (png: Uint8Array, ...chunks: Uint8Array[]) =>
  concat(png.subarray(0, 33), ...chunks, png.subarray(33));

/** A RIFF WebP from its chunks. */
function webp(...chunks: Uint8Array[]) {
  const body = concat(text('WEBP'), ...chunks);
  return concat(text('RIFF'), u32le(body.length), body);
}
const riffChunk = (fourcc: string, data: Uint8Array) =>
  concat(text(fourcc), u32le(data.length), data, data.length % 2 ? new Uint8Array(1) : new Uint8Array());
const vp8x = (width: number, height: number) =>
  riffChunk('VP8X', concat(new Uint8Array(4), u24le(width - 1), u24le(height - 1)));
/** A lossless bitstream header claiming this size, followed by a few bytes of nothing. */
const vp8lClaiming = (width: number, height: number) =>
  riffChunk(
    'VP8L',
    concat(new Uint8Array([0x2f]), u32le((width - 1) | ((height - 1) << 14)), new Uint8Array(8)),
  );

function minimalZip(name: string, content: string) {
  const local = concat(
    text('PK\x03\x04'),
    new Uint8Array(14),
    u32le(content.length),
    u32le(content.length),
    new Uint8Array([name.length, 0, 0, 0]),
    text(name),
    text(content),
  );
  const central = concat(
    text('PK\x01\x02'),
    new Uint8Array(24),
    new Uint8Array([name.length, 0]),
    new Uint8Array(16),
    text(name),
  );
  const end = concat(
    text('PK\x05\x06'),
    new Uint8Array(6),
    new Uint8Array([1, 0]),
    u32le(central.length),
    u32le(local.length),
    new Uint8Array(2),
  );
  return concat(local, central, end);
}

/** Watches whether a file reaches a decoder: every decode runs in the image worker, given its files here. */
function watchDecoder() {
  return vi.spyOn(imageWorker, 'reencode');
}

describe('saveImage: accepted images are re-encoded with pixels only', () => {
  it.each<[ImageMimeType, string]>([
    ['image/jpeg', 'jpg'],
    ['image/png', 'png'],
    ['image/webp', 'webp'],
  ])('keeps a %s as the same format, width and height', async (type, extension) => {
    const original = await tinyImage(type, 33, 17);
    const { path, saved } = await save(original);
    expect(path).toMatch(new RegExp(`^/uploads/x/[0-9a-f-]+\\.${extension}$`));
    expect(sniffImageType(saved)).toBe(type);
    expect(readImageHeader(saved, type)).toEqual({ width: 33, height: 17 });
    const pixels = await imageCodecs.decode(type, saved);
    expect(pixels).toMatchObject({ width: 33, height: 17 });
  });

  it('keeps the pixels of a PNG exactly', async () => {
    const { saved } = await save(await tinyImage('image/png', 9, 5));
    expect((await imageCodecs.decode('image/png', saved)).data).toEqual(testPixels(9, 5).data);
  });

  it('accepts common variants: progressive and grey JPEG, lossless and translucent WebP, grey, palette and 16-bit PNG', async () => {
    // A PNG of 5×4 with the given bit depth, colour type and bytes a pixel, filled row by row.
    const png = (depth: number, color: number, bytesPerPixel: number, ...extra: Uint8Array[]) => {
      const rows = Array.from({ length: 4 }, (_, y) =>
        concat(
          new Uint8Array([0]),
          new Uint8Array(5 * bytesPerPixel).map((_, i) => (i * 7 + y * 3) & (color === 3 ? 1 : 255)),
        ),
      );
      const header = concat(u32be(5), u32be(4), new Uint8Array([depth, color, 0, 0, 0]));
      return concat(
        PNG_SIGNATURE,
        chunk('IHDR', header),
        ...extra,
        chunk('IDAT', deflateSync(concat(...rows))),
        chunk('IEND', new Uint8Array()),
      );
    };
    // The codecs' own encoders with other options, once imageCodecs has given each an instance.
    await tinyImage('image/jpeg');
    await tinyImage('image/webp');
    const pixels = testPixels(20, 10) as never;
    const translucent = testPixels(20, 10);
    translucent.data.forEach((_, i) => {
      if (i % 8 === 3) translucent.data[i] = 10;
    });
    const variants: [ImageMimeType, Uint8Array, number, number][] = [
      ['image/jpeg', new Uint8Array(await encodeJpeg(pixels, { progressive: true })), 20, 10],
      ['image/jpeg', new Uint8Array(await encodeJpeg(pixels, { color_space: 1 })), 20, 10],
      ['image/webp', new Uint8Array(await encodeWebp(pixels, { lossless: 1 })), 20, 10],
      ['image/webp', new Uint8Array(await encodeWebp(translucent as never)), 20, 10],
      ['image/png', png(8, 0, 1), 5, 4],
      ['image/png', png(8, 3, 1, chunk('PLTE', new Uint8Array([0, 0, 0, 255, 255, 255]))), 5, 4],
      ['image/png', png(16, 2, 6), 5, 4],
      ['image/png', png(8, 4, 2), 5, 4],
    ];
    for (const [type, bytes, width, height] of variants) {
      const { saved } = await save(bytes);
      expect(readImageHeader(saved, type)).toEqual({ width, height });
    }
  });

  it('drops EXIF (with GPS), XMP, ICC and comments from a JPEG', async () => {
    const gps = 'GPSLatitude -34.603722 GPSLongitude -58.381592';
    const jpeg = withSegments(
      await tinyImage('image/jpeg', 16, 8),
      exifSegment(1, gps),
      segment(
        0xe1,
        text('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><rdf:Description exif:GPSLatitude="34,36S"/>'),
      ),
      segment(0xe2, concat(text('ICC_PROFILE\0\x01\x01'), new Uint8Array(128).fill(7))),
      segment(0xfe, text('secret comment')),
    );
    expect(contains(jpeg, 'Exif')).toBe(true);
    const { saved } = await save(jpeg);
    for (const needle of [
      'Exif',
      'GPS',
      '-34.603722',
      'xmpmeta',
      'ns.adobe.com',
      'ICC_PROFILE',
      'secret comment',
    ]) {
      expect(contains(saved, needle), needle).toBe(false);
    }
    expect(readImageHeader(saved, 'image/jpeg')).toEqual({ width: 16, height: 8 });
  });

  it('turns a JPEG as its EXIF orientation says, since the tag itself is dropped', async () => {
    const rotated = withSegments(await tinyImage('image/jpeg', 16, 8), exifSegment(6, 'GPS here'));
    const { saved } = await save(rotated);
    expect(contains(saved, 'Exif')).toBe(false);
    expect(readImageHeader(saved, 'image/jpeg')).toEqual({ width: 8, height: 16 });
  });

  it('drops tEXt, iTXt, zTXt and eXIf chunks from a PNG', async () => {
    const png = withChunks(
      await tinyImage('image/png', 6, 6),
      chunk('tEXt', text('Comment\0GPS -34.6037 -58.3816')),
      chunk('iTXt', text('XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>secret</x:xmpmeta>')),
      chunk('zTXt', concat(text('Author\0\0'), deflateSync(text('Ana Gomez, secret')))),
      chunk('eXIf', text('MM\0*\0\0\0\x08\0\0\0\0\0\0')),
    );
    const { saved } = await save(png);
    for (const needle of ['tEXt', 'iTXt', 'zTXt', 'eXIf', 'GPS', 'xmpmeta', 'secret', 'Author']) {
      expect(contains(saved, needle), needle).toBe(false);
    }
    expect(readImageHeader(saved, 'image/png')).toEqual({ width: 6, height: 6 });
  });

  it('drops a ZIP appended to a JPEG (a JPEG+ZIP polyglot)', async () => {
    const zip = minimalZip('payload.html', '<script>alert(document.cookie)</script>');
    const polyglot = concat(await tinyImage('image/jpeg', 8, 8), zip);
    const { saved } = await save(polyglot, 'photo.jpg');
    for (const needle of ['PK\x03\x04', 'PK\x01\x02', 'PK\x05\x06', 'payload.html', '<script>']) {
      expect(contains(saved, needle), needle).toBe(false);
    }
    expect(Array.from(saved.subarray(-2))).toEqual([0xff, 0xd9]);
  });

  it('drops HTML and script appended after the IEND of a PNG', async () => {
    const polyglot = concat(
      await tinyImage('image/png', 8, 8),
      text('<html><script>alert(1)</script></html>'),
    );
    const { saved } = await save(polyglot);
    expect(contains(saved, '<script>')).toBe(false);
    expect(contains(saved, '<html>')).toBe(false);
    expect(Buffer.from(saved.subarray(-8, -4)).toString('latin1')).toBe('IEND');
  });

  it('drops metadata chunks and trailing data from a WebP', async () => {
    const real = await tinyImage('image/webp', 8, 8);
    const bitstream = real.subarray(12); // the VP8 chunk
    const file = concat(
      webp(
        vp8x(8, 8),
        bitstream,
        riffChunk('EXIF', text('MM\0*GPS -34.6')),
        riffChunk('XMP ', text('<x:xmpmeta/>')),
      ),
      text('<script>alert(1)</script>'),
    );
    const { saved } = await save(file);
    for (const needle of ['EXIF', 'GPS', 'XMP', 'xmpmeta', '<script>'])
      expect(contains(saved, needle), needle).toBe(false);
    expect(readImageHeader(saved, 'image/webp')).toEqual({ width: 8, height: 8 });
  });

  it('saves uploads that arrive together', async () => {
    const files = await Promise.all(
      (['image/jpeg', 'image/png', 'image/webp', 'image/jpeg', 'image/png'] as const).map((t) =>
        tinyImage(t, 20, 10),
      ),
    );
    const saved = await Promise.all(files.map((f) => save(f)));
    expect(saved.map((s) => s.path)).toHaveLength(5);
  });
});

describe('saveImage: refusals write nothing', () => {
  it('refuses an empty file', async () => {
    await expectRefused(new Uint8Array(), 'FILE_INVALID');
  });

  it.each([
    [
      'a GIF',
      concat(text('GIF89a'), new Uint8Array([1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0x2c])),
    ],
    [
      'an SVG with a script',
      text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
    ],
    ['HTML named .png', text('<!doctype html><html><script>alert(document.cookie)</script></html>')],
    [
      'a PE executable',
      concat(text('MZ'), new Uint8Array(58), u32le(64), text('PE\0\0'), new Uint8Array(64)),
    ],
    ['an ELF executable', concat(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), new Uint8Array(57))],
    ['a PDF', text('%PDF-1.7\n%âãÏÓ\n1 0 obj')],
    ['PNG magic then garbage', concat(PNG_SIGNATURE, text('this is not a chunk at all, just garbage'))],
    ['JPEG magic then garbage', concat(new Uint8Array([0xff, 0xd8, 0xff]), text('garbage garbage garbage'))],
    [
      'WebP magic then garbage',
      concat(text('RIFF'), u32le(30), text('WEBP'), text('garbage garbage garbage!!')),
    ],
    [
      'a PNG whose first chunk is not IHDR',
      concat(PNG_SIGNATURE, chunk('tEXt', text('a\0b')), chunk('IEND', new Uint8Array())),
    ],
  ])('refuses %s as FILE_INVALID', async (_, bytes) => {
    await expectRefused(bytes, 'FILE_INVALID');
  });

  it('refuses a truncated JPEG, which libjpeg would otherwise decode with grey filling', async () => {
    const jpeg = await tinyImage('image/jpeg', 64, 64);
    await expectRefused(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'FILE_INVALID');
    await expectRefused(jpeg.subarray(0, jpeg.length - 2), 'FILE_INVALID');
  });

  it('refuses a truncated PNG and a truncated WebP', async () => {
    const png = await tinyImage('image/png', 64, 64);
    await expectRefused(png.subarray(0, png.length - 12), 'FILE_INVALID');
    const webpFile = await tinyImage('image/webp', 64, 64);
    await expectRefused(webpFile.subarray(0, webpFile.length - 10), 'FILE_INVALID');
  });

  it('refuses files that are well formed outside but that the decoder rejects, and keeps decoding afterwards', async () => {
    const decode = watchDecoder();
    const jpeg = await tinyImage('image/jpeg', 16, 16);
    const badTables = jpeg.slice();
    const dht = findSegment(badTables, 0xc4);
    badTables.fill(0xee, dht + 4, dht + 4 + 17); // code counts that no Huffman table can have
    expect(readImageHeader(badTables, 'image/jpeg')).not.toBeNull();
    await expectRefused(badTables, 'FILE_INVALID');

    const png = await tinyImage('image/png', 16, 16);
    const idat = Buffer.from(png).indexOf('IDAT');
    const length = Buffer.from(png).readUInt32BE(idat - 4);
    const badData = concat(
      png.subarray(0, idat - 4),
      chunk('IDAT', new Uint8Array(length).fill(0x55)),
      chunk('IEND', new Uint8Array()),
    );
    expect(readImageHeader(badData, 'image/png')).not.toBeNull();
    await expectRefused(badData, 'FILE_INVALID');

    // A key frame's header and nothing of the partitions it announces.
    const real = await tinyImage('image/webp', 16, 16);
    const badWebp = webp(riffChunk('VP8 ', real.subarray(20, 30)));
    expect(readImageHeader(badWebp, 'image/webp')).toEqual({ width: 16, height: 16 });
    await expectRefused(badWebp, 'FILE_INVALID');
    expect(decode).toHaveBeenCalledTimes(3);

    for (const type of ['image/jpeg', 'image/png', 'image/webp'] as const) {
      await expect(save(await tinyImage(type, 5, 5))).resolves.toMatchObject({ path: expect.any(String) });
    }
  });

  it('refuses a file over the limit as FILE_TOO_LARGE', async () => {
    const big = await tinyImage('image/png', 64, 64);
    await expectRefused(big, 'FILE_TOO_LARGE', big.length - 1);
  });
});

describe('saveImage: decompression bombs are refused from their header, before any decoding', () => {
  it('refuses a PNG whose IHDR claims 50000×50000, fast and without decoding', async () => {
    const decode = watchDecoder();
    const bomb = concat(
      PNG_SIGNATURE,
      ihdr(50_000, 50_000),
      chunk('IDAT', deflateSync(new Uint8Array(64 * 1024))),
      chunk('IEND', new Uint8Array()),
    );
    expect(bomb.length).toBeLessThan(1024);
    const started = performance.now();
    await expectRefused(bomb, 'FILE_INVALID');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses sides over the limit and pixel counts over the limit', async () => {
    const decode = watchDecoder();
    const png = (w: number, h: number) =>
      concat(
        PNG_SIGNATURE,
        ihdr(w, h),
        chunk('IDAT', deflateSync(new Uint8Array(16))),
        chunk('IEND', new Uint8Array()),
      );
    await expectRefused(png(MAX_IMAGE_SIDE + 1, 1), 'FILE_INVALID');
    await expectRefused(png(1, MAX_IMAGE_SIDE + 1), 'FILE_INVALID');
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS + 1));
    expect(side).toBeLessThanOrEqual(MAX_IMAGE_SIDE);
    await expectRefused(png(side, side), 'FILE_INVALID');
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses a JPEG whose frame header claims 60000×60000', async () => {
    const decode = watchDecoder();
    const jpeg = (await tinyImage('image/jpeg', 8, 8)).slice();
    const sof = findSegment(jpeg, 0xc0);
    jpeg.set([...u16be(60_000), ...u16be(60_000)], sof + 5);
    expect(readImageHeader(jpeg, 'image/jpeg')).toEqual({ width: 60_000, height: 60_000 });
    await expectRefused(jpeg, 'FILE_INVALID');
    expect(decode).not.toHaveBeenCalled();
  });

  it(`refuses a JPEG with more than ${MAX_JPEG_SCANS} scans`, async () => {
    const decode = watchDecoder();
    const jpeg = await tinyImage('image/jpeg', 8, 8);
    const sos = findSegment(jpeg, 0xda);
    const scan = jpeg.subarray(sos, jpeg.length - 2);
    const many = concat(
      jpeg.subarray(0, sos),
      ...Array.from({ length: MAX_JPEG_SCANS + 1 }, () => scan),
      jpeg.subarray(-2),
    );
    await expectRefused(many, 'FILE_INVALID');
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses a WebP whose VP8X canvas and bitstream claim 16384×16384', async () => {
    const decode = watchDecoder();
    const bomb = webp(vp8x(16_384, 16_384), vp8lClaiming(16_384, 16_384));
    expect(readImageHeader(bomb, 'image/webp')).toEqual({ width: 16_384, height: 16_384 });
    await expectRefused(bomb, 'FILE_INVALID');
    expect(decode).not.toHaveBeenCalled();
  });

  it('refuses a WebP whose VP8X claims a huge canvas around a small bitstream', async () => {
    const decode = watchDecoder();
    const real = await tinyImage('image/webp', 8, 8);
    const bomb = webp(vp8x(1 << 24, 1 << 24), real.subarray(12));
    await expectRefused(bomb, 'FILE_INVALID');
    expect(decode).not.toHaveBeenCalled();
  });
});

describe('saveImage: avatars and logos have a smaller pixel budget than post images', () => {
  it('sets the profile limits below the post limits, and accepts a phone photo as an avatar', () => {
    expect(AVATAR_MAX_SIDE).toBeLessThan(POST_IMAGE_LIMITS.maxSide);
    expect(AVATAR_MAX_PIXELS).toBeLessThan(POST_IMAGE_LIMITS.maxPixels);
    expect(PROFILE_IMAGE_LIMITS).toMatchObject({ maxSide: AVATAR_MAX_SIDE, maxPixels: AVATAR_MAX_PIXELS });
    // What phones and cameras write by default: an iPhone 15 (24 MP), a 12 MP phone, a 24 MP DSLR.
    for (const size of [
      { width: 5712, height: 4284 },
      { width: 4284, height: 5712 },
      { width: 4032, height: 3024 },
      { width: 6000, height: 4000 },
    ]) {
      expect(withinImageLimits(size, PROFILE_IMAGE_LIMITS)).toBe(true);
    }
    // A post image may be larger; no upload may pass the overall limits.
    expect(withinImageLimits({ width: 8000, height: 5000 }, PROFILE_IMAGE_LIMITS)).toBe(false);
    expect(withinImageLimits({ width: 8000, height: 5000 }, POST_IMAGE_LIMITS)).toBe(true);
    expect(
      withinImageLimits({ width: MAX_IMAGE_SIDE + 1, height: 1 }, { maxSide: 1e9, maxPixels: 1e12 }),
    ).toBe(false);
  });

  it('refuses from the header, before any decoding, what only a post image may be', async () => {
    const decode = watchDecoder();
    const png = (w: number, h: number) =>
      concat(
        PNG_SIGNATURE,
        ihdr(w, h),
        chunk('IDAT', deflateSync(new Uint8Array(16))),
        chunk('IEND', new Uint8Array()),
      );
    const profile = { ...PROFILE_IMAGE_LIMITS, maxBytes: MAX_BYTES };
    const refuse = async (bytes: Uint8Array) => {
      const dir = uploadsDir();
      await expect(
        saveImage(fileUploads(dir), 'x', new File([bytes], 'logo.png'), profile, unthrottled),
      ).rejects.toMatchObject({ code: 'FILE_INVALID' });
      expect(existsSync(join(dir, 'x'))).toBe(false);
    };
    await refuse(png(AVATAR_MAX_SIDE + 1, 1));
    await refuse(png(1, AVATAR_MAX_SIDE + 1));
    const side = Math.ceil(Math.sqrt(AVATAR_MAX_PIXELS + 1));
    expect(side).toBeLessThanOrEqual(AVATAR_MAX_SIDE);
    await refuse(png(side, side));
    expect(decode).not.toHaveBeenCalled();
    // The same header passes a post image's check and reaches the decoder (which refuses this empty data).
    await expectRefused(png(AVATAR_MAX_SIDE + 1, 1), 'FILE_INVALID');
    expect(decode).toHaveBeenCalledTimes(1);
  });
});

describe('saveImage: the throttle and a busy worker', () => {
  it('counts every upload before reading it, and a spent allowance refuses it with nothing decoded or written', async () => {
    const decode = watchDecoder();
    const counted: string[] = [];
    const dir = uploadsDir();
    const png = await tinyImage('image/png', 4, 4);
    await saveImage(
      fileUploads(dir),
      'x',
      new File([png], 'a.png'),
      limits(MAX_BYTES),
      async () => void counted.push('ok'),
    );
    // Refused files count as well: each was sent, and might have been decoded.
    await expect(
      saveImage(
        fileUploads(dir),
        'x',
        new File([png], 'a.png'),
        limits(png.length - 1),
        async () => void counted.push('too large'),
      ),
    ).rejects.toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(counted).toEqual(['ok', 'too large']);
    expect(decode).toHaveBeenCalledTimes(1);
    const spent = async () => {
      throw new DomainError('TOO_MANY_ATTEMPTS');
    };
    const other = uploadsDir();
    await expect(
      saveImage(fileUploads(other), 'x', new File([png], 'a.png'), limits(MAX_BYTES), spent),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
    });
    expect(decode).toHaveBeenCalledTimes(1);
    expect(existsSync(join(other, 'x'))).toBe(false);
  });

  it('answers TOO_MANY_ATTEMPTS, not a 500, when the line of images waiting for the worker is full', async () => {
    vi.spyOn(imageWorker, 'reencode').mockRejectedValueOnce(new ImageQueueFullError());
    const dir = uploadsDir();
    await expect(
      saveImage(
        fileUploads(dir),
        'x',
        new File([await tinyImage('image/png', 4, 4)], 'a.png'),
        limits(MAX_BYTES),
        unthrottled,
      ),
    ).rejects.toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(existsSync(join(dir, 'x'))).toBe(false);
  });
});
