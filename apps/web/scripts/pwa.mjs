// The installable app's files, written into dist/ after `vite build` (docs/decisions/016-follow-and-share.md):
// the icons drawn from pwa/*.svg, /manifest.webmanifest, /shell.html (the page the worker opens without signal)
// and /sw.js, the worker bundled with the list of files it keeps.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { build } from 'esbuild';

const THEME = '#15803d';
const ICONS = [
  { source: 'icon.svg', file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { source: 'icon.svg', file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { source: 'maskable.svg', file: 'icons/maskable-192.png', size: 192, purpose: 'maskable' },
  { source: 'maskable.svg', file: 'icons/maskable-512.png', size: 512, purpose: 'maskable' },
  // iOS ignores the manifest's icons: index.html links this one.
  { source: 'maskable.svg', file: 'icons/apple-touch-icon.png', size: 180, purpose: null },
];
// Site-owner screens are used at a desk: a player's phone does not keep their code.
const NOT_KEPT = /^src\/routes\/_site\/admin\//;

const hash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

export async function writePwaFiles(web, dist) {
  const require = createRequire(import.meta.url);
  await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  mkdirSync(join(dist, 'icons'), { recursive: true });
  for (const icon of ICONS) {
    const svg = readFileSync(join(web, 'pwa', icon.source), 'utf8');
    const png = new Resvg(svg, { fitTo: { mode: 'width', value: icon.size } }).render().asPng();
    writeFileSync(join(dist, icon.file), png);
  }

  const manifest = {
    id: '/',
    name: 'Cancha',
    short_name: 'Cancha',
    description: 'Torneos, equipos y desafíos de fútbol amateur.',
    lang: 'es',
    dir: 'ltr',
    // /app sends each user to their own home: a player's, a creator's, or the public site for a visitor.
    start_url: '/app?source=pwa',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME,
    background_color: THEME,
    categories: ['sports'],
    icons: ICONS.filter((icon) => icon.purpose).map((icon) => ({
      src: `/${icon.file}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
  writeFileSync(join(dist, 'manifest.webmanifest'), `${JSON.stringify(manifest, null, 2)}\n`);
  // The server answers every other address with the page and its data; this copy is the app alone.
  copyFileSync(join(dist, 'index.html'), join(dist, 'shell.html'));

  const precache = [
    ...keptAssets(dist).map((url) => ({ url, revision: null })),
    ...['shell.html', 'manifest.webmanifest', ...ICONS.map((icon) => icon.file)].map((file) => ({
      url: `/${file}`,
      revision: hash(readFileSync(join(dist, file))),
    })),
  ];
  await build({
    entryPoints: [join(web, 'pwa', 'sw.ts')],
    outfile: join(dist, 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    legalComments: 'none',
    define: {
      'self.__WB_MANIFEST': JSON.stringify(precache),
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'warning',
  });
  const failures = checkPwaFiles(dist, manifest, precache);
  const kb = readFileSync(join(dist, 'sw.js')).length / 1024;
  console.log(`service worker: ${kb.toFixed(1)} KB, keeps ${precache.length} files for use without signal`);
  return failures;
}

/** What a browser needs to offer the install and open without signal; each miss fails the build. */
function checkPwaFiles(dist, manifest, precache) {
  const failures = [];
  const pngSize = (file) => {
    const png = readFileSync(join(dist, file));
    return png.readUInt32BE(0) === 0x89504e47 ? [png.readUInt32BE(16), png.readUInt32BE(20)] : null;
  };
  for (const icon of manifest.icons) {
    const size = pngSize(icon.src.slice(1));
    if (!size || `${size[0]}x${size[1]}` !== icon.sizes)
      failures.push(`icon ${icon.src} is not ${icon.sizes}`);
  }
  for (const purpose of ['any', 'maskable'])
    for (const sizes of ['192x192', '512x512'])
      if (!manifest.icons.some((icon) => icon.purpose === purpose && icon.sizes === sizes))
        failures.push(`the manifest has no ${purpose} icon of ${sizes}`);
  if (manifest.display !== 'standalone' || !manifest.start_url || !manifest.name)
    failures.push('the manifest lacks a name, a start address or the standalone display');
  const missing = precache.filter(({ url }) => {
    try {
      readFileSync(join(dist, url.slice(1)));
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0)
    failures.push(`the worker keeps files the build lacks: ${missing.map((m) => m.url).join(', ')}`);
  const entry = Object.values(JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'))).find(
    (chunk) => chunk.isEntry,
  );
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  if (!worker.includes(`"/${entry.file}"`) || !worker.includes('"/shell.html"'))
    failures.push('the worker does not keep the entry script and the shell');
  if (worker.includes('self.__WB_MANIFEST')) failures.push('the worker was bundled without its file list');
  return failures;
}

/**
 * The built files every page may need (entry, styles, font, each route's code and what it loads later), less
 * what only the site owner's screens reach. Names carry a content hash, so they need no revision.
 */
function keptAssets(dist) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const reach = (roots) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])])
        visit(next);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const keys = Object.keys(manifest);
  const roots = keys.filter((key) => manifest[key].isEntry || key.includes('?tsr-split'));
  const kept = reach(roots.filter((key) => !NOT_KEPT.test(key)));
  const files = new Set();
  for (const key of kept) {
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  }
  // Styles loaded on their own (the map's) are not in any chunk's list.
  for (const key of keys) if (manifest[key].file.endsWith('.css')) files.add(manifest[key].file);
  return [...files].sort().map((file) => `/${file}`);
}
