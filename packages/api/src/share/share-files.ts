// The files the share images are drawn with, as paths inside their packages: the SVG renderer's WebAssembly and the
// Inter font (satori reads WOFF, not WOFF2). A leaf module with no imports, so scripts/release.ts embeds the same
// list in the one-file release, beside the image codecs (CODECS_DIR_ENV names that folder there).
export const SHARE_FILES = {
  resvg: '@resvg/resvg-wasm/index_bg.wasm',
  regular: '@fontsource/inter/files/inter-latin-400-normal.woff',
  bold: '@fontsource/inter/files/inter-latin-700-normal.woff',
  regularExt: '@fontsource/inter/files/inter-latin-ext-400-normal.woff',
  boldExt: '@fontsource/inter/files/inter-latin-ext-700-normal.woff',
} as const;

export type ShareFile = keyof typeof SHARE_FILES;

export function shareFileName(file: ShareFile): string {
  return SHARE_FILES[file].slice(SHARE_FILES[file].lastIndexOf('/') + 1);
}
