import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { DatasetSize } from './dataset';

// The run's settings: its arguments (`--smoke`, `--rounds`, `--duration`, `--connections`) and what follows from
// them, and whether the servers and the driver can be pinned to a CPU each.

export const root = join(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    smoke: { type: 'boolean', default: false },
    rounds: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string', default: '10' },
  },
});
export const smoke = args.smoke;
export const ROUNDS = Number(args.rounds ?? (smoke ? 1 : 5));
export const DURATION = Number(args.duration ?? (smoke ? 1 : 5));
export const CONNECTIONS = Number(args.connections);
export const SIZES: [DatasetSize, DatasetSize] = smoke ? ['smoke', 'small'] : ['small', 'large'];
export const FANOUT_MESSAGES = smoke ? 3 : 20;
export const FANOUT_SUBSCRIBERS = smoke ? 100 : 1_000;
export const IDLE_STREAMS = smoke ? 500 : 5_000;

export const PRODE_PLAYERS = smoke ? 2_000 : 100_000;
/**
 * The CPU each server gets in the two-process measurement: two of them must fit on the servers' one core with room
 * to spare. The quota counts the server's own time, not the kernel's work on its sockets: at 0.4 one server already
 * used about half the core (1,572 req/s against 3,428 unrestricted), so two filled it and measured the core.
 */
export const PROCESS_CORES = 0.3;

// Once pinned to CPU 1, availableParallelism() reports 1: the parent's finding is passed down.
export const pinned = process.env.BENCH_PINNED === '1' || (availableParallelism() >= 2 && hasTaskset());
function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
