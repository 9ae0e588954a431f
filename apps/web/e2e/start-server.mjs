// Starts the built server for the browser journeys on a fresh database, with the developer outbox on.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const data = mkdtempSync(join(tmpdir(), 'cancha-e2e-'));
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
    DEMO: '1',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
