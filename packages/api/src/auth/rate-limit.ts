import { type Db, engineOf } from '@cancha/db';
import { memoryRateLimiter } from './rate-limit-memory';
import { tableRateLimiters } from './rate-limit-table';

/**
 * A fixed-window counter per key. Asynchronous because on PostgreSQL the counts live in a table that every process
 * shares (docs/decisions/017); on SQLite, one process, they stay in memory.
 */
export interface RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  /** How many hits the key has in its current window. */
  count(key: string): Promise<number>;
  /** Whether the key has used up its window. */
  isBlocked(key: string): Promise<boolean>;
  /** Counts one hit. */
  record(key: string): Promise<void>;
  /**
   * Counts this attempt and refuses it with TOO_MANY_ATTEMPTS once it is past the limit. Refused attempts count too
   * (one statement decides); the window still ends when it would have, so nothing else changes.
   */
  consume(key: string): Promise<void>;
  reset(key: string): Promise<void>;
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
  /**
   * Share images one address may have the server draw (those not already kept): a page and its previews need a
   * few; a script asking for every round's picture is stopped.
   */
  shareDrawsPerAddress: { limit: 30, windowMs: MINUTE },
  /** Live streams (chat, bell) one user may hold open at once, across tabs and devices. */
  streamsPerUser: { limit: 12 },
  /**
   * Boards ('cartelera') one address may hold live without signing in: a club's TVs and the phones at the pitch
   * share its one address; a script opening thousands is stopped.
   */
  boardStreamsPerAddress: { limit: 24 },
  /** Accounts never confirmed nor used (no role chosen) are removed after this long. */
  unusedUnconfirmedAccountDays: 7,
} as const;

/** The limiters, by the name their rows are kept under in the shared table, and the numbers each counts by. */
const THROTTLES = {
  signInPerAccountAndAddress: LIMITS.signInFailuresPerAccountAndAddress,
  signInPerAccount: LIMITS.signInFailuresPerAccount,
  signInPerAddress: LIMITS.signInFailuresPerAddress,
  signUpPerAddress: LIMITS.signUpPerAddress,
  resetPerAddress: LIMITS.resetPerAddress,
  resetPerEmail: LIMITS.resetPerEmail,
  confirmationPerUser: LIMITS.confirmationPerUser,
  chatPerUser: LIMITS.chatPerUser,
  contactPerAddress: LIMITS.contactPerAddress,
  uploadsPerUser: LIMITS.uploadsPerUser,
  pushWritesPerAddress: LIMITS.pushWritesPerAddress,
  shareDrawsPerAddress: LIMITS.shareDrawsPerAddress,
} as const;

export type RateLimits = Record<keyof typeof THROTTLES, RateLimiter> & {
  /** How progressive delays wait; tests replace it to count the waits instead. */
  sleep: (ms: number) => Promise<void>;
};

export interface RateLimitOptions {
  sleep?: (ms: number) => Promise<void>;
  /** The clock windows are measured by; tests pass their own. */
  now?: () => number;
  /** Where the counts live: the engine's choice unless a test names one (both stores work on either engine). */
  store?: 'memory' | 'table';
}

/** The throttles of one process: counted in the shared table on PostgreSQL, in memory on SQLite. */
export function createRateLimits(db: Db, options: RateLimitOptions = {}): RateLimits {
  const { sleep = defaultSleep, now = Date.now } = options;
  const store = options.store ?? (engineOf(db) === 'postgres' ? 'table' : 'memory');
  const make = store === 'table' ? tableRateLimiters(db, now) : memoryRateLimiter(now);
  const limiters = Object.fromEntries(
    Object.entries(THROTTLES).map(([name, l]) => [name, make(name, l.limit, l.windowMs)]),
  ) as Record<keyof typeof THROTTLES, RateLimiter>;
  return { ...limiters, sleep };
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The wait before a sign-in attempt, once failures pass a threshold: doubling per failure, up to the ceiling. */
export function signInDelayMs(failures: number, threshold: number): number {
  if (failures < threshold) return 0;
  const { firstMs, maxMs } = LIMITS.signInDelay;
  return Math.min(maxMs, firstMs * 2 ** Math.min(failures - threshold, 20));
}
