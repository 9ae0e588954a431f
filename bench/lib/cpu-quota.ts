// The same CPU allowance for each server of the two-process measurement (docs/decisions/017). On a 2-core machine
// one server already takes a core and PostgreSQL and the load driver share the other, so "two processes against
// one" would measure the machine's cores, not what the processes share. Each server is given a fixed part of a
// core instead, as a container limit gives it in production: two then reach twice one's throughput unless
// something they share (PostgreSQL, a lock) holds them back, which is what the measurement is for.
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PERIOD_US = 100_000;

export interface CpuQuota {
  /** Puts a running process under the quota. */
  add(pid: number): void;
  /** Removes the group once its processes have exited. */
  remove(): void;
}

/** A control group allowing `cores` of CPU time, or null where this machine gives none (no permission, no cgroups). */
export function cpuQuota(name: string, cores: number): CpuQuota | null {
  const quotaUs = String(Math.round(cores * PERIOD_US));
  try {
    // cgroup v2 (one hierarchy, the cpu controller enabled for its children).
    const unified = '/sys/fs/cgroup';
    if (existsSync(join(unified, 'cgroup.subtree_control'))) {
      if (!readFileSync(join(unified, 'cgroup.subtree_control'), 'utf8').split(/\s+/).includes('cpu'))
        return null;
      const dir = join(unified, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'cpu.max'), `${quotaUs} ${PERIOD_US}`);
      return group(dir);
    }
    // cgroup v1's cpu hierarchy.
    const v1 = '/sys/fs/cgroup/cpu';
    if (existsSync(join(v1, 'cgroup.procs'))) {
      const dir = join(v1, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      writeFileSync(join(dir, 'cpu.cfs_quota_us'), quotaUs);
      return group(dir);
    }
  } catch {
    return null;
  }
  return null;
}

function group(dir: string): CpuQuota {
  return {
    add: (pid) => writeFileSync(join(dir, 'cgroup.procs'), String(pid)),
    remove: () => {
      try {
        rmdirSync(dir);
      } catch {
        // Still holding a process that has not quite exited: the group is empty and harmless, and reused next run.
      }
    },
  };
}
