import { type Db, executeSql, fetchOneSql, rateLimits } from '@cancha/db';
import { DomainError } from '@cancha/shared';
import { sql } from 'drizzle-orm';
import type { RateLimiter } from './rate-limit';

/** How often one process deletes the rows of windows that have ended. */
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Counters in the `rate_limits` table, shared by every process on one database (docs/decisions/017). A hit is one
 * atomic upsert, so two processes counting the same key at once never lose a hit. The SQL is the same on both
 * engines (`reset_at` is plain milliseconds), so the store's tests run on SQLite too.
 */
class TableRateLimiter implements RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly name: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number,
    private readonly sweep: (t: number) => Promise<void>,
  ) {}

  async count(key: string): Promise<number> {
    const row = await fetchOneSql<{ count: number }>(
      this.db,
      sql`select "count" from ${rateLimits} where "key" = ${this.keyOf(key)} and reset_at > ${this.now()}`,
    );
    return row?.count ?? 0;
  }

  async isBlocked(key: string): Promise<boolean> {
    return (await this.count(key)) >= this.limit;
  }

  async record(key: string): Promise<void> {
    await this.hit(key);
  }

  async consume(key: string): Promise<void> {
    if ((await this.hit(key)) > this.limit) throw new DomainError('TOO_MANY_ATTEMPTS');
  }

  async reset(key: string): Promise<void> {
    await executeSql(this.db, sql`delete from ${rateLimits} where "key" = ${this.keyOf(key)}`);
  }

  /** Counts one hit, starting a new window when the last one has ended, and tells the window's count. */
  private async hit(key: string): Promise<number> {
    const t = this.now();
    await this.sweep(t);
    const row = await fetchOneSql<{ count: number }>(
      this.db,
      sql`insert into ${rateLimits} ("key", "count", reset_at)
        values (${this.keyOf(key)}, 1, ${t + this.windowMs})
        on conflict ("key") do update set
          "count" = case when rate_limits.reset_at <= ${t} then 1 else rate_limits."count" + 1 end,
          reset_at = case when rate_limits.reset_at <= ${t} then excluded.reset_at else rate_limits.reset_at end
        returning "count"`,
    );
    return Number(row!.count);
  }

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }
}

/** Makes limiters counting in the table; the set shares one sweep, at most every few minutes per process. */
export function tableRateLimiters(db: Db, now: () => number) {
  let nextSweep = 0;
  const sweep = async (t: number) => {
    if (t < nextSweep) return;
    nextSweep = t + SWEEP_EVERY_MS;
    await executeSql(db, sql`delete from ${rateLimits} where reset_at <= ${t}`);
  };
  return (name: string, limit: number, windowMs: number): RateLimiter =>
    new TableRateLimiter(db, name, limit, windowMs, now, sweep);
}
