import type { DatasetInfo, DatasetSize } from './dataset';
import type { FanoutResult } from './fanout';
import type { IdleStreamsResult } from './idle-streams';
import type { measureProdeScoring, ProdeBench } from './prode';
import type { checkQueryPlans } from './query-plans';
import type { measureSchedule } from './schedule';
import { median, type Sample, type Target } from './servers';
import type { healthDuringDraws, measureShareDrawing } from './share';

type Result<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

// What a run measured, and the figures derived from it that the budgets and the report both read.

export interface TwoProcesses {
  one: number;
  two: number;
  quota: boolean;
  rounds: { one: number[]; both: [number, number][] };
}

/** The run's raw measurements. */
export interface Measured {
  infos: DatasetInfo[];
  largest: DatasetInfo;
  plans: Result<typeof checkQueryPlans>;
  standingsTimes: number[];
  schedule: Result<typeof measureSchedule>;
  prode: ProdeBench;
  prodeScoring: Result<typeof measureProdeScoring>;
  shareDrawing: Result<typeof measureShareDrawing>;
  targets: Target[];
  samples: Map<Target, Sample[]>;
  burst: Result<typeof healthDuringDraws>;
  fanout: FanoutResult;
  /** Whether PostgreSQL was there to measure (two processes and the fan-out across them). */
  pgMeasured: boolean;
  twoProcesses: TwoProcesses | null;
  crossFanout: FanoutResult | null;
  idle: IdleStreamsResult;
}

export interface Row {
  target: string;
  group: string;
  size: DatasetSize | 'reference';
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  rounds: Sample[];
}

export type RunResults = ReturnType<typeof summarize>;

/** Each target's medians over the rounds, the reference servers' throughput, and the medians of the timings. */
export function summarize(m: Measured) {
  const rows: Row[] = m.targets.map((t) => {
    const s = m.samples.get(t)!;
    return {
      target: t.name,
      group: t.group,
      size: t.size,
      rps: median(s.map((x) => x.rps)),
      p50: median(s.map((x) => x.p50)),
      p99: median(s.map((x) => x.p99)),
      errors: s.reduce((n, x) => n + x.errors, 0),
      rounds: s,
    };
  });
  const ref = (group: string) => rows.find((r) => r.group === group)!.rps;
  const of = (size: string, group: string) => rows.find((r) => r.size === size && r.group === group)!;
  return {
    ...m,
    rows,
    ref,
    of,
    nodeRps: ref('node-json'),
    readRps: ref('hono-read'),
    insertRps: ref('hono-insert'),
    standingsMs: median(m.standingsTimes),
    scheduleMs: median(m.schedule.times),
    prodeMatchdayMs: median(m.prodeScoring.times),
    shareDrawMs: median(m.shareDrawing.times),
  };
}
