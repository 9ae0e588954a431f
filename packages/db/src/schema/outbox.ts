import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const OUTBOX_STATUSES = ['PENDING', 'SENT', 'FAILED', 'STORED'] as const;

// Every e-mail is written here first, in the same transaction as the change that caused it;
// a sender then delivers PENDING rows over SMTP. Without SMTP they stay STORED for developers to read.
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    status: text({ enum: OUTBOX_STATUSES }).notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    sentAt: integer({ mode: 'timestamp_ms' }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.id)],
);
