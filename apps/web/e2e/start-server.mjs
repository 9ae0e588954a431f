// Starts the built server for the browser journeys on a fresh database, with the developer outbox on.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const data = mkdtempSync(join(tmpdir(), 'cancha-e2e-'));

// A local stand-in for the map tile server: every tile is the same 1×1 green PNG, nothing leaves the machine.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const tiles = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
  res.end(TILE);
});
await new Promise((done) => tiles.listen(0, '127.0.0.1', done));
const tilePort = tiles.address().port;
const server = fileURLToPath(new URL('../../server/dist/main.mjs', import.meta.url));
const child = spawn(process.execPath, [server], {
  stdio: 'inherit',
  env: {
    ...process.env,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}`,
    DATABASE_PATH: join(data, 'cancha.db'),
    UPLOADS_DIR: join(data, 'uploads'),
    NODE_ENV: 'test',
    MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
    DEMO: '1',
    // The push journey's stand-in push service (e2e/push.spec.ts listens there while it runs).
    PUSH_ALLOWED_ORIGINS: `http://127.0.0.1:${Number(process.env.PORT) + 2}`,
    // The Mercado Pago journey's stand-in for its API (e2e/mercado-pago.spec.ts listens there while it runs).
    MERCADO_PAGO_API_BASE: `http://127.0.0.1:${Number(process.env.PORT) + 3}`,
    // Journeys stand for many people on one machine: each browser context sends its own X-Forwarded-For.
    TRUST_PROXY: '1',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  tiles.close();
  process.exit(code ?? 0);
});
