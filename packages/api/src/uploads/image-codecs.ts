import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ImageMimeType } from '@cancha/shared';
import decodeJpeg, { init as initJpegDecoder } from '@jsquash/jpeg/decode.js';
import encodeJpeg, { init as initJpegEncoder } from '@jsquash/jpeg/encode.js';
import decodePng, { init as initPngDecoder } from '@jsquash/png/decode.js';
import encodePng, { init as initPngEncoder } from '@jsquash/png/encode.js';
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode.js';
import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode.js';
import { CODEC_WASM, CODECS_DIR_ENV, type CodecWasm, codecFileName } from './codec-files';

/*
 * The squoosh codecs (mozjpeg, libwebp, the Rust png crate) compiled to WebAssembly, through @jsquash.
 * In a browser they fetch their .wasm next to their script; in Node nothing can be fetched, so each file is read
 * and compiled here, once and on first use, and handed to the package's `init`. The files are resolved from this
 * module (tsx, vitest and the esbuild bundle all find them in node_modules; bunfig.toml hoists packages), or read
 * from the folder named by CANCHA_IMAGE_CODECS_DIR in the one-file release.
 *
 * The emscripten codecs (jpeg, webp) get a fresh instance for every image: it costs about 2 ms, gives back the
 * memory a large image grew (wasm memory never shrinks, only a whole instance is collected) and leaves nothing of
 * a hostile file's run to the next.
 * The png codec (wasm-bindgen, memory-safe Rust) keeps its one instance: its package offers no way to re-init.
 */

// The WebAssembly global is declared by lib.dom, which this project does not compile against.
declare namespace WebAssembly {
  // biome-ignore lint/suspicious/noEmptyInterface: an opaque handle
  interface Module {}
  function compile(bytes: Uint8Array): Promise<Module>;
  function validate(bytes: Uint8Array): boolean;
}

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel. */
  data: Uint8ClampedArray;
}

/** @jsquash's own `init` types leave out the module argument that its code takes first. */
type EmscriptenInit = (module: WebAssembly.Module, overrides: object) => Promise<unknown>;
/** Decoder warnings (e.g. 'Premature end of JPEG file') would go to console.log / console.error. */
const QUIET = { print() {}, printErr() {} };
/** Instantiating a compiled module does not fail in practice; if it did, the codec call after it would too. */
const ignore = () => undefined;

/** The check @jsquash/webp runs (wasm-feature-detect's `simd`) to pick its encoder's glue; its wasm must match. */
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98,
  11,
]);

const compiled = new Map<CodecWasm, Promise<WebAssembly.Module>>();

function wasmPath(wasm: CodecWasm): string {
  const dir = process.env[CODECS_DIR_ENV];
  return dir ? join(dir, codecFileName(wasm)) : createRequire(import.meta.url).resolve(CODEC_WASM[wasm]);
}

function compile(wasm: CodecWasm): Promise<WebAssembly.Module> {
  let module = compiled.get(wasm);
  if (!module) {
    module = readFile(wasmPath(wasm)).then((bytes) => WebAssembly.compile(bytes));
    // A missing file is an installation problem, not the upload's: forget it so a fixed install needs no restart.
    module.catch(() => compiled.delete(wasm));
    compiled.set(wasm, module);
  }
  return module;
}

/** Exact bytes for the codecs, which take an ArrayBuffer and would otherwise see all of a view's buffer. */
function ownBuffer(bytes: Uint8Array): ArrayBuffer {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

function ownPixels(pixels: Pixels): Pixels {
  const { data } = pixels;
  if (data.byteOffset === 0 && data.byteLength === data.buffer.byteLength) return pixels;
  return { width: pixels.width, height: pixels.height, data: data.slice() };
}

/** The codec refused the data (a throw from the wasm of any kind); loading a codec fails with other errors. */
export class ImageCodecError extends Error {
  constructor(cause: unknown) {
    super('The image codec refused the data', { cause });
    this.name = 'ImageCodecError';
  }
}

async function refusing<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new ImageCodecError(error);
  }
}

/**
 * Runs an emscripten codec on an instance of its own, then replaces that instance with a fresh one so the memory
 * it grew can be collected (the package keeps its last instance in a module variable).
 */
async function onFreshInstance<T>(
  init: EmscriptenInit,
  module: WebAssembly.Module,
  run: () => Promise<T>,
  initIsAsync = false,
): Promise<T> {
  // init then run in one synchronous step, so this call runs on the instance it just made; an async init (the
  // webp encoder's) leaves a gap, at worst sharing a fresh instance with a call made in the same tick.
  if (initIsAsync) await init(module, QUIET);
  else init(module, QUIET).catch(ignore);
  try {
    return await refusing(run);
  } finally {
    init(module, QUIET).catch(ignore);
  }
}

async function decode(type: ImageMimeType, bytes: Uint8Array): Promise<Pixels> {
  const buffer = ownBuffer(bytes);
  switch (type) {
    case 'image/jpeg':
      // Applies and drops the EXIF orientation, so a phone photo stays upright once its metadata is gone.
      return onFreshInstance(initJpegDecoder as EmscriptenInit, await compile('jpegDecoder'), () =>
        decodeJpeg(buffer, { preserveOrientation: true }),
      ) as Promise<Pixels>;
    case 'image/png':
      await initPngDecoder(await compile('png'));
      return refusing(() => decodePng(buffer) as Promise<Pixels>);
    case 'image/webp':
      return onFreshInstance(initWebpDecoder as EmscriptenInit, await compile('webpDecoder'), () =>
        decodeWebp(buffer),
      ) as Promise<Pixels>;
  }
}

async function encode(type: ImageMimeType, pixels: Pixels): Promise<Uint8Array> {
  const image = ownPixels(pixels) as never;
  switch (type) {
    case 'image/jpeg': {
      // Baseline: mozjpeg's progressive scan search takes about twice the time for a few percent of size.
      const encoded = await onFreshInstance(
        initJpegEncoder as EmscriptenInit,
        await compile('jpegEncoder'),
        () => encodeJpeg(image, { quality: 85, progressive: false }),
      );
      return new Uint8Array(encoded);
    }
    case 'image/png':
      await initPngEncoder(await compile('png'));
      return new Uint8Array(await refusing(() => encodePng(image)));
    case 'image/webp': {
      const module = await compile(WebAssembly.validate(SIMD_PROBE) ? 'webpEncoderSimd' : 'webpEncoder');
      // method 2 of 6: about a third of the default's time for much the same size on photos.
      const encoded = await onFreshInstance(
        initWebpEncoder as EmscriptenInit,
        module,
        () => encodeWebp(image, { quality: 85, method: 2 }),
        true, // it first checks for SIMD to pick its glue
      );
      return new Uint8Array(encoded);
    }
  }
}

/** Run by the image worker (reencode.ts), off the server's event loop; tests also make images with them. */
export const imageCodecs = { decode, encode };
