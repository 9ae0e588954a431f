// `bun run bench`: Cancha's hot endpoints under load, against reference servers measured in the same run.
//
// The servers run pinned to CPU 0 and this driver (autocannon and the SSE clients) to CPU 1. After a warm-up,
// every target is measured ROUNDS times, interleaved, and each figure is the median over the rounds. Figures
// are also given as ratios to the references, which makes them comparable across machines. Prints a table,
// writes bench/results/bench-<time>.json, and exits 1 when a budget is missed.
//
//   bun run bench            small and large datasets, 5 rounds of 5 s per target
//   bun run bench -- --smoke tiny datasets, 1 round of 1 s, budgets reported but only errors fail (CI)

import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchOne, openDatabase, sqliteEngine } from '@cancha/db';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { eq } from 'drizzle-orm';
import { standingsDto } from '../packages/api/src/competition/statistics-answers';
import { tournaments } from '../packages/db/src/schema';
import { budgetChecks } from './lib/budgets';
import { type CpuQuota, cpuQuota } from './lib/cpu-quota';
import { type DatasetInfo, ensureDataset } from './lib/dataset';
import { type FanoutResult, measureFanout } from './lib/fanout';
import { measureIdleStreams } from './lib/idle-streams';
import {
  CONNECTIONS,
  DURATION,
  FANOUT_MESSAGES,
  FANOUT_SUBSCRIBERS,
  IDLE_STREAMS,
  PROCESS_CORES,
  PRODE_PLAYERS,
  pinned,
  ROUNDS,
  root,
  SIZES,
  smoke,
} from './lib/options';
import { postgresCopyOf } from './lib/postgres';
import { ensureProdeDataset, measureProdeScoring, type ProdeBench } from './lib/prode';
import { checkQueryPlans } from './lib/query-plans';
import { report } from './lib/report';
import { summarize, type TwoProcesses } from './lib/results';
import { measureSchedule } from './lib/schedule';
import {
  canchaTargets,
  freePort,
  measure,
  median,
  type Sample,
  type Server,
  startCancha,
  startServer,
  type Target,
  trpcGet,
} from './lib/servers';
import { healthDuringDraws, measureShareDrawing } from './lib/share';

/** What is measured without load, before any server starts: query plans, standings, schedule, El Prode, drawing. */
async function measureAlone(dataDir: string, runDir: string, largest: DatasetInfo) {
  // Query plans first, on their own copy, before any load.
  const planCopy = join(runDir, 'plans.db');
  copyFileSync(largest.path, planCopy);
  const plans = await checkQueryPlans(largest, planCopy);

  // Standings of the 64-team season, computed anew each time: the records its registrations keep and the
  // head-to-head among level teams (docs/decisions/018), never a kept answer.
  const standingsTimes: number[] = [];
  const db = openDatabase(largest.path);
  const season = (await fetchOne(
    db.select().from(tournaments).where(eq(tournaments.id, largest.season.tournamentId)),
  ))!;
  // A server computes standings many times a day: measured once the code is compiled (50 runs first), never
  // from a cache.
  for (let i = 0; i < 150; i++) {
    const start = performance.now();
    await standingsDto(sqliteEngine(db), season);
    if (i >= 50) standingsTimes.push(performance.now() - start);
  }
  db.$client.close();

  // The automatic schedule of the same season on 6 pitches (docs/decisions/014), first run included.
  const schedule = await measureSchedule(
    largest.path,
    join(runDir, 'schedule.db'),
    largest.season.tournamentId,
    smoke ? 1 : 3,
  );

  // El Prode (docs/decisions/015-prode.md): a matchday of 10 results scored for every player, then the scored
  // copy serves the leaderboard.
  const prode = await ensureProdeDataset(dataDir, largest, PRODE_PLAYERS);
  const prodeCopy = join(runDir, 'prode.db');
  const prodeScoring = await measureProdeScoring(prode, prodeCopy, smoke ? 1 : 3);
  // Share images: the 64-team season's standings drawn from scratch (docs/decisions/016).
  const shareDrawing = await measureShareDrawing(largest.path, largest.season.tournamentId, smoke ? 1 : 5);
  return { plans, standingsTimes, schedule, prode, prodeCopy, prodeScoring, shareDrawing };
}

/** The reference servers (bench/reference-server.ts) and what each is asked. */
async function referenceTargets(
  servers: Server[],
  readCopy: string,
  largest: DatasetInfo,
): Promise<Target[]> {
  const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const tsx = [process.execPath, '--import', 'tsx', 'bench/reference-server.ts'];
  const tournamentId = largest.page.tournamentId;
  const refs = await Promise.all([
    startServer('node-json', [...tsx, 'node-json', String(ports[0])], {}, ports[0]!),
    startServer('hono-read', [...tsx, 'hono-read', String(ports[1]), readCopy, tournamentId], {}, ports[1]!),
    startServer(
      'hono-insert',
      [...tsx, 'hono-insert', String(ports[2]), readCopy, tournamentId],
      {},
      ports[2]!,
    ),
    startServer('hono-file', [...tsx, 'hono-file', String(ports[3])], {}, ports[3]!),
  ]);
  servers.push(...refs);
  const reference = (name: string, group: string, options: Target['options']): Target => ({
    name,
    group,
    size: 'reference',
    options: { connections: CONNECTIONS, ...options },
  });
  return [
    reference('node:http JSON', 'node-json', { url: `${refs[0]!.url}/` }),
    reference('Hono 20-row read', 'hono-read', { url: `${refs[1]!.url}/rows` }),
    reference('Hono 1-row insert', 'hono-insert', {
      url: `${refs[2]!.url}/insert`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'una fila' }),
    }),
    reference('Hono 52 KB file', 'hono-file', { url: `${refs[3]!.url}/file` }),
  ];
}

/** El Prode's leaderboard as a visitor reads it (first page, one in the middle) and as a signed-in player. */
function prodeTargets(server: Server, prode: ProdeBench, largest: DatasetInfo): Target[] {
  const viewer = { cookie: `${SESSION_COOKIE_NAME}=${prode.viewerToken}` };
  const board = (page: number, headers?: Record<string, string>) => ({
    url: server.url + trpcGet('prode.leaderboard', { gameId: prode.gameId, page }),
    connections: CONNECTIONS,
    ...(headers ? { headers } : {}),
  });
  const middle = Math.max(1, Math.floor(prode.players / 100));
  return [
    { name: 'prode leaderboard', group: 'prode leaderboard', size: largest.size, options: board(1) },
    { name: 'prode board middle', group: 'prode board middle', size: largest.size, options: board(middle) },
    {
      name: 'prode board, player',
      group: 'prode board, player',
      size: largest.size,
      options: board(1, viewer),
    },
  ];
}

/**
 * Each target must answer what it is named for: a wrong address would measure some other page, a refused write
 * the refusal. A POST of one fixed body is sent once too (it writes once more); one built per request is not.
 */
async function checkTargets(targets: Target[]): Promise<void> {
  for (const t of targets) {
    if (t.options.requests) continue;
    const url = String(t.options.url);
    const res = await fetch(url, {
      method: t.options.method === 'POST' ? 'POST' : 'GET',
      headers: t.options.headers as Record<string, string> | undefined,
      body: t.options.method === 'POST' ? String(t.options.body) : undefined,
    });
    const type = res.headers.get('content-type') ?? '';
    const expected = t.group === 'share image' || t.group === 'hono-file' ? 'image/png' : 'application/json';
    if (res.status !== 200 || !type.includes(expected)) {
      throw new Error(`${t.name} (${t.size}): ${url} answered ${res.status} ${type}`);
    }
  }
}

/** After a warm-up, every target ROUNDS times, interleaved. */
async function measureRounds(targets: Target[]): Promise<Map<Target, Sample[]>> {
  console.log(`warm-up: ${targets.length} targets`);
  for (const t of targets) await measure(t, smoke ? 1 : 2);
  const samples = new Map<Target, Sample[]>(targets.map((t) => [t, []]));
  for (let round = 0; round < ROUNDS; round++) {
    // A different starting target each round, so no target always follows the same neighbour.
    const order = targets.map((_, i) => targets[(i + round * 3) % targets.length]!);
    for (const t of order) samples.get(t)!.push(await measure(t, DURATION));
    console.log(`round ${round + 1}/${ROUNDS} done`);
  }
  return samples;
}

/**
 * PostgreSQL: a message sent to one process reaching subscribers held by the other, and two processes against
 * one on the tournament page, each given the same part of a core.
 */
async function measureTwoProcesses(pg: Server[], info: DatasetInfo, quotas: (CpuQuota | null)[]) {
  const crossFanout: FanoutResult = await measureFanout(
    pg[1]!.url,
    { type: 'team', id: info.fanout.teamId },
    info.fanout.senderToken,
    info.fanout.subscriberTokens.slice(0, FANOUT_SUBSCRIBERS),
    FANOUT_MESSAGES,
    pg[0]!.url,
  );
  const page = canchaTargets(info.size, pg[0]!, info).find((t) => t.group === 'tournament page')!;
  const onB = {
    ...page,
    options: { ...page.options, url: String(page.options.url).replace(pg[0]!.url, pg[1]!.url) },
  };
  // The second server has not served the page yet: warmed about as long as the first was in the rounds.
  await measure(onB, smoke ? 1 : 4 * DURATION);
  // Last use of these two servers: each gets the same part of a core (lib/cpu-quota.ts).
  quotas.push(...pg.map((server) => cpuQuota(`cancha-bench-${server.name}`, PROCESS_CORES)));
  const quota = quotas.every((q) => q !== null);
  if (quota) for (const [i, server] of pg.entries()) quotas[i]!.add(server.process.pid!);
  // One server, then both at once, in interleaved rounds with medians like every other figure: a single sample
  // of each moved the ratio between 1.68× and 2.44× across runs of the same code.
  const one: number[] = [];
  const both: [number, number][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    one.push((await measure(page, DURATION)).rps);
    const pair = await Promise.all([measure(page, DURATION), measure(onB, DURATION)]);
    both.push([pair[0].rps, pair[1].rps]);
  }
  const twoProcesses: TwoProcesses = {
    one: median(one),
    two: median(both.map(([a, b]) => a + b)),
    quota,
    rounds: { one, both },
  };
  return { crossFanout, twoProcesses };
}

async function main() {
  const dataDir = join(root, 'bench/.data');
  const runDir = mkdtempSync(join(tmpdir(), 'cancha-bench-'));
  const servers: Server[] = [];
  const quotas: (CpuQuota | null)[] = [];
  const stopAll = () => {
    for (const s of servers) s.process.kill('SIGKILL');
  };
  process.on('exit', stopAll);
  try {
    console.log(
      `bench: ${ROUNDS} round(s) of ${DURATION} s, ${CONNECTIONS} connections, ${pinned ? 'servers on CPU 0, driver on CPU 1' : 'NOT pinned (needs taskset and 2 CPUs)'}`,
    );
    execFileSync(process.execPath, ['build.mjs'], { cwd: join(root, 'apps/server'), stdio: 'inherit' });
    const infos = SIZES.map((size) => ensureDataset(dataDir, size));
    const copies = infos.map((info) => {
      const path = join(runDir, `${info.size}.db`);
      copyFileSync(info.path, path);
      return path;
    });
    const largest = infos[1]!;
    const alone = await measureAlone(dataDir, runDir, largest);

    const readCopy = join(runDir, 'reference.db');
    copyFileSync(largest.path, readCopy);
    const targets = await referenceTargets(servers, readCopy, largest);
    const canchas: Record<string, Server> = {};
    for (const [i, info] of infos.entries()) {
      const server = await startCancha(`cancha-${info.size}`, copies[i]!, runDir);
      servers.push(server);
      canchas[info.size] = server;
      targets.push(...canchaTargets(info.size, server, info));
    }
    // The smaller dataset again on PostgreSQL: one process measured in the rounds like the rest, a second one for
    // the two-process throughput and the fan-out across processes.
    const pgCopy = await postgresCopyOf(infos[0]!.path);
    const pg: Server[] = [];
    if (pgCopy) {
      const env = { DATABASE_URL: pgCopy.url };
      pg.push(await startCancha('cancha-pg-a', copies[0]!, runDir, env));
      pg.push(await startCancha('cancha-pg-b', copies[0]!, runDir, env));
      servers.push(...pg);
      targets.push(
        ...canchaTargets(infos[0]!.size, pg[0]!, infos[0]!)
          .filter((t) => t.group === 'tournament page' || t.group === 'chat send')
          .map((t) => ({ ...t, name: `${t.name}, pg`, group: `${t.group}, pg` })),
      );
    }
    const prodeServer = await startCancha('cancha-prode', alone.prodeCopy, runDir);
    servers.push(prodeServer);
    targets.push(...prodeTargets(prodeServer, alone.prode, largest));

    await checkTargets(targets);
    const samples = await measureRounds(targets);

    // A burst of share images not yet drawn: drawn off the server's thread, so /healthz keeps answering at once.
    const burst = await healthDuringDraws(canchas[largest.size]!.url, largest.season.tournamentId, 36);
    const fanout: FanoutResult = await measureFanout(
      canchas[largest.size]!.url,
      { type: 'team', id: largest.fanout.teamId },
      largest.fanout.senderToken,
      largest.fanout.subscriberTokens.slice(0, FANOUT_SUBSCRIBERS),
      FANOUT_MESSAGES,
    );
    const processes = pg.length === 2 ? await measureTwoProcesses(pg, infos[0]!, quotas) : null;
    // Idle streams last, on a server of their own: what they hold is measured from a fresh process.
    const idleCopy = join(runDir, 'idle.db');
    copyFileSync(largest.path, idleCopy);
    const idleServer = await startCancha('cancha-idle', idleCopy, runDir);
    servers.push(idleServer);
    const idle = await measureIdleStreams(
      idleServer.url,
      idleServer.process.pid!,
      { type: 'team', id: largest.fanout.teamId },
      largest.fanout.senderToken,
      largest.fanout.subscriberTokens,
      IDLE_STREAMS,
    );
    stopAll();
    await pgCopy?.drop();
    for (const q of quotas) q?.remove();

    const results = summarize({
      infos,
      largest,
      ...alone,
      targets,
      samples,
      burst,
      fanout,
      pgMeasured: processes !== null,
      twoProcesses: processes?.twoProcesses ?? null,
      crossFanout: processes?.crossFanout ?? null,
      idle,
    });
    process.exitCode = report(results, budgetChecks(results)) ? 1 : 0;
  } finally {
    stopAll();
    rmSync(runDir, { recursive: true, force: true });
  }
}

// Pin this driver to CPU 1 and leave CPU 0 to the servers: re-run under taskset once.
if (pinned && !process.env.BENCH_PINNED) {
  const child = spawn(
    'taskset',
    ['-c', '1', process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_PINNED: '1' },
    },
  );
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}
