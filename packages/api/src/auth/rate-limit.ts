/** Fixed-window counters kept in memory: enough for one process; a shared store can replace it later. */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(key: string): boolean {
    const entry = this.hits.get(key);
    if (!entry) return false;
    if (entry.resetAt <= this.now()) {
      this.hits.delete(key);
      return false;
    }
    return entry.count >= this.limit;
  }

  record(key: string): void {
    const t = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= t) this.hits.set(key, { count: 1, resetAt: t + this.windowMs });
    else entry.count += 1;
    if (this.hits.size > 50_000) this.sweep(t);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(t: number): void {
    for (const [k, v] of this.hits) if (v.resetAt <= t) this.hits.delete(k);
  }
}

const MINUTE = 60_000;

export interface RateLimits {
  signInPerIp: RateLimiter;
  signInPerAccount: RateLimiter;
  resetPerIp: RateLimiter;
  resetPerEmail: RateLimiter;
  signUpPerIp: RateLimiter;
  chatPerUser: RateLimiter;
  contactPerIp: RateLimiter;
}

export function createRateLimits(): RateLimits {
  return {
    signInPerIp: new RateLimiter(30, 15 * MINUTE),
    signInPerAccount: new RateLimiter(8, 15 * MINUTE),
    resetPerIp: new RateLimiter(10, 15 * MINUTE),
    resetPerEmail: new RateLimiter(3, 60 * MINUTE),
    signUpPerIp: new RateLimiter(20, 60 * MINUTE),
    // A fast typist sends a few messages a minute; a script sending hundreds is stopped.
    chatPerUser: new RateLimiter(30, MINUTE),
    contactPerIp: new RateLimiter(5, 15 * MINUTE),
  };
}
