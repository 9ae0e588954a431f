// The WebAssembly files of the image codecs, as paths inside their packages. A leaf module with no imports, so
// scripts/release.ts can embed the same list in the one-file release.
export const CODEC_WASM = {
  jpegDecoder: '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm',
  jpegEncoder: '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm',
  png: '@jsquash/png/codec/pkg/squoosh_png_bg.wasm',
  webpDecoder: '@jsquash/webp/codec/dec/webp_dec.wasm',
  webpEncoder: '@jsquash/webp/codec/enc/webp_enc.wasm',
  webpEncoderSimd: '@jsquash/webp/codec/enc/webp_enc_simd.wasm',
} as const;

export type CodecWasm = keyof typeof CODEC_WASM;

/**
 * A folder holding every file above by its base name (mozjpeg_dec.wasm, ...). The one-file release has no
 * node_modules: it unpacks the embedded copies and points here (apps/server/src/release.ts). Unset, the files
 * are resolved in node_modules.
 */
export const CODECS_DIR_ENV = 'CANCHA_IMAGE_CODECS_DIR';

export function codecFileName(wasm: CodecWasm): string {
  return CODEC_WASM[wasm].slice(CODEC_WASM[wasm].lastIndexOf('/') + 1);
}
