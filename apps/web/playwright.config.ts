import { defineConfig, devices } from '@playwright/test';

const PORT = 3100;

// Debian's Chromium: Playwright's own browser download cannot work on these machines.
export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // A journey waits for the app's own signals; these bounds only end one that hangs. On a machine busy with
  // something else a whole journey of two browsers took over 30 s (19–23 s idle), so the bound is 90 s.
  timeout: 90_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'es-AR',
    trace: 'retain-on-failure',
    // The service worker answers the page's requests itself, out of page.route()'s reach; the journeys of the
    // installed app (offline.spec.ts) let it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'] } },
    { name: 'desktop', grep: /@desktop/, use: { viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(PORT) },
  },
});
