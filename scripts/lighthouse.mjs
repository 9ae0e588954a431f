// `bun run lighthouse`: Lighthouse 12 (mobile emulation, simulated throttling) on the built app with demo data,
// in Debian's Chromium. Pages: the player home, a public tournament page, and a team page (where its chat
// opens), each on a first and a return visit. Budgets: performance ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.1. Writes bench/results/lighthouse-<time>.json;
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
import puppeteer from 'puppeteer-core';

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
let browser;
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
  const sessionCookies = signIn.headers.getSetCookie().map((c) => {
    const [name = '', value = ''] = c.split(';')[0].split('=');
    return { name, value };
  });
  const cookie = sessionCookies.map((c) => `${c.name}=${c.value}`).join('; ');
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
  browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  // Two visits of each page by the signed-in demo player: on a new device (the cookie banner still to answer),
  // which is what Lighthouse measures and the budgets are for, and a return visit (banner answered, language
  // remembered), reported alongside. Each starts with an empty cache and storage; only the cookies are given.
  const visits = [
    { visit: 'first', cookies: [] },
    {
      visit: 'return',
      cookies: [
        { name: 'cookiesAccepted', value: 'true' },
        { name: 'locale', value: 'es' },
      ],
    },
  ];
  const results = [];
  // LIGHTHOUSE_ONLY=<text> measures only the visits whose name contains it ("return", "tournament page").
  const only = process.env.LIGHTHOUSE_ONLY ?? '';
  // Each page is measured LIGHTHOUSE_RUNS times (3 by default), the runs interleaved so that a slow moment of the
  // machine does not fall on one page only; every run must meet the budget, and the summary gives median and spread.
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
  for (let run = 1; run <= runs; run++)
    for (const { visit, cookies } of visits)
      for (const page of pages) {
        if (!`${page.name}, ${visit} visit`.includes(only)) continue;
        const tab = await browser.newPage();
        const cdp = await tab.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        await cdp.send('Network.clearBrowserCookies');
        await cdp.send('Storage.clearDataForOrigin', {
          origin: url,
          storageTypes: 'local_storage,indexeddb,cache_storage,service_workers',
        });
        // In the browser's own cookie jar: a Cookie request header would be replaced as soon as the page sets a
        // cookie of its own, and the player pages would then be measured signed out.
        await browser.setCookie(
          ...[...sessionCookies, ...cookies].map((c) => ({ ...c, domain: '127.0.0.1', path: '/' })),
        );
        const runner = await lighthouse(
          `${url}${page.path}`,
          {
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            disableStorageReset: true,
          },
          undefined,
          tab,
        );
        const lhr = runner.lhr;
        if (process.env.LIGHTHOUSE_TRACES) {
          mkdirSync(process.env.LIGHTHOUSE_TRACES, { recursive: true });
          writeFileSync(
            join(process.env.LIGHTHOUSE_TRACES, `${visit}${page.path.replace(/\W+/g, '-')}.trace.json`),
            JSON.stringify(runner.artifacts.Trace),
          );
        }
        // The full report of each page, for finding out why a figure is what it is.
        if (process.env.LIGHTHOUSE_REPORTS) {
          mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
          writeFileSync(
            join(process.env.LIGHTHOUSE_REPORTS, `${visit}${page.path.replace(/\W+/g, '-')}.json`),
            runner.report,
          );
        }
        // A page that sent the browser elsewhere (signed out: the login page) was not the page measured.
        const landed = new URL(lhr.finalDisplayedUrl).pathname;
        const result = {
          run,
          page: `${page.name}, ${visit} visit`,
          path: page.path,
          performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          fcpMs: lhr.audits['first-contentful-paint'].numericValue,
          tbtMs: lhr.audits['total-blocking-time'].numericValue,
          error:
            lhr.runtimeError?.message ??
            (landed.replace(/\/$/, '') === page.path.replace(/\/$/, '') ? null : `ended on ${landed}`),
        };
        await tab.close();
        results.push(result);
        console.log(
          `run ${run}  ${result.page.padEnd(30)} performance ${result.performance}  LCP ${(result.lcpMs / 1000).toFixed(2)} s  CLS ${result.cls.toFixed(3)}  FCP ${(result.fcpMs / 1000).toFixed(2)} s  TBT ${result.tbtMs.toFixed(0)} ms${result.error ? `  error: ${result.error}` : ''}`,
        );
      }
  const misses = results.flatMap((r) => [
    ...(r.performance < BUDGET.performance
      ? [`${r.page} (run ${r.run}): performance ${r.performance} < ${BUDGET.performance}`]
      : []),
    ...(r.lcpMs > BUDGET.lcpMs
      ? [`${r.page} (run ${r.run}): LCP ${r.lcpMs.toFixed(0)} ms > ${BUDGET.lcpMs} ms`]
      : []),
    ...(r.cls > BUDGET.cls ? [`${r.page} (run ${r.run}): CLS ${r.cls.toFixed(3)} > ${BUDGET.cls}`] : []),
    ...(r.error ? [`${r.page} (run ${r.run}): ${r.error}`] : []),
  ]);
  // What the README reports: per page, the median of the runs and their spread (lowest–highest).
  const summary = [...new Set(results.map((r) => r.page))].map((page) => {
    const mine = results.filter((r) => r.page === page);
    const stat = (key) => {
      const values = mine.map((r) => r[key]).sort((a, b) => a - b);
      return { median: values[Math.floor((values.length - 1) / 2)], min: values[0], max: values.at(-1) };
    };
    return {
      page,
      runs: mine.length,
      performance: stat('performance'),
      lcpMs: stat('lcpMs'),
      cls: stat('cls'),
      tbtMs: stat('tbtMs'),
    };
  });
  console.log(`\nmedian (lowest–highest) of ${runs} run(s):`);
  for (const s of summary) {
    const ms = (x) => `${(x / 1000).toFixed(2)}`;
    console.log(
      `${s.page.padEnd(30)} performance ${s.performance.median} (${s.performance.min}–${s.performance.max})  LCP ${ms(s.lcpMs.median)} s (${ms(s.lcpMs.min)}–${ms(s.lcpMs.max)})  CLS ${s.cls.median.toFixed(3)} (max ${s.cls.max.toFixed(3)})  TBT ${s.tbtMs.median.toFixed(0)} ms (${s.tbtMs.min.toFixed(0)}–${s.tbtMs.max.toFixed(0)})`,
    );
  }
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify({ at: new Date().toISOString(), budget: BUDGET, runs, results, summary, misses }, null, 2),
  );
  console.log(misses.length ? `MISS\n  ${misses.join('\n  ')}` : 'ok: every page within budget');
  console.log(`written ${file}`);
  process.exitCode = misses.length ? 1 : 0;
} finally {
  await browser?.disconnect();
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(data, { recursive: true, force: true });
}
