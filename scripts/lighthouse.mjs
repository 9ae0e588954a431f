// `bun run lighthouse`: Lighthouse 12 (mobile emulation, simulated throttling) on the built app with demo data,
// in Debian's Chromium. Pages: the player home, a public tournament page, and a team page (where its chat
// opens). Budgets: performance ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.1. Writes bench/results/lighthouse-<time>.json;
// exits 1 on a miss.
// Needs `bun run build` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BUDGET = { performance: 90, lcpMs: 2500, cls: 0.1 };
const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (
  !existsSync(join(root, 'apps/server/dist/main.mjs')) ||
  !existsSync(join(root, 'apps/web/dist/index.html'))
) {
  console.error('Build first: bun run build');
  process.exit(1);
}

const port = await new Promise((done) => {
  const s = createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => done(port));
  });
});
const url = `http://127.0.0.1:${port}`;
const data = mkdtempSync(join(tmpdir(), 'cancha-lighthouse-'));
const server = spawn(process.execPath, ['apps/server/dist/main.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATABASE_PATH: join(data, 'cancha.db'),
    UPLOADS_DIR: join(data, 'uploads'),
    DEMO: '1',
    NODE_ENV: 'production',
    // No map tiles from the internet: the machine running this may have none.
    MAP_TILE_URL: '',
  },
  stdio: 'ignore',
});
let chrome;
try {
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {}
    if (Date.now() > until) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }

  const signIn = await fetch(`${url}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: 'jugador@cancha.demo', password: 'cancha123' }),
  });
  if (!signIn.ok) throw new Error(`demo sign-in failed: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const trpc = async (path) => {
    const r = await fetch(`${url}/trpc/${path}`, { headers: { cookie } });
    return (await r.json()).result.data;
  };
  const team = (await trpc('teams.mine'))[0];
  const tournament = (await trpc('explore.tournaments'))[0];
  const pages = [
    { name: 'player home', path: '/player/' },
    { name: 'tournament page', path: `/explore-tournaments/${tournament.id}` },
    { name: 'team page (chat)', path: `/player/teams/${team.id}` },
  ];

  chrome = await chromeLauncher.launch({
    chromePath: chromium,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const results = [];
  for (const page of pages) {
    const runner = await lighthouse(`${url}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { Cookie: cookie },
    });
    const lhr = runner.lhr;
    // The full report of each page, for finding out why a figure is what it is.
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(
        join(process.env.LIGHTHOUSE_REPORTS, `${page.path.replace(/\W+/g, '-')}.json`),
        runner.report,
      );
    }
    const result = {
      page: page.name,
      path: page.path,
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      error: lhr.runtimeError?.message ?? null,
    };
    results.push(result);
    console.log(
      `${page.name.padEnd(18)} performance ${result.performance}  LCP ${(result.lcpMs / 1000).toFixed(2)} s  CLS ${result.cls.toFixed(3)}  FCP ${(result.fcpMs / 1000).toFixed(2)} s  TBT ${result.tbtMs.toFixed(0)} ms${result.error ? `  error: ${result.error}` : ''}`,
    );
  }
  const misses = results.flatMap((r) => [
    ...(r.performance < BUDGET.performance
      ? [`${r.page}: performance ${r.performance} < ${BUDGET.performance}`]
      : []),
    ...(r.lcpMs > BUDGET.lcpMs ? [`${r.page}: LCP ${r.lcpMs.toFixed(0)} ms > ${BUDGET.lcpMs} ms`] : []),
    ...(r.cls > BUDGET.cls ? [`${r.page}: CLS ${r.cls.toFixed(3)} > ${BUDGET.cls}`] : []),
    ...(r.error ? [`${r.page}: ${r.error}`] : []),
  ]);
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify({ at: new Date().toISOString(), budget: BUDGET, results, misses }, null, 2),
  );
  console.log(misses.length ? `MISS\n  ${misses.join('\n  ')}` : 'ok: every page within budget');
  console.log(`written ${file}`);
  process.exitCode = misses.length ? 1 : 0;
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(data, { recursive: true, force: true });
}
