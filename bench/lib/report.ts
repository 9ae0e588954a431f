import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Check } from './budgets';
import { CONNECTIONS, DURATION, pinned, ROUNDS, root, smoke } from './options';
import type { RunResults } from './results';

// The run's report: the table of targets, the budgets met and missed, and bench/results/bench-<time>.json.

/** Prints and writes the run's figures; true when the run fails (see the comment at the end). */
export function report(r: RunResults, checks: Check[]): boolean {
  const { rows, nodeRps, readRps, fanout, plans, infos, burst, crossFanout, twoProcesses } = r;
  const { standingsMs: standings, scheduleMs, prodeMatchdayMs, shareDrawMs } = r;
  console.log('');
  console.log(
    `${'target'.padEnd(20)} ${'data'.padEnd(9)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'×node'.padStart(6)} ${'×read'.padStart(6)} errors`,
  );
  for (const r of rows) {
    console.log(
      `${r.target.padEnd(20)} ${r.size.padEnd(9)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${(r.rps / nodeRps).toFixed(2).padStart(6)} ${(r.rps / readRps).toFixed(2).padStart(6)} ${r.errors}`,
    );
  }
  console.log(
    `fan-out: ${fanout.connected}/${fanout.subscribers} connected, ${fanout.delivered}/${fanout.expected} delivered, p50 ${fanout.p50.toFixed(0)} ms, p99 ${fanout.p99.toFixed(0)} ms, ${fanout.deliveriesPerSecond.toFixed(0)} deliveries/s`,
  );
  console.log('');
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'MISS'} ${c.budget}: ${c.value}`);
  for (const m of plans.misses)
    console.log(`     ${m.call} — ${m.table} (${m.rows} rows): ${m.sql.slice(0, 160)}`);

  const errors = rows.reduce((n, r) => n + r.errors, 0);
  const resultsDir = join(root, 'bench/results');
  mkdirSync(resultsDir, { recursive: true });
  const file = join(
    resultsDir,
    `bench-${new Date().toISOString().replace(/[:.]/g, '-')}${smoke ? '-smoke' : ''}.json`,
  );
  writeFileSync(
    file,
    JSON.stringify(
      {
        at: new Date().toISOString(),
        smoke,
        pinned,
        rounds: ROUNDS,
        duration: DURATION,
        connections: CONNECTIONS,
        datasets: infos.map((i) => ({ size: i.size, counts: i.counts })),
        rows,
        standingsMs: standings,
        scheduleMs,
        prodeMatchdayMs,
        shareDrawMs,
        healthDuringDraws: burst,
        fanout,
        crossFanout,
        twoProcesses,
        plans,
        checks,
      },
      null,
      2,
    ),
  );
  console.log(`\nwritten ${file}`);
  const missed = checks.filter((c) => !c.ok);
  if (errors > 0) console.log(`${errors} requests failed`);
  // A smoke run on a shared CI machine proves the harness and the plans; speed budgets fail full runs only.
  const failing = smoke
    ? errors > 0 || fanout.delivered !== fanout.expected || plans.misses.length > 0
    : errors > 0 || missed.length > 0;
  return failing;
}
