// Real Cancha server processes for the tests that need more than one (many-processes.test.ts): started from the
// sources as `bun run dev` would, each on its own port, with its own uploads folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readAnswer } from './test-app';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export interface CanchaProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
  output(): string;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startCancha(env: Record<string, string>): Promise<CanchaProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'cancha-process-uploads-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Cancha exited at start:\n${log}`);
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) throw new Error(`Cancha did not start in 30 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, exited, output: () => log };
}

/** A client holding cookies like one browser, talking to whichever process it is pointed at. */
export function browserOf(origin: string) {
  const jar = new Map<string, string>();
  const request = async (base: string, method: string, path: string, body?: unknown) => {
    const headers = new Headers({ origin });
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers.set('content-type', 'application/json');
    }
    const res = await fetch(`${base}${path}`, { method, headers, body: payload });
    const answer = await readAnswer(res, jar);
    return { ...answer, headers: res.headers };
  };
  return { jar, request };
}
