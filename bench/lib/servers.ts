import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import type { DatasetInfo, DatasetSize } from './dataset';
import { autocannon } from './load';
import { CONNECTIONS, pinned, root } from './options';

// The servers a run measures (Cancha's built server, the reference servers), its targets and one measurement.

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface Server {
  name: string;
  url: string;
  process: ChildProcess;
}

export async function startServer(
  name: string,
  command: string[],
  env: Record<string, string>,
  port: number,
): Promise<Server> {
  const [bin, ...rest] = pinned ? ['taskset', '-c', '0', ...command] : command;
  const child = spawn(bin!, rest, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${stderr}`);
    if (Date.now() > until) throw new Error(`${name} did not start: ${stderr}`);
    try {
      await fetch(`${url}/`, { signal: AbortSignal.timeout(1000) });
      return { name, url, process: child };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * The Node options `bun run start` gives the server (package.json): the bench starts node itself, since it
 * measures and pins that process, but with the same options.
 */
const START_OPTIONS = (() => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [command, ...args] = pkg.scripts.start.split(/\s+/);
  if (command !== 'node' || args.at(-1) !== 'apps/server/dist/main.mjs')
    throw new Error(
      `package.json's start is not "node [options] apps/server/dist/main.mjs": ${pkg.scripts.start}`,
    );
  return args.slice(0, -1);
})();

/** The built server on a database file (a copy the run may write to), as a club runs it; or on PostgreSQL. */
export async function startCancha(
  name: string,
  databasePath: string,
  runDir: string,
  extra: Record<string, string> = {},
): Promise<Server> {
  const port = await freePort();
  return startServer(
    name,
    [process.execPath, ...START_OPTIONS, 'apps/server/dist/main.mjs'],
    {
      DATABASE_PATH: databasePath,
      UPLOADS_DIR: join(runDir, `uploads-${name}`),
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      DEMO: '0',
      ...extra,
    },
    port,
  );
}

export interface Target {
  name: string;
  group: string;
  size: DatasetSize | 'reference';
  options: autocannon.Options;
}

export interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

export function trpcGet(path: string, input: unknown) {
  return `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
}

export function canchaTargets(size: DatasetSize, server: Server, info: DatasetInfo): Target[] {
  const viewer = { cookie: `${SESSION_COOKIE_NAME}=${info.viewerToken}` };
  const organiser = `${SESSION_COOKIE_NAME}=${info.organiserToken}`;
  const page = { tournamentId: info.page.tournamentId };
  let next = 0;
  const base = { url: server.url, connections: CONNECTIONS };
  // autocannon takes a GET's path from its url only (a `path` option is ignored).
  const get = (path: string, input: unknown) => ({
    url: server.url + trpcGet(path, input),
    connections: CONNECTIONS,
  });
  return [
    { name: 'tournament page', options: get('explore.statistics', page) },
    { name: 'fixture', options: get('explore.rounds', page) },
    // A public tournament's link preview, as WhatsApp's crawler and a phone's share ask it: the kept picture.
    {
      name: 'share image',
      options: {
        url: `${server.url}/api/v1/share/tournaments/${page.tournamentId}/standings.png?size=wide`,
        connections: CONNECTIONS,
      },
    },
    {
      name: 'team page',
      options: { ...get('teams.byId', { teamId: info.page.teamId }), headers: viewer },
    },
    {
      name: 'nearby teams',
      options: { ...get('teams.nearby', info.nearby), headers: viewer },
    },
    // The season's cash book as its organiser opens it: the newest 100 of its 10,000 entries and every balance.
    {
      name: 'cash book',
      options: {
        ...get('ledger.get', { tournamentId: info.season.tournamentId }),
        headers: { cookie: organiser },
      },
    },
    {
      name: 'record payment',
      options: {
        url: `${server.url}/trpc/ledger.record`,
        connections: CONNECTIONS,
        method: 'POST',
        headers: { cookie: organiser, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({
          tournamentId: info.season.tournamentId,
          kind: 'PAYMENT',
          teamId: info.season.teamId,
          amount: 1000,
          method: 'CASH',
        }),
      },
    },
    {
      name: 'chat send',
      options: {
        ...base,
        requests: [
          {
            method: 'POST',
            path: '/trpc/chat.send',
            // Each request from the next sender, so no one meets the per-person message limit.
            setupRequest: (req: Record<string, unknown>) => {
              const s = info.senders[next++ % info.senders.length]!;
              return {
                ...req,
                headers: {
                  cookie: `${SESSION_COOKIE_NAME}=${s.token}`,
                  origin: server.url,
                  'content-type': 'application/json',
                },
                body: JSON.stringify({ type: 'team', id: s.teamId, message: `carga ${next}` }),
              };
            },
          },
        ],
      },
    },
  ].map((t) => ({ ...t, group: t.name, size }));
}

export async function measure(target: Target, duration: number): Promise<Sample> {
  const result = await autocannon({ ...target.options, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}
