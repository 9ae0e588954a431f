// Rolling restarts behind the example proxies: `bun run rolling-restart` (docs/decisions/017, README "Rolling
// restarts"). For each of deploy/nginx.conf and deploy/Caddyfile, as written (only the addresses, ports and TLS
// are changed to run here): two built Cancha processes on one fresh PostgreSQL database behind the proxy, clients
// writing chat messages and reading pages through it, and each process restarted in turn by the documented
// procedure (SIGTERM, wait for it to exit, start it, wait for its /healthz, wait a moment for the proxy, next). Every
// request must succeed, and every acknowledged message must be in the chat afterwards. Exits 1 otherwise.
//
// Needs nginx and caddy (Debian's packages: scripts/test.sh installs them), a PostgreSQL server
// (TEST_DATABASE_URL, else 127.0.0.1:5432) and the built server (bun run build).

import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import postgres from 'postgres';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER = join(ROOT, 'apps/server/dist/main.mjs');
const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Pause between the clients' requests: a steady load that stays under the chat's per-person limit. */
const WRITE_EVERY_MS = 700;
const READ_EVERY_MS = 50;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function run(
  bin: string,
  args: string[],
  env: Record<string, string> = {},
): ChildProcess & { log: () => string } {
  // Debian puts nginx in /usr/sbin, which a user's PATH may not hold.
  const path = `${process.env.PATH ?? ''}:/usr/sbin:/usr/bin`;
  const child = spawn(bin, args, {
    env: { ...process.env, PATH: path, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (c) => (log += c));
  child.stderr?.on('data', (c) => (log += c));
  return Object.assign(child, { log: () => log });
}

async function until(what: string, check: () => Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
}

const healthy = (url: string) => fetch(`${url}/healthz`).then((r) => r.ok);

interface Proxy {
  name: string;
  start(port: number, upstreams: [number, number], dir: string): ChildProcess & { log: () => string };
}

/** The example files, their addresses and ports replaced, TLS left to the example. */
const PROXIES: Proxy[] = [
  {
    name: 'nginx (deploy/nginx.conf)',
    start(port, [a, b], dir) {
      const site = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8')
        .replace(/^(\s*)listen 443 ssl http2;/m, `$1listen 127.0.0.1:${port};`)
        .replace(/^\s*ssl_certificate.*$/gm, '')
        .replace('127.0.0.1:3001', `127.0.0.1:${a}`)
        .replace('127.0.0.1:3002', `127.0.0.1:${b}`);
      if (/^\s*listen 443/m.test(site))
        throw new Error('deploy/nginx.conf: its listen line changed; update this script');
      const conf = join(dir, 'nginx.conf');
      writeFileSync(
        conf,
        `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 1024; }\n` +
          `http {\n access_log off;\n client_body_temp_path ${dir}/body;\n proxy_temp_path ${dir}/proxy;\n` +
          ` fastcgi_temp_path ${dir}/fcgi;\n uwsgi_temp_path ${dir}/uwsgi;\n scgi_temp_path ${dir}/scgi;\n${site}\n}\n`,
      );
      return run('nginx', ['-p', dir, '-c', conf, '-g', 'daemon off;']);
    },
  },
  {
    name: 'Caddy (deploy/Caddyfile)',
    start(port, [a, b], dir) {
      const site = readFileSync(join(ROOT, 'deploy/Caddyfile'), 'utf8')
        .replace(/^cancha\.example\.org \{/m, `http://127.0.0.1:${port} {`)
        .replace('127.0.0.1:3001', `127.0.0.1:${a}`)
        .replace('127.0.0.1:3002', `127.0.0.1:${b}`);
      if (!site.includes(`http://127.0.0.1:${port}`))
        throw new Error('deploy/Caddyfile: its site line changed');
      const file = join(dir, 'Caddyfile');
      writeFileSync(file, `{\n\tadmin off\n\tauto_https off\n}\n${site}`);
      return run('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
        HOME: dir,
        XDG_DATA_HOME: dir,
      });
    },
  },
];

/** A browser of the site, through the proxy: its cookie, and the Origin the site's pages send. */
function browser(origin: string) {
  let cookie = '';
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${origin}${path}`, {
      method,
      headers: {
        origin,
        ...(cookie ? { cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const session = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
    if (session) cookie = session.split(';')[0]!;
    const text = await res.text();
    return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : null, text };
  };
  return call;
}

async function scenario(proxy: Proxy): Promise<string[]> {
  const problems: string[] = [];
  const admin = postgres(PG, { max: 1, onnotice: () => undefined });
  const name = `cancha_rolling_${Date.now().toString(36)}`;
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(PG);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(join(tmpdir(), 'cancha-rolling-'));
  // nginx's workers run as another user, and keep their temporary files here.
  chmodSync(dir, 0o755);
  const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const origin = `http://127.0.0.1:${proxyPort}`;
  const env = (port: number): Record<string, string> => ({
    DATABASE_URL: url.toString(),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    TRUST_PROXY: '1',
    UPLOADS_DIR: join(dir, `uploads-${port}`),
    NODE_ENV: 'production',
  });
  const start = (port: number) => run(process.execPath, [SERVER], env(port));
  const servers = new Map<number, ReturnType<typeof start>>();
  let front: ReturnType<Proxy['start']> | null = null;
  try {
    servers.set(portA, start(portA));
    await until('the first process', () => healthy(`http://127.0.0.1:${portA}`));
    servers.set(portB, start(portB));
    await until('the second process', () => healthy(`http://127.0.0.1:${portB}`));
    front = proxy.start(proxyPort, [portA, portB], dir);
    await until(`${proxy.name} in front`, () => healthy(origin));

    // Two players with a team each, made through the proxy.
    const players = await Promise.all(
      [1, 2].map(async (n) => {
        const call = browser(origin);
        const email = `rolling${n}@example.com`;
        const signUp = await call('POST', '/api/v1/auth/signup', {
          email,
          password: 'rolling-123',
          userGender: 'FEMALE',
          birthdate: '15/03/1995',
        });
        if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${signUp.text}`);
        await call('POST', '/api/v1/auth/signin', { email, password: 'rolling-123' });
        await call('POST', '/trpc/user.setRole', { role: 'PARTICIPANT' });
        const team = await call('POST', '/trpc/teams.create', {
          name: `Rotación ${n}`,
          location: 'Córdoba, Argentina',
          genderTeam: 'MIX',
          lat: -31.4,
          lng: -64.2,
        });
        const teamId = (team.json as { result?: { data?: { id?: string } } })?.result?.data?.id;
        if (!teamId) throw new Error(`team: ${team.status} ${team.text}`);
        return { call, teamId };
      }),
    );

    let running = true;
    let writes = 0;
    let reads = 0;
    const acknowledged = new Map<string, number>();
    const failed: string[] = [];
    const writers = players.map(async ({ call, teamId }, p) => {
      for (let i = 0; running; i++) {
        const message = `mensaje ${p}-${i}`;
        const res = await call('POST', '/trpc/chat.send', {
          type: 'team',
          id: teamId,
          message,
          clientKey: `rolling-${p}-${i}-${Date.now()}`,
        }).catch((e: unknown) => ({ status: 0, text: String(e), json: null }));
        writes++;
        if (res.status === 200) acknowledged.set(teamId, (acknowledged.get(teamId) ?? 0) + 1);
        else failed.push(`write ${message}: ${res.status} ${res.text.slice(0, 200)}`);
        await sleep(WRITE_EVERY_MS);
      }
    });
    const reader = (async () => {
      const call = browser(origin);
      while (running) {
        const res = await call('GET', '/api/v1/posts?page=1&pageSize=1').catch((e: unknown) => ({
          status: 0,
          text: String(e),
          json: null,
        }));
        reads++;
        if (res.status !== 200) failed.push(`read: ${res.status} ${res.text.slice(0, 200)}`);
        await sleep(READ_EVERY_MS);
      }
    })();

    // The README's procedure, one process after the other, under the load.
    await sleep(1_000);
    for (const port of [portA, portB]) {
      const leaving = servers.get(port)!;
      const exited = new Promise<number | null>((resolve) => leaving.once('exit', (code) => resolve(code)));
      leaving.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) problems.push(`process on ${port} exited with ${code}:\n${leaving.log()}`);
      servers.set(port, start(port));
      await until(`the restarted process on ${port}`, () => healthy(`http://127.0.0.1:${port}`));
      await sleep(2_000);
    }
    running = false;
    await Promise.all([...writers, reader]);

    const db = postgres(url.toString(), { max: 1, onnotice: () => undefined });
    for (const { teamId } of players) {
      const [row] = await db`select count(*)::int as n from chat_messages where conversation_id = ${teamId}`;
      if (row!.n !== (acknowledged.get(teamId) ?? 0))
        problems.push(`team ${teamId}: ${acknowledged.get(teamId)} messages acknowledged, ${row!.n} stored`);
    }
    await db.end();
    problems.push(...failed);
    console.log(
      `${proxy.name}: ${writes} writes and ${reads} reads during two restarts, ${failed.length} failed`,
    );
  } finally {
    front?.kill('SIGTERM');
    for (const s of servers.values()) s.kill('SIGKILL');
    await sleep(300);
    await admin.unsafe(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
    if (problems.length > 0 && front) console.log(`${proxy.name} log:\n${front.log().slice(-2_000)}`);
  }
  return problems;
}

const problems: string[] = [];
for (const proxy of PROXIES) problems.push(...(await scenario(proxy)));
if (problems.length > 0) {
  console.error(`rolling restart: ${problems.length} problem(s)\n${problems.slice(0, 30).join('\n')}`);
  process.exit(1);
}
console.log('rolling restart: no request failed, every acknowledged write is stored');
