// Crash consistency: `bun run crash-test` (100 kills, 50 clients), `bun run crash-test --smoke` (3 kills, 10
// clients), or `--kills N --clients N --seed S --keep`.
//
// Runs the real server from source as a child process on a fresh database and SIGKILLs it again and again while
// concurrent clients write through the real HTTP API: chat messages in a tournament's chat, match events in its
// league, and registrations of their teams in other tournaments. A write counts as acknowledged only once its
// success response has been read in full. After every restart, before the load resumes, the database file is opened
// read-only: PRAGMA integrity_check must answer 'ok' and every acknowledged write must be there (writes cut short by
// the kill may or may not be; they are counted, never failed). Half-way through, while the load runs, an online
// backup is taken with the server's own `cancha backup` command: it must pass integrity_check and hold every write
// acknowledged before it began. Prints a summary, writes bench/results/crash-<time>.json, and exits 1 on any lost
// acknowledged write, failed integrity check, failed backup or unexpected answer.

import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import Database from 'better-sqlite3';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PASSWORD = 'crash-test-1';
// A team needs five players to register (docs/product/registrations.md#entry-checks): its captain and these
// four.
const FILLERS = 4;
const EVENT_TYPES = ['GOAL', 'ASSIST', 'YELLOW_CARD', 'FOUL', 'INJURY', 'DIRECT_FREE_KICK', 'OWN_GOAL'];
const KINDS = ['chat', 'event', 'registration'] as const;
type Kind = (typeof KINDS)[number];

// ---------------------------------------------------------------------------------------------------- options

const { values: args } = parseArgs({
  options: {
    kills: { type: 'string' },
    clients: { type: 'string' },
    seed: { type: 'string', default: '1' },
    smoke: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const KILLS = Number(args.kills ?? (args.smoke ? 3 : 100));
const CLIENTS = Number(args.clients ?? (args.smoke ? 10 : 50));
const SEED = Number(args.seed);
if (!Number.isInteger(KILLS) || KILLS < 1) throw new Error('--kills must be a whole number ≥ 1');
// All clients' teams play one league, and a league takes at most 64 teams.
if (!Number.isInteger(CLIENTS) || CLIENTS < 2 || CLIENTS > 64) throw new Error('--clients must be 2–64');
if (!Number.isInteger(SEED)) throw new Error('--seed must be a whole number');
const BACKUP_AT = Math.ceil(KILLS / 2);
/** Open tournaments kept ahead of the furthest client: enough for the long cycle that takes the backup. */
const REGISTRATION_MARGIN = 30;

/** mulberry32: the kill moments and the clients' choices repeat for a seed (the timing of the load cannot). */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const killRng = seeded(SEED);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ms = (from: number) => Math.round(performance.now() - from);

// ---------------------------------------------------------------------------------------------------- the server

const work = mkdtempSync(join(tmpdir(), 'cancha-crash-'));
const dbPath = join(work, 'cancha.db');
const logPath = join(work, 'server.log');
const port = await new Promise<number>((done, fail) => {
  const probe = createServer();
  probe.once('error', fail);
  probe.listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
  });
});
const BASE = `http://127.0.0.1:${port}`;
const serverEnv = {
  ...process.env,
  DATABASE_PATH: dbPath,
  UPLOADS_DIR: join(work, 'uploads'),
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: BASE,
  TRUST_PROXY: '1',
  NODE_ENV: 'production',
  WEB_DIST: join(work, 'no-web'), // absent: the API only, whether or not the web app was built
  DEMO: '0',
  SMTP_URL: '',
};

let server: ChildProcess | null = null;
let serverExit: Promise<void> = Promise.resolve();

function logTail(lines = 15): string {
  try {
    return readFileSync(logPath, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

/** Starts the server from source and waits for /healthz; answers the milliseconds from spawn to ready. */
async function startServer(): Promise<number> {
  const started = performance.now();
  const log = openSync(logPath, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: serverEnv,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  server = child;
  let exited = false;
  serverExit = new Promise((done) => child.once('exit', () => done()));
  void serverExit.then(() => {
    exited = true;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited while starting:\n${logTail()}`);
    try {
      const res = await fetch(`${BASE}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return ms(started);
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  throw new Error(`the server was not ready within 60 s:\n${logTail()}`);
}

/** SIGKILL; `then` runs right after the signal is sent, before the process is gone. */
async function killServer(then?: () => void): Promise<void> {
  server?.kill('SIGKILL');
  then?.();
  await serverExit;
  server = null;
}

process.on('exit', () => server?.kill('SIGKILL'));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server?.kill('SIGKILL');
    process.exit(130);
  });
}

// ---------------------------------------------------------------------------------------------------- HTTP

interface Identity {
  ip: string;
  cookie?: string;
}

interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: REST answers are read field by field
  body: any;
  setCookie: string[];
}

/** One request as a browser of this app sends it: its Origin, JSON, the session cookie, the client's address. */
async function http(method: string, path: string, who: Identity, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { origin: BASE, 'x-forwarded-for': who.ip };
  if (who.cookie) headers.cookie = who.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text(); // the whole answer: only then is a write acknowledged
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = { text: text.slice(0, 200) };
  }
  return { status: res.status, body: parsed, setCookie: res.headers.getSetCookie() };
}

/** A setup call: anything but a 2xx stops the run. */
async function ok(method: string, path: string, who: Identity, body?: unknown) {
  const answer = await http(method, path, who, body);
  if (answer.status < 200 || answer.status > 299) {
    throw new Error(`setup: ${method} ${path} answered ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer;
}

/** Runs fn over items, `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

interface Account extends Identity {
  email: string;
  cookie: string;
  token: string;
  userId: string;
}

/**
 * Opens the confirmation link e-mailed at sign-up, as the address's owner would: invitations sent to an address
 * are only an account's once it is confirmed. Without SMTP the link waits in the database's outbox.
 */
async function confirmAddress(email: string, who: Identity) {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  let text: string | undefined;
  try {
    const rows = db.prepare('select text from email_outbox where "to" = ? order by id desc').all(email) as {
      text: string;
    }[];
    text = rows.find((r) => r.text.includes('/confirm-email?token='))?.text;
  } finally {
    db.close();
  }
  const path = text?.match(/\/confirm-email\?token=[a-z0-9]+/)?.[0];
  if (!path) throw new Error(`setup: no confirmation e-mail for ${email}`);
  const answer = await fetch(`${BASE}${path}`, {
    headers: { 'x-forwarded-for': who.ip },
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  if (answer.headers.get('location') !== '/email-confirmed?result=CONFIRMED') {
    throw new Error(`setup: confirming ${email} answered ${answer.status} ${answer.headers.get('location')}`);
  }
}

/** Sign-up, sign-in and role through /api/v1, each account from its own address (sign-up is limited per IP). */
async function account(email: string, ip: string, role: 'ADMIN' | 'PARTICIPANT'): Promise<Account> {
  const who = { ip };
  await ok('POST', '/api/v1/auth/signup', who, {
    email,
    password: PASSWORD,
    userGender: 'OTHER',
    birthdate: '1990-05-17',
  });
  await confirmAddress(email, who);
  const signIn = await ok('POST', '/api/v1/auth/signin', who, { email, password: PASSWORD });
  const line = signIn.setCookie.find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`));
  if (!line) throw new Error(`setup: no session cookie for ${email}`);
  const cookie = line.split(';')[0]!;
  const token = cookie.slice(SESSION_COOKIE_NAME.length + 1);
  const me = { ip, cookie };
  await ok('PUT', '/api/v1/user', me, { role });
  const { body } = await ok('GET', '/api/v1/user/me', me);
  return { email, ip, cookie, token, userId: body.user.id };
}

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function tournamentInput(name: string, totalTeams: number) {
  return {
    name,
    location: 'Córdoba',
    category: 'AMATEUR',
    tournamentGender: 'MIXED',
    typeFutbol: 5,
    type: 'LEAGUE',
    startDate: isoDay(30),
    endDate: isoDay(400),
    registrationDeadline: isoDay(30),
    playingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
    matchDuration: 60,
    totalTeams,
    totalPlayers: 10,
  };
}

// ---------------------------------------------------------------------------------------------------- the record

/** What the server acknowledged: the ids it answered, with what each row must hold. */
const acked = {
  chat: new Map<string, string>(), // message id → text
  event: new Map<string, string>(), // event id → match id
  registration: new Map<string, string>(), // registration id → tournamentId/teamId
  tournament: new Set<string>(),
};
/** Writes sent but cut short (no complete answer): they may or may not be in the database. */
const inDoubt = { chat: new Set<string>(), registration: new Set<string>(), event: 0 };
const attempts: Record<Kind, number> = { chat: 0, event: 0, registration: 0 };
const statuses: Record<Kind, Record<string, number>> = { chat: {}, event: {}, registration: {} };
const failures: string[] = [];
const unexpected: string[] = [];
/** Answers that are not a fault: the chat's per-user limit (30 a minute, kept in memory by each process). */
const EXPECTED_REFUSALS: Record<Kind, number[]> = { chat: [429], event: [], registration: [] };

// ---------------------------------------------------------------------------------------------------- the load

let gateOpen = false;
let waiting: (() => void)[] = [];
let parked = 0;
let stopped = false;

async function gate(): Promise<void> {
  if (gateOpen) return;
  parked += 1;
  await new Promise<void>((r) => waiting.push(r));
  parked -= 1;
}
function openGate() {
  gateOpen = true;
  const resume = waiting;
  waiting = [];
  for (const r of resume) r();
}

interface Client {
  index: number;
  captain: Account;
  teamId: string;
  matches: string[];
  seq: number;
  nextRegistration: number;
  rng: () => number;
}

let organizer: Account;
let leagueId = '';
/** Open tournaments the clients' teams register in, one registration per team and tournament. */
const registrationPool: string[] = [];

function request(
  client: Client,
  kind: Kind,
): { path: string; who: Identity; body: unknown; key: string } | null {
  const { captain } = client;
  if (kind === 'chat') {
    const text = `crash c${client.index} s${client.seq++}`;
    return {
      path: '/api/v1/chat/mensajes',
      who: captain,
      body: { type: 'tournament', id: leagueId, mensaje: text },
      key: text,
    };
  }
  if (kind === 'event') {
    // The organizer runs the league's matches (docs/product/competition.md#who-runs-a-match); this client's
    // captain is the player.
    const matchId = client.matches[Math.floor(client.rng() * client.matches.length)]!;
    const type = EVENT_TYPES[Math.floor(client.rng() * EVENT_TYPES.length)]!;
    return {
      path: '/api/v1/match-events',
      who: { ip: captain.ip, cookie: organizer.cookie },
      body: {
        matchId,
        teamId: client.teamId,
        playerId: captain.userId,
        type,
        minute: Math.floor(client.rng() * 141),
      },
      key: matchId,
    };
  }
  const tournamentId = registrationPool[client.nextRegistration];
  if (!tournamentId) return null; // the pool is topped up between kills
  // Whatever the answer, this pair is never sent again: a retry of an in-doubt one would only be refused.
  client.nextRegistration += 1;
  return {
    path: '/api/v1/registrations',
    who: captain,
    body: { tournamentId, teamId: client.teamId },
    key: `${tournamentId}/${client.teamId}`,
  };
}

let acknowledgements = 0;

function record(kind: Kind, key: string, body: Answer['body']) {
  acknowledgements += 1;
  if (kind === 'chat') acked.chat.set(String(body.id), body.message);
  else if (kind === 'event') acked.event.set(String(body.newEvent.id), key);
  else acked.registration.set(String(body.registration.id), key);
}

async function runClient(client: Client) {
  let turn = client.index % KINDS.length;
  while (!stopped) {
    await gate();
    if (stopped) return;
    const kind = KINDS[turn++ % KINDS.length]!;
    const req = request(client, kind);
    if (!req) continue;
    attempts[kind] += 1;
    let answer: Answer;
    try {
      answer = await http('POST', req.path, req.who, req.body);
    } catch {
      // Cut short by the kill (reset, refused, or a body that never finished): neither acknowledged nor failed.
      if (kind === 'event') inDoubt.event += 1;
      else inDoubt[kind].add(req.key);
      await sleep(10);
      continue;
    }
    statuses[kind][answer.status] = (statuses[kind][answer.status] ?? 0) + 1;
    if (answer.status >= 200 && answer.status <= 299) record(kind, req.key, answer.body);
    else if (EXPECTED_REFUSALS[kind].includes(answer.status)) await sleep(50);
    else if (unexpected.length < 20) {
      unexpected.push(`${kind} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    }
  }
}

/** After a kill: every client has seen its request fail or finish and waits at the gate. */
async function waitIdle(clients: number) {
  const deadline = Date.now() + 30_000;
  while (parked < clients) {
    if (Date.now() > deadline) throw new Error(`${clients - parked} clients still busy 30 s after the kill`);
    await sleep(5);
  }
}

// ---------------------------------------------------------------------------------------------------- checks

interface Snapshot {
  chat: Map<string, string>;
  event: Map<string, string>;
  registration: Map<string, string>;
  tournament: Set<string>;
}
const snapshot = (): Snapshot => ({
  chat: new Map(acked.chat),
  event: new Map(acked.event),
  registration: new Map(acked.registration),
  tournament: new Set(acked.tournament),
});

interface Setup {
  captains: Account[];
  fillers: Account[];
  teamIds: string[];
  matchIds: string[];
}
let setup: Setup;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Opens a database file read-only and compares it with what was acknowledged: integrity_check 'ok', every setup
 * row (accounts, sessions, teams and their players, the league's fixture) and every acknowledged write present.
 * Answers the problems found, and how many in-doubt writes made it.
 */
function check(file: string, expected: Snapshot) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const problems: string[] = [];
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map(
      (r) => r.integrity_check,
    );
    if (integrity.join() !== 'ok') problems.push(`integrity_check: ${integrity.slice(0, 5).join('; ')}`);
    const ids = (sql: string, ...params: string[]) =>
      new Set(
        (
          db
            .prepare(sql)
            .pluck()
            .all(...params) as unknown[]
        ).map(String),
      );
    const users = ids('select id from users');
    const sessions = ids('select id from sessions');
    for (const a of [organizer, ...setup.fillers, ...setup.captains]) {
      if (!users.has(a.userId)) problems.push(`setup: account ${a.email} missing`);
      if (!sessions.has(sha256(a.token))) problems.push(`setup: session of ${a.email} missing`);
    }
    const players = new Map(
      (
        db.prepare('select team_id as t, count(*) as n from team_players group by team_id').all() as {
          t: string;
          n: number;
        }[]
      ).map((r) => [r.t, r.n]),
    );
    for (const teamId of setup.teamIds) {
      if ((players.get(teamId) ?? 0) < FILLERS + 1) problems.push(`setup: team ${teamId} lost players`);
    }
    const matches = ids('select id from matches where tournament_id = ?', leagueId);
    for (const id of setup.matchIds) if (!matches.has(id)) problems.push(`setup: match ${id} missing`);

    const messages = new Map(
      (
        db.prepare("select id, message from chat_messages where conversation_type = 'tournament'").all() as {
          id: number;
          message: string;
        }[]
      ).map((r) => [String(r.id), r.message]),
    );
    const texts = new Set(messages.values());
    for (const [id, text] of expected.chat) {
      if (messages.get(id) !== text) problems.push(`lost chat message ${id} (${JSON.stringify(text)})`);
    }
    const events = new Map(
      (db.prepare('select id, match_id as m from match_events').all() as { id: string; m: string }[]).map(
        (r) => [r.id, r.m],
      ),
    );
    for (const [id, matchId] of expected.event) {
      if (events.get(id) !== matchId) problems.push(`lost match event ${id} (match ${matchId})`);
    }
    const registrations = new Map(
      (
        db.prepare('select id, tournament_id as t, team_id as team from registrations').all() as {
          id: string;
          t: string;
          team: string;
        }[]
      ).map((r) => [r.id, `${r.t}/${r.team}`]),
    );
    const pairs = new Set(registrations.values());
    for (const [id, pair] of expected.registration) {
      if (registrations.get(id) !== pair) problems.push(`lost registration ${id} (${pair})`);
    }
    const tournaments = ids('select id from tournaments');
    for (const id of expected.tournament) if (!tournaments.has(id)) problems.push(`lost tournament ${id}`);
    return {
      problems,
      rows: { chat: messages.size, event: events.size, registration: registrations.size },
      inDoubtPresent: {
        chat: [...inDoubt.chat].filter((t) => texts.has(t)).length,
        registration: [...inDoubt.registration].filter((p) => pairs.has(p)).length,
      },
    };
  } finally {
    db.close();
  }
}

/** The registration pool keeps a margin over the client that got furthest; new tournaments are writes too. */
async function topUpPool(clients: Client[], margin: number) {
  const needed = Math.max(...clients.map((c) => c.nextRegistration)) + margin;
  while (registrationPool.length < needed) {
    const { body } = await ok(
      'POST',
      '/api/v1/tournaments',
      organizer,
      tournamentInput(`Copa ${registrationPool.length + 1}`, 64),
    );
    registrationPool.push(body.tournament.id);
    acked.tournament.add(body.tournament.id);
  }
}

// ---------------------------------------------------------------------------------------------------- setup

async function buildSetup(): Promise<{ clients: Client[]; setup: Setup }> {
  const ip = (a: number, b: number) => `10.${a}.${b >> 8}.${(b & 255) + 1}`;
  organizer = await account('organizer@crash.test', ip(1, 0), 'ADMIN');
  const fillers = await pool(
    Array.from({ length: FILLERS }, (_, i) => i),
    FILLERS,
    (i) => account(`player${i}@crash.test`, ip(2, i), 'PARTICIPANT'),
  );
  const captains = await pool(
    Array.from({ length: CLIENTS }, (_, i) => i),
    4,
    (i) => account(`captain${i}@crash.test`, ip(3, i), 'PARTICIPANT'),
  );
  const teamIds = await pool(captains, 4, async (captain, i) => {
    const { body } = await ok('POST', '/api/v1/team', captain, {
      name: `Crash ${i}`,
      location: 'Córdoba',
      genderTeam: 'MIX',
    });
    for (const f of fillers) {
      await ok('POST', '/api/v1/invitations', captain, { playerEmail: f.email, teamId: body.team.id });
    }
    return body.team.id as string;
  });
  await pool(fillers, FILLERS, async (f) => {
    const { body } = await ok('GET', '/api/v1/invitations/my-invitations', f);
    for (const inv of body.invitations as { id: string; status: string }[]) {
      if (inv.status === 'PENDING') {
        await ok('PUT', '/api/v1/invitations', f, { id: inv.id, responseInvitation: 'ACCEPTED' });
      }
    }
  });

  // The league: every client's team approved, its whole fixture drawn; its chat is where the captains write.
  const league = await ok(
    'POST',
    '/api/v1/tournaments',
    organizer,
    tournamentInput('Liga del crash', Math.max(3, CLIENTS)),
  );
  leagueId = league.body.tournament.id;
  acked.tournament.add(leagueId);
  await pool(captains, 4, async (captain, i) => {
    const { body } = await ok('POST', '/api/v1/registrations', captain, {
      tournamentId: leagueId,
      teamId: teamIds[i],
    });
    await ok('PUT', `/api/v1/registrations/${body.registration.id}/status`, organizer, {
      status: 'APPROVED',
    });
  });
  const fixture = await ok('POST', `/api/v1/match/${leagueId}/generate-round`, organizer, {});
  const played = (
    fixture.body.rounds as { matches: { id: string; teamOneId: string; teamTwoId: string }[] }[]
  )
    .flatMap((r) => r.matches)
    .filter((m) => m.teamTwoId !== null);

  const clients = captains.map((captain, index) => ({
    index,
    captain,
    teamId: teamIds[index]!,
    matches: played
      .filter((m) => m.teamOneId === teamIds[index] || m.teamTwoId === teamIds[index])
      .map((m) => m.id),
    seq: 0,
    nextRegistration: 0,
    rng: seeded(SEED * 1000 + index + 1),
  }));
  return { clients, setup: { captains, fillers, teamIds, matchIds: played.map((m) => m.id) } };
}

// ---------------------------------------------------------------------------------------------------- backup

interface BackupResult {
  atKill: number;
  ok: boolean;
  ms: number;
  file: string;
  acknowledgedBefore: Record<string, number>;
  rows?: Record<string, number>;
  problems: string[];
}

/** `cancha backup FILE` (apps/server/src/release.ts, run from source) on the live database, under load. */
async function onlineBackup(atKill: number): Promise<{ result: BackupResult; before: Snapshot }> {
  const file = join(work, 'backups', `during-kill-${atKill}.db`);
  const before = snapshot(); // acknowledged before the backup begins
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/release.ts', 'backup', file, '--data', work],
    { cwd: ROOT, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  const code = await new Promise<number | null>((done) => child.once('exit', (c) => done(c)));
  clearTimeout(timer);
  const result: BackupResult = {
    atKill,
    ok: code === 0 && existsSync(file),
    ms: ms(started),
    file,
    acknowledgedBefore: {
      chat: before.chat.size,
      event: before.event.size,
      registration: before.registration.size,
      tournament: before.tournament.size,
    },
    problems: code === 0 ? [] : [`cancha backup exited ${code}: ${output.trim()}`],
  };
  return { result, before };
}

// ---------------------------------------------------------------------------------------------------- run

const runStarted = performance.now();
const restarts: number[] = [];
const cycles: {
  kill: number;
  firstAckMs: number;
  loadMs: number;
  acknowledged: number;
  restartMs: number;
  checkMs: number;
}[] = [];
let backup: BackupResult | null = null;
let lastRows: Record<string, number> = {};
const lastInDoubt = { chat: 0, registration: 0 };

console.log(`crash test: ${KILLS} kills, ${CLIENTS} clients, seed ${SEED}, data in ${work}`);
try {
  const firstStart = await startServer();
  const setupStarted = performance.now();
  const built = await buildSetup();
  setup = built.setup;
  const { clients } = built;
  await topUpPool(clients, REGISTRATION_MARGIN);
  const setupMs = ms(setupStarted);
  console.log(
    `server ready in ${firstStart} ms; setup through the API in ${setupMs} ms ` +
      `(${CLIENTS + FILLERS + 1} accounts, ${CLIENTS} teams, ${setup.matchIds.length} league matches)`,
  );
  const baseline = check(dbPath, snapshot());
  if (baseline.problems.length) throw new Error(`before any kill: ${baseline.problems.join('; ')}`);

  const running = clients.map((c) => runClient(c));
  for (let kill = 1; kill <= KILLS; kill++) {
    const loadStarted = performance.now();
    const ackedBefore = acknowledgements;
    openGate();
    // A fresh process answers its first requests slowly (cold code), so the burst is timed from the first write
    // it acknowledges; the kill then falls 100–600 ms into steady writing.
    const deadline = Date.now() + 20_000;
    while (acknowledgements === ackedBefore && Date.now() < deadline) await sleep(2);
    const firstAckMs = ms(loadStarted);
    let pendingBackup: Awaited<ReturnType<typeof onlineBackup>> | null = null;
    if (kill === BACKUP_AT) {
      await sleep(200 + killRng() * 300);
      pendingBackup = await onlineBackup(kill);
    }
    await sleep(100 + killRng() * 500);
    await killServer(() => {
      gateOpen = false; // requests cut short park at the gate instead of retrying against a dead port
    });
    const loadMs = ms(loadStarted);
    const ackedInCycle = acknowledgements - ackedBefore;
    await waitIdle(clients.length);

    const restartMs = await startServer();
    restarts.push(restartMs);
    const checkStarted = performance.now();
    if (pendingBackup) {
      backup = pendingBackup.result;
      if (backup.ok) {
        const inBackup = check(backup.file, pendingBackup.before);
        backup.rows = inBackup.rows;
        backup.problems.push(...inBackup.problems.slice(0, 50));
        backup.ok = inBackup.problems.length === 0;
      }
      if (!backup.ok) failures.push(...backup.problems.map((p) => `backup during kill ${kill}: ${p}`));
    }
    const found = check(dbPath, snapshot());
    lastRows = found.rows;
    Object.assign(lastInDoubt, found.inDoubtPresent);
    if (found.problems.length) {
      failures.push(...found.problems.slice(0, 50).map((p) => `after kill ${kill}: ${p}`));
      break;
    }
    if (unexpected.length) {
      failures.push(...unexpected.map((u) => `unexpected answer: ${u}`));
      break;
    }
    await topUpPool(clients, REGISTRATION_MARGIN);
    const checkMs = ms(checkStarted);
    cycles.push({ kill, firstAckMs, loadMs, acknowledged: ackedInCycle, restartMs, checkMs });
    if (kill % 10 === 0 || kill === KILLS || KILLS <= 10) {
      console.log(
        `kill ${kill}/${KILLS}: load ${loadMs} ms (first ack at ${firstAckMs}), restart ${restartMs} ms, ` +
          `check ${checkMs} ms; acknowledged chat ${acked.chat.size}, events ${acked.event.size}, registrations ${acked.registration.size}`,
      );
    }
  }
  stopped = true;
  openGate(); // the parked clients see `stopped` and end
  await Promise.all(running);
} catch (error) {
  failures.push(error instanceof Error ? error.message : String(error));
} finally {
  stopped = true;
  if (server) await killServer();
}

// ---------------------------------------------------------------------------------------------------- report

const sorted = [...restarts].sort((a, b) => a - b);
const summary = {
  startedAt: new Date(Date.now() - ms(runStarted)).toISOString(),
  options: { kills: KILLS, clients: CLIENTS, seed: SEED, smoke: args.smoke },
  ok: failures.length === 0,
  kills: restarts.length,
  durationMs: ms(runStarted),
  restartMs: {
    min: sorted[0] ?? null,
    median: sorted[Math.floor(sorted.length / 2)] ?? null,
    max: sorted.at(-1) ?? null,
  },
  acknowledged: {
    chat: acked.chat.size,
    event: acked.event.size,
    registration: acked.registration.size,
    tournament: acked.tournament.size,
  },
  attempts,
  statuses,
  inDoubt: { chat: inDoubt.chat.size, event: inDoubt.event, registration: inDoubt.registration.size },
  inDoubtPresent: lastInDoubt,
  rowsAtLastCheck: lastRows,
  backup,
  failures,
  cycles,
};

const resultsDir = join(ROOT, 'bench', 'results');
mkdirSync(resultsDir, { recursive: true });
const resultFile = join(resultsDir, `crash-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(resultFile, `${JSON.stringify(summary, null, 2)}\n`);

const a = summary.acknowledged;
console.log(
  [
    '',
    `kills ${summary.kills}/${KILLS} in ${(summary.durationMs / 1000).toFixed(1)} s; restart (spawn to /healthz) ` +
      `min ${summary.restartMs.min} / median ${summary.restartMs.median} / max ${summary.restartMs.max} ms`,
    `acknowledged writes: chat ${a.chat}, match events ${a.event}, registrations ${a.registration}, ` +
      `tournaments ${a.tournament}`,
    `cut short by a kill: chat ${summary.inDoubt.chat} (${lastInDoubt.chat} committed anyway), events ` +
      `${summary.inDoubt.event}, registrations ${summary.inDoubt.registration} (${lastInDoubt.registration} committed anyway)`,
    backup
      ? `online backup during kill ${backup.atKill}: ${backup.ok ? 'ok' : 'FAILED'} in ${backup.ms} ms ` +
        `(cancha backup, spawn to exit); ${Object.values(backup.acknowledgedBefore).reduce((x, y) => x + y)} ` +
        `writes acknowledged before it began${backup.ok ? ', all present, integrity_check ok' : ''}`
      : 'online backup: not reached',
    `results: ${resultFile}`,
  ].join('\n'),
);
if (failures.length) {
  console.error(`\nFAILED: ${failures.length} problem(s)`);
  for (const f of failures.slice(0, 30)) console.error(`  ${f}`);
  console.error(`server log: ${logPath}\n${logTail(10)}`);
  console.error(`data kept in ${work}`);
  process.exit(1);
}
console.log('ok: every acknowledged write survived every kill, integrity_check ok, backup consistent');
if (!args.keep) rmSync(work, { recursive: true, force: true });
process.exit(0);
