// Smoke test of the one-file release (dist/cancha, from `bun run release`): run as a club volunteer would.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import Database from 'better-sqlite3';
import postgres from 'postgres';

const root = fileURLToPath(new URL('..', import.meta.url));
const binary = join(root, 'dist/cancha');
assert.ok(existsSync(binary), 'dist/cancha is missing: run `bun run release` first');

const freePort = () =>
  new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

async function start(data, port, { expectExit = false, env = {} } = {}) {
  const child = spawn(binary, ['--data', data], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DEMO: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((done) => child.on('exit', (code) => done(code)));
  if (expectExit) return { code: await exited, output: () => output };
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
    } catch {}
    if (child.exitCode !== null || Date.now() > until) throw new Error(`did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

function client(port) {
  const base = `http://127.0.0.1:${port}`;
  let cookie = '';
  const call = async (method, path, body) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
    if (set.length) cookie = set.join('; ');
    return { status: res.status, text: await res.text() };
  };
  const upload = async (path, form) => {
    const res = await fetch(`${base}${path}`, {
      method: 'PUT',
      headers: { origin: base, cookie },
      body: form,
    });
    return { status: res.status, text: await res.text() };
  };
  return { call, upload };
}

/** A 2×2 RGB PNG, written by hand: the smoke test needs no image library. */
function tinyPng() {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.from([0, 200, 30, 30, 30, 200, 30, 0, 30, 30, 200, 250, 250, 250]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const step = (name) => process.stdout.write(`- ${name}\n`);

// 1. An empty folder: it creates and migrates its database, serves the app, keeps the account across restarts.
{
  const data = mkdtempSync(join(tmpdir(), 'cancha-release-'));
  const port = await freePort();
  let server = await start(data, port);
  const api = client(port);
  const signup = await api.call('POST', '/api/v1/auth/signup', {
    email: 'club@example.com',
    password: 'secreto1',
    userGender: 'MALE',
    birthdate: '1990-02-03',
  });
  assert.equal(signup.status, 201, signup.text);
  assert.equal(
    (await api.call('POST', '/api/v1/auth/signin', { email: 'club@example.com', password: 'secreto1' }))
      .status,
    200,
  );
  const home = await api.call('GET', '/');
  assert.equal(home.status, 200);
  assert.match(home.text, /<div id="root">/);
  const places = await api.call('GET', '/trpc/places.search?input=%7B%22query%22%3A%22Rosario%22%7D');
  assert.match(places.text, /Santa Fe/, 'the place data travels inside the binary');
  step('empty folder: created, migrated, signed up, home page and place data served');

  // The image codecs' wasm and the worker thread travel inside the binary: an avatar with a script appended
  // comes back re-encoded, the script gone.
  const form = new FormData();
  form.append('file', new File([tinyPng(), '<script>alert(1)</script>'], 'avatar.png'));
  const uploaded = await api.upload('/api/v1/user', form);
  assert.equal(uploaded.status, 200, uploaded.text);
  const avatar = await api.call('GET', JSON.parse(uploaded.text).user.avatar);
  assert.equal(avatar.status, 200);
  assert.match(avatar.text, /IEND/);
  assert.doesNotMatch(avatar.text, /<script>/);
  step('an uploaded image is re-encoded by the embedded codecs on the worker thread');

  // The installable app's files, and a share image drawn with the embedded renderer and fonts.
  assert.match((await api.call('GET', '/manifest.webmanifest')).text, /"start_url"/);
  assert.match((await api.call('GET', '/sw.js')).text, /shell\.html/);
  assert.equal((await api.call('PUT', '/api/v1/user', { role: 'ADMIN' })).status, 200);
  const created = await api.call('POST', '/api/v1/tournaments', {
    name: 'Copa del Binario',
    location: 'Rosario, Santa Fe',
    category: 'AMATEUR',
    tournamentGender: 'MIXED',
    typeFutbol: 5,
    type: 'LEAGUE',
    startDate: '2031-03-01',
    endDate: '2031-06-01',
    registrationDeadline: '2031-02-01',
    playingDays: ['SATURDAY'],
    matchDuration: 40,
    totalTeams: 4,
    totalPlayers: 10,
    status: 'OPEN',
    visibility: 'PUBLIC',
  });
  assert.equal(created.status, 201, created.text);
  const tournamentId = JSON.parse(created.text).tournament.id;
  const image = await fetch(
    `http://127.0.0.1:${port}/api/v1/share/tournaments/${tournamentId}/standings.png`,
  );
  assert.equal(image.status, 200);
  const png = Buffer.from(await image.arrayBuffer());
  assert.equal(png.readUInt32BE(16), 1080, 'a 1080×1080 PNG');
  step('the worker, the manifest and a share image drawn by the embedded renderer are served');

  const copy = join(data, 'live-copy.db');
  const backup = spawnSync(binary, ['backup', copy, '--data', data], { encoding: 'utf8' });
  assert.equal(backup.status, 0, backup.stderr);
  const saved = new Database(copy, { readonly: true });
  assert.equal(saved.prepare("select count(*) as n from users where email = 'club@example.com'").get().n, 1);
  saved.close();
  step('backup while running: a consistent copy with the account');

  // Without SMTP the confirmation link waits in the outbox; a club reads it from the binary itself.
  const outbox = spawnSync(binary, ['outbox', '3', '--data', data], { encoding: 'utf8' });
  assert.equal(outbox.status, 0, outbox.stderr);
  assert.match(outbox.stdout, /To: club@example\.com/);
  assert.match(outbox.stdout, /\/confirm-email\?token=[a-z0-9]+/);
  step('outbox: the sign-up confirmation link is readable from the command line');

  // Moving the club up to PostgreSQL, with the binary's own migrations (bun run test provides a server).
  if (process.env.TEST_DATABASE_URL) {
    const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => undefined });
    const name = `cancha_release_${process.pid}`;
    await admin.unsafe(`create database "${name}"`);
    try {
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      const moved = spawnSync(binary, ['migrate-to-postgres', '--data', data, '--to', url.toString()], {
        encoding: 'utf8',
      });
      assert.equal(moved.status, 0, moved.stderr);
      assert.match(moved.stdout, /counts and checksums match/);
      const again = spawnSync(binary, ['migrate-to-postgres', '--data', data, '--to', url.toString()], {
        encoding: 'utf8',
      });
      assert.notEqual(again.status, 0);
      assert.match(again.stderr, /not empty/);
      // The same binary then serves the club from PostgreSQL: its account and the avatar it uploaded came along.
      const pgPort = await freePort();
      const onPostgres = await start(mkdtempSync(join(tmpdir(), 'cancha-release-pg-')), pgPort, {
        env: { DATABASE_URL: url.toString() },
      });
      try {
        const pgApi = client(pgPort);
        const signin = await pgApi.call('POST', '/api/v1/auth/signin', {
          email: 'club@example.com',
          password: 'secreto1',
        });
        assert.equal(signin.status, 200, signin.text);
        const me = JSON.parse((await pgApi.call('GET', '/api/v1/user/me')).text);
        assert.equal(me.user.email, 'club@example.com');
        assert.ok(me.user.avatar, 'the avatar survived the move');
        assert.equal((await pgApi.call('GET', me.user.avatar)).status, 200);
      } finally {
        assert.equal(await onPostgres.stop(), 0, onPostgres.output());
      }
    } finally {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
    step(
      'migrate-to-postgres: copied and checked into an empty database, refused into a full one, then served',
    );
  }

  assert.equal(await server.stop(), 0, server.output());
  // The logs: JSON lines (pino, in the binary's own thread), the last one written before the process exits.
  const logs = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
  assert.ok(
    logs.some((l) => l.level === 'info' && l.message === 'request' && l.path === '/'),
    server.output(),
  );
  assert.equal(logs.at(-1)?.message, 'stopped', server.output());
  server = await start(data, port);
  const again = client(port);
  assert.equal(
    (await again.call('POST', '/api/v1/auth/signin', { email: 'club@example.com', password: 'secreto1' }))
      .status,
    200,
  );
  assert.equal(await server.stop(), 0);
  step('SIGTERM stops it cleanly, its last log line written; restarted, the account is still there');

  // A port already in use is refused with the reason.
  const busy = createServer().listen(port, '127.0.0.1');
  await new Promise((r) => busy.once('listening', r));
  const refused = await start(data, port, { expectExit: true });
  busy.close();
  assert.notEqual(refused.code, 0);
  assert.match(refused.output(), /already in use/);
  step('a taken port: refused, non-zero exit');
}

// 2. A database from an older release: backed up, migrated forward, its rows intact.
{
  const data = mkdtempSync(join(tmpdir(), 'cancha-upgrade-'));
  copyFileSync(join(root, 'scripts/fixtures/cancha-0002-tournaments.db'), join(data, 'cancha.db'));
  const port = await freePort();
  const server = await start(data, port);
  const api = client(port);
  const signin = await api.call('POST', '/api/v1/auth/signin', {
    email: 'veterana@example.com',
    password: 'secreto1',
  });
  assert.equal(signin.status, 200, signin.text);
  const teams = await api.call('GET', '/api/v1/team');
  assert.match(teams.text, /Las Veteranas/);
  assert.equal(readdirSync(join(data, 'backups')).length, 1, 'a backup is taken before migrating');
  assert.equal(await server.stop(), 0);
  step('older database: backed up, migrated, account and team intact');

  // The same database with a migration this binary does not know: refused.
  const db = new Database(join(data, 'cancha.db'));
  db.prepare('insert into __drizzle_migrations (hash, created_at) values (?, ?)').run(
    'future',
    9_999_999_999_999,
  );
  db.close();
  const refused = await start(data, port, { expectExit: true });
  assert.notEqual(refused.code, 0);
  assert.match(refused.output(), /newer version of Cancha/);
  step('a database from a newer version: refused, non-zero exit');
}
process.stdout.write('release smoke test passed\n');
