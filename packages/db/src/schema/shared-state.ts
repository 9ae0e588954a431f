import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/**
 * What every process of one site must agree on (docs/decisions/017): the throttles' fixed-window counters. Used on
 * PostgreSQL, where several processes serve one site; a SQLite site runs one process and counts in memory.
 * `reset_at` is milliseconds since the epoch, a plain integer on both engines, so one SQL text serves both.
 * No index on it: the occasional sweep reads a table of the keys hit within the longest window.
 */
export const rateLimits = sqliteTable('rate_limits', {
  /** The limiter's name, ':' and its key (an address, a user's id, an e-mail). */
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: integer().notNull(),
});
