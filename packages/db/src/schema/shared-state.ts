import { blob, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

// What every process of one site must agree on (docs/decisions/017). Used on PostgreSQL, where several processes
// serve one site; a SQLite site runs one process, which counts throttles in memory and keeps uploads as files.

/**
 * The throttles' fixed-window counters. `reset_at` is milliseconds since the epoch, a plain integer on both
 * engines, so one SQL text serves both. No index on it: the occasional sweep reads a table of the keys hit within
 * the longest window.
 */
export const rateLimits = sqliteTable('rate_limits', {
  /** The limiter's name, ':' and its key (an address, a user's id, an e-mail). */
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: integer().notNull(),
});

/** Uploaded images (re-encoded, a few hundred KB), by the public path rows and clients keep. */
export const uploads = sqliteTable('uploads', {
  /** '/uploads/<folder>/<name>', as served. */
  path: text().primaryKey(),
  type: text().notNull(),
  bytes: blob({ mode: 'buffer' }).notNull(),
  /** Hex SHA-256 of the bytes: the ETag they are served with. */
  sha256: text().notNull(),
  createdAt: integer({ mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date()),
});
