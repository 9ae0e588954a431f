import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

// What one domain's change means for another (a result for El Prode, a confirmed address for invitations), written
// in the same transaction as the change and handled after it commits, each in a transaction of its own that
// deletes the row: a row here is an effect still owed. Rows a handler failed on stay and are retried (attempts).
export const domainEvents = sqliteTable(
  'domain_events',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    type: text().notNull(),
    payload: text({ mode: 'json' }).$type<Record<string, unknown>>().notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [index('domain_events_attempts_idx').on(t.attempts, t.id)],
);
