import { DomainError } from '@cancha/shared';
import type { RateLimiter } from './rate-limit';

/** Beyond this many keys, expired ones are dropped as the next hit comes in. */
const SWEEP_ABOVE = 50_000;

/** Counters in this process's memory: SQLite's store, where one process serves the site. */
class MemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  async count(key: string): Promise<number> {
    return this.current(key);
  }

  async isBlocked(key: string): Promise<boolean> {
    return this.current(key) >= this.limit;
  }

  async record(key: string): Promise<void> {
    this.hit(key);
  }

  async consume(key: string): Promise<void> {
    if (this.hit(key) > this.limit) throw new DomainError('TOO_MANY_ATTEMPTS');
  }

  async reset(key: string): Promise<void> {
    this.hits.delete(key);
  }

  private current(key: string): number {
    const entry = this.hits.get(key);
    if (!entry) return 0;
    if (entry.resetAt <= this.now()) {
      this.hits.delete(key);
      return 0;
    }
    return entry.count;
  }

  /** Counts one hit and tells the window's count, as the table's upsert does. */
  private hit(key: string): number {
    const t = this.now();
    const entry = this.hits.get(key);
    if (entry && entry.resetAt > t) return ++entry.count;
    this.hits.set(key, { count: 1, resetAt: t + this.windowMs });
    if (this.hits.size > SWEEP_ABOVE) for (const [k, v] of this.hits) if (v.resetAt <= t) this.hits.delete(k);
    return 1;
  }
}

/** Makes limiters counting in memory on the given clock. */
export function memoryRateLimiter(now: () => number) {
  return (_name: string, limit: number, windowMs: number): RateLimiter =>
    new MemoryRateLimiter(limit, windowMs, now);
}
