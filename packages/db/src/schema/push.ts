import { LOCALES } from '@cancha/shared';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { tournaments } from './tournaments';
import { sessions, users } from './users';

const now = () => new Date();

/**
 * A browser's Web Push subscription (docs/decisions/016-follow-and-share.md): a signed-in user's device, or a
 * visitor's browser that follows public tournaments. The endpoint is checked against the push services allowed
 * when it is stored and again before each send.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    endpoint: text().notNull().unique(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    /** Null for a visitor's browser: it only hears about the tournaments it follows. */
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The session the user subscribed this device from: their pushes reach it only while that session stands
     * (docs/decisions/016). Signing out, a password change or reset, or the session's expiry ends them there.
     */
    sessionId: text().references(() => sessions.id, { onDelete: 'set null' }),
    /** The language its notices are written in: the user's, or the visitor's page's when it subscribed. */
    locale: text({ enum: LOCALES }).notNull().default('es'),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/** A public tournament a browser follows: its results and moved matches reach it without an account. */
export const pushFollows = sqliteTable(
  'push_follows',
  {
    subscriptionId: text()
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    tournamentId: text()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.tournamentId] }),
    index('push_follows_tournament_idx').on(t.tournamentId),
  ],
);

/** Keys this installation makes for itself on first start and keeps (the VAPID pair that signs its pushes). */
export const instanceKeys = sqliteTable('instance_keys', {
  name: text().primaryKey(),
  value: text().notNull(),
});
