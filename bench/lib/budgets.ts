import { PROCESS_CORES, SIZES } from './options';
import { type PlanMiss, SCAN_LIMIT } from './query-plans';
import type { RunResults } from './results';

// The run's budgets (bench/README.md): each figure against its budget, as a line of the report.

export const BUDGET = {
  pageVsRead: 0.4,
  pageP99Ms: 40,
  largeVsSmall: 0.75,
  standingsMs: 5,
  sendVsInsert: 0.3,
  /** A payment written in the cash book (docs/decisions/026) against the bare one-row insert. */
  paymentVsInsert: 0.5,
  fanoutP99Ms: 250,
  /** PostgreSQL (docs/decisions/017): a process's tournament page against SQLite's, two processes against one. */
  postgresVsSqlite: 0.5,
  twoVsOneProcess: 1.7,
  crossProcessFanoutP99Ms: 400,
  scheduleMs: 2000,
  prodeMatchdayMs: 10_000,
  shareVsFile: 0.3,
  shareDrawMs: 400,
  /** /healthz while 36 share images nobody has drawn yet are asked for at once (issue 40: 1.5 s before). */
  healthDuringDrawsP90Ms: 50,
  idleStreamKb: 40,
};

export interface Check {
  budget: string;
  value: string;
  ok: boolean;
}

/** Every budget of the run, met or missed. */
export function budgetChecks(r: RunResults): Check[] {
  const { readRps, insertRps, of, ref, largest, prode, shareDrawing, burst, schedule, fanout, idle } = r;
  const { twoProcesses, crossFanout, plans, pgMeasured } = r;
  const checks: Check[] = [];
  const check = (budget: string, value: string, ok: boolean) => checks.push({ budget, value, ok });
  for (const size of SIZES) {
    const page = of(size, 'tournament page');
    check(
      `tournament page (${size}) ≥ ${BUDGET.pageVsRead}× 20-row read`,
      `${(page.rps / readRps).toFixed(2)}×`,
      page.rps / readRps >= BUDGET.pageVsRead,
    );
    check(
      `tournament page (${size}) p99 ≤ ${BUDGET.pageP99Ms} ms`,
      `${page.p99} ms`,
      page.p99 <= BUDGET.pageP99Ms,
    );
    const send = of(size, 'chat send');
    check(
      `chat send (${size}) ≥ ${BUDGET.sendVsInsert}× 1-row insert`,
      `${(send.rps / insertRps).toFixed(2)}×`,
      send.rps / insertRps >= BUDGET.sendVsInsert,
    );
    // The season's cash book, read as the tournament page is; a payment written in it, as a chat message is.
    const book = of(size, 'cash book');
    check(
      `cash book (${size}) ≥ ${BUDGET.pageVsRead}× 20-row read`,
      `${(book.rps / readRps).toFixed(2)}×`,
      book.rps / readRps >= BUDGET.pageVsRead,
    );
    check(`cash book (${size}) p99 ≤ ${BUDGET.pageP99Ms} ms`, `${book.p99} ms`, book.p99 <= BUDGET.pageP99Ms);
    const payment = of(size, 'record payment');
    check(
      `record payment (${size}) ≥ ${BUDGET.paymentVsInsert}× 1-row insert`,
      `${(payment.rps / insertRps).toFixed(2)}×`,
      payment.rps / insertRps >= BUDGET.paymentVsInsert,
    );
  }
  for (const group of [
    'tournament page',
    'fixture',
    'team page',
    'nearby teams',
    'chat send',
    'cash book',
    'record payment',
  ]) {
    const ratio = of(SIZES[1], group).rps / of(SIZES[0], group).rps;
    check(
      `${group}: ${SIZES[1]} ≥ ${BUDGET.largeVsSmall}× ${SIZES[0]}`,
      `${ratio.toFixed(2)}×`,
      ratio >= BUDGET.largeVsSmall,
    );
  }
  const standings = r.standingsMs;
  check(
    `standings of a 64-team season ≤ ${BUDGET.standingsMs} ms uncached`,
    `${standings.toFixed(2)} ms`,
    standings <= BUDGET.standingsMs,
  );
  for (const group of ['prode leaderboard', 'prode board middle']) {
    const board = of(largest.size, group);
    check(
      `${group} (${prode.players.toLocaleString('en')} players) ≥ ${BUDGET.pageVsRead}× 20-row read`,
      `${(board.rps / readRps).toFixed(2)}×`,
      board.rps / readRps >= BUDGET.pageVsRead,
    );
    check(`${group} p99 ≤ ${BUDGET.pageP99Ms} ms`, `${board.p99} ms`, board.p99 <= BUDGET.pageP99Ms);
  }
  const mine = of(largest.size, 'prode board, player');
  check(
    `prode board, player (own row added) p99 ≤ ${BUDGET.pageP99Ms} ms`,
    `${mine.p99} ms`,
    mine.p99 <= BUDGET.pageP99Ms,
  );
  // A picture's answer is bytes: measured against a bare endpoint answering as many (the driver reading them is
  // part of both).
  const share = of(largest.size, 'share image');
  const fileRps = ref('hono-file');
  check(
    `share image, kept (${largest.size}) ≥ ${BUDGET.shareVsFile}× 52 KB file`,
    `${(share.rps / fileRps).toFixed(2)}×`,
    share.rps / fileRps >= BUDGET.shareVsFile,
  );
  check(`share image, kept p99 ≤ ${BUDGET.pageP99Ms} ms`, `${share.p99} ms`, share.p99 <= BUDGET.pageP99Ms);
  const { shareDrawMs } = r;
  check(
    `draw the 64-team standings as a share image ≤ ${BUDGET.shareDrawMs} ms (first of a process ${shareDrawing.firstMs.toFixed(0)} ms)`,
    `${shareDrawMs.toFixed(0)} ms`,
    shareDrawMs <= BUDGET.shareDrawMs,
  );
  check(
    `/healthz p90 while 36 share images are drawn ≤ ${BUDGET.healthDuringDrawsP90Ms} ms (${burst.samples} asked; answers ${JSON.stringify(burst.statuses)})`,
    `${burst.p90.toFixed(1)} ms`,
    burst.p90 <= BUDGET.healthDuringDrawsP90Ms,
  );
  const { prodeMatchdayMs } = r;
  check(
    `score a matchday of 10 results for ${prode.predictions.toLocaleString('en')} predictions ≤ ${BUDGET.prodeMatchdayMs} ms`,
    `${prodeMatchdayMs.toFixed(0)} ms`,
    prodeMatchdayMs <= BUDGET.prodeMatchdayMs,
  );
  const { scheduleMs } = r;
  check(
    `schedule a 64-team season (${schedule.placed} matches) on 6 pitches ≤ ${BUDGET.scheduleMs} ms`,
    `${scheduleMs.toFixed(0)} ms`,
    scheduleMs <= BUDGET.scheduleMs,
  );
  check(
    `fan-out to ${fanout.subscribers}: every delivery, p99 ≤ ${BUDGET.fanoutP99Ms} ms`,
    `${fanout.delivered}/${fanout.expected}, p99 ${fanout.p99.toFixed(0)} ms`,
    fanout.delivered === fanout.expected && fanout.p99 <= BUDGET.fanoutP99Ms,
  );
  check(
    `${idle.streams.toLocaleString('en')} idle chat streams: ≤ ${BUDGET.idleStreamKb} KB each, then one message reaches all`,
    `${idle.kbPerStream.toFixed(0)} KB (${idle.rssBeforeMb.toFixed(0)} → ${idle.rssAfterMb.toFixed(0)} MB), ${idle.reached}/${idle.opened} in ${idle.lastMs.toFixed(0)} ms`,
    idle.opened === idle.streams && idle.reached === idle.opened && idle.kbPerStream <= BUDGET.idleStreamKb,
  );
  if (pgMeasured && twoProcesses && crossFanout) {
    const ratio = of(SIZES[0], 'tournament page, pg').rps / of(SIZES[0], 'tournament page').rps;
    check(
      `tournament page (${SIZES[0]}) on PostgreSQL ≥ ${BUDGET.postgresVsSqlite}× on SQLite`,
      `${ratio.toFixed(2)}×`,
      ratio >= BUDGET.postgresVsSqlite,
    );
    // Reported, with no budget of its own (docs/decisions/017): a send is ten round trips to PostgreSQL where
    // SQLite makes ten function calls, and throughput grows with processes rather than within one.
    const send = of(SIZES[0], 'chat send, pg').rps / of(SIZES[0], 'chat send').rps;
    console.log(`chat send (${SIZES[0]}) on PostgreSQL: ${send.toFixed(2)}× on SQLite`);
    const scaling = twoProcesses.two / twoProcesses.one;
    check(
      `tournament page, two processes on PostgreSQL ≥ ${BUDGET.twoVsOneProcess}× one (${twoProcesses.quota ? `${PROCESS_CORES} of a core each` : 'no CPU quota on this machine: the servers share one core'})`,
      `${scaling.toFixed(2)}× (${twoProcesses.one.toFixed(0)} → ${twoProcesses.two.toFixed(0)} req/s)`,
      scaling >= BUDGET.twoVsOneProcess,
    );
    check(
      `fan-out across processes to ${crossFanout.subscribers}: every delivery, p99 ≤ ${BUDGET.crossProcessFanoutP99Ms} ms`,
      `${crossFanout.delivered}/${crossFanout.expected}, p99 ${crossFanout.p99.toFixed(0)} ms`,
      crossFanout.delivered === crossFanout.expected && crossFanout.p99 <= BUDGET.crossProcessFanoutP99Ms,
    );
  }
  check(
    `no plan scans a table of more than ${SCAN_LIMIT.toLocaleString('en')} rows (${plans.statements} statements)`,
    plans.misses.length ? plans.misses.map((m: PlanMiss) => `${m.call}: ${m.detail}`).join('; ') : 'none',
    plans.misses.length === 0,
  );

  return checks;
}
