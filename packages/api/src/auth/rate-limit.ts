import { DomainError } from '@cancha/shared';

/** Fixed-window counters kept in memory: enough for one process; a shared store can replace it later. */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** How many hits the key has in its current window. */
  count(key: string): number {
    const entry = this.hits.get(key);
    if (!entry) return 0;
    if (entry.resetAt <= this.now()) {
      this.hits.delete(key);
      return 0;
    }
    return entry.count;
  }

  isBlocked(key: string): boolean {
    return this.count(key) >= this.limit;
  }

  record(key: string): void {
    const t = this.now();
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= t) this.hits.set(key, { count: 1, resetAt: t + this.windowMs });
    else entry.count += 1;
    if (this.hits.size > 50_000) this.sweep(t);
  }

  /** Refuses with TOO_MANY_ATTEMPTS once the key is at its limit; otherwise counts this attempt. */
  consume(key: string): void {
    if (this.isBlocked(key)) throw new DomainError('TOO_MANY_ATTEMPTS');
    this.record(key);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  private sweep(t: number): void {
    for (const [k, v] of this.hits) if (v.resetAt <= t) this.hits.delete(k);
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every throttle's numbers, in one place (the README's Security section lists them). Sign-in failures never lock
 * an account: they are counted per account and address (that pair is refused), per address and per account (both
 * only slow further attempts down, so the right password always gets through). See docs/decisions/009.
 */
export const LIMITS = {
  /** Failed sign-ins to one account from one address, then that address is refused for that account. */
  signInFailuresPerAccountAndAddress: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins to one account from anywhere before each attempt on it is delayed. */
  signInFailuresPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address (any account) before each attempt from it is delayed. */
  signInFailuresPerAddress: { limit: 30, windowMs: 15 * MINUTE },
  /** The delay doubles with each failure past a threshold, from the first step up to the ceiling. */
  signInDelay: { firstMs: 500, maxMs: 10_000 },
  /** A registration night on a club's Wi-Fi, or a carrier's shared address, fits well inside. */
  signUpPerAddress: { limit: 100, windowMs: HOUR },
  resetPerAddress: { limit: 10, windowMs: 15 * MINUTE },
  resetPerEmail: { limit: 3, windowMs: HOUR },
  /** Confirmation e-mails a user may ask to be sent again. */
  confirmationPerUser: { limit: 3, windowMs: HOUR },
  /** A fast typist sends a few messages a minute; a script sending hundreds is stopped. */
  chatPerUser: { limit: 30, windowMs: MINUTE },
  contactPerAddress: { limit: 5, windowMs: 15 * MINUTE },
  /** Image uploads (avatars, logos, post images) per user; each is decoded and encoded again. */
  uploadsPerUser: { limit: 20, windowMs: 15 * MINUTE },
  /** Push subscriptions and follows stored from one address: a few per device and tournament, not a script's. */
  pushWritesPerAddress: { limit: 60, windowMs: 15 * MINUTE },
  /** Live streams (chat, bell) one user may hold open at once, across tabs and devices. */
  streamsPerUser: { limit: 12 },
  /** Accounts never confirmed nor used (no role chosen) are removed after this long. */
  unusedUnconfirmedAccountDays: 7,
} as const;

const limiter = (l: { limit: number; windowMs: number }) => new RateLimiter(l.limit, l.windowMs);

export function createRateLimits(sleep: (ms: number) => Promise<void> = defaultSleep) {
  return {
    signInPerAccountAndAddress: limiter(LIMITS.signInFailuresPerAccountAndAddress),
    signInPerAccount: limiter(LIMITS.signInFailuresPerAccount),
    signInPerAddress: limiter(LIMITS.signInFailuresPerAddress),
    signUpPerAddress: limiter(LIMITS.signUpPerAddress),
    resetPerAddress: limiter(LIMITS.resetPerAddress),
    resetPerEmail: limiter(LIMITS.resetPerEmail),
    confirmationPerUser: limiter(LIMITS.confirmationPerUser),
    chatPerUser: limiter(LIMITS.chatPerUser),
    contactPerAddress: limiter(LIMITS.contactPerAddress),
    uploadsPerUser: limiter(LIMITS.uploadsPerUser),
    pushWritesPerAddress: limiter(LIMITS.pushWritesPerAddress),
    /** How progressive delays wait; tests replace it to count the waits instead. */
    sleep,
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The wait before a sign-in attempt, once failures pass a threshold: doubling per failure, up to the ceiling. */
export function signInDelayMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  const { firstMs, maxMs } = LIMITS.signInDelay;
  return Math.min(maxMs, firstMs * 2 ** Math.min(failures - threshold, 20));
}
