// Runs after every `vite build`:
// 0. writes the installable app's files (scripts/pwa.mjs);
// 1. writes .gz and .br beside each text asset, which the server sends to browsers that accept them;
// 2. checks the JavaScript budgets on the build's manifest: what the player home needs before its first render
//    (the entry, its static imports and the home's route chunks; Spanish texts are in the code, see
//    src/lib/i18n.ts) and what each lazily
//    loaded route adds on top of that. Sizes are gzip at level 9, as served. Exits 1 over a budget.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { writePwaFiles } from './pwa.mjs';

// The player home's first load (issue 10): the build fails above it. 161 since El Prode's four addresses joined the
// route tree every page loads (docs/decisions/015-prode.md); 162 since every page carries the installed app's hooks:
// the install event caught early, the kept data restored without signal, buttons that wait for the signal
// (docs/decisions/016-follow-and-share.md); 161 since the error sentences left it for a chunk of their own, fetched
// beside the page's code and awaited by the tRPC client before a failure reaches a screen (src/lib/error-texts.ts).
const INITIAL_BUDGET_KB = 161;
const LAZY_ROUTE_BUDGET_KB = 50;
// The routes drawn for /player/ on first load.
const PLAYER_HOME = [
  'src/routes/__root.tsx?tsr-split=component',
  'src/routes/player.tsx?tsr-split=component',
  'src/routes/player/index.tsx?tsr-split=component',
];

const dist = join(import.meta.dirname, '..', 'dist');
const pwaFailures = await writePwaFiles(join(import.meta.dirname, '..'), dist);

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

for (const file of walk(dist)) {
  if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(file) || file.includes('/.vite/')) continue;
  const bytes = readFileSync(file);
  if (bytes.length < 1024) continue;
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipped = new Map();
const sizeOf = (key) => {
  const file = manifest[key].file;
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};
const closure = (roots, skip = new Set()) => {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || skip.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
};
const kb = (bytes) => bytes / 1024;
const total = (keys) => [...keys].reduce((n, key) => n + sizeOf(key), 0);

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = closure([entry, ...PLAYER_HOME]);
const initialKb = kb(total(initial));
const failures = [...pwaFailures];
console.log(
  `player home, first load: ${initialKb.toFixed(1)} KB of JavaScript in ${initial.size} files (budget ${INITIAL_BUDGET_KB} KB)`,
);
if (initialKb > INITIAL_BUDGET_KB) {
  failures.push(
    `player home initial JavaScript ${initialKb.toFixed(1)} KB, above its ${INITIAL_BUDGET_KB} KB budget`,
  );
}

const routes = Object.keys(manifest).filter((key) => key.includes('?tsr-split') && !initial.has(key));
const lazy = routes
  .map((key) => ({ key, size: kb(total(closure([key], initial))) }))
  .sort((a, b) => b.size - a.size);
for (const { key, size } of lazy) {
  if (size > LAZY_ROUTE_BUDGET_KB) failures.push(`${key} ${size.toFixed(1)} KB`);
}
const largest = lazy[0];
console.log(
  `lazy routes: ${lazy.length}, largest ${largest ? `${largest.key.replace('?tsr-split=component', '')} at ${largest.size.toFixed(1)} KB` : 'none'} (budget ${LAZY_ROUTE_BUDGET_KB} KB each)`,
);
// Every Spanish source text is compiled at build time (compile-source-messages.ts) and the browser has no ICU
// compiler: a descriptor whose message is still a string would show its placeholders raw.
const uncompiled = walk(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(/\bid:(["'`])[\w-]*\1,message:(["'`])((?:(?!\2)[^\\]|\\.)*)\2/g),
    ].map((m) => `${basename(file)}: ${m[3].slice(0, 60)}`),
  );
if (uncompiled.length > 0) {
  failures.push(`${uncompiled.length} message(s) left uncompiled, e.g. ${uncompiled.slice(0, 3).join('; ')}`);
}
if (failures.length > 0) {
  console.error(`The build fails its checks:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
