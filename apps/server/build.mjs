// Bundles the server into one ESM file, and the image worker (a thread of its own, started by
// packages/api/src/uploads/image-worker-client.ts) into another beside it; native and self-locating packages
// stay in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    // Found by the server as ./image-worker.mjs next to main.mjs.
    'image-worker': '../../packages/api/src/uploads/image-worker.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  // jsPDF loads canvg, html2canvas and dompurify only for HTML and SVG, which the match sheet never draws.
  external: ['better-sqlite3', '@node-rs/argon2', 'nodemailer', 'canvg', 'html2canvas', 'dompurify'],
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
