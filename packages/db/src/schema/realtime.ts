import { CHAT_TYPES, NOTIFICATION_KINDS, type NotificationParams, PREFERENCE_KINDS } from '@cancha/shared';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users';

const now = () => new Date();

/** A message of a tournament, team or challenge conversation. The increasing id is the resume point of a stream. */
export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    conversationType: text({ enum: CHAT_TYPES }).notNull(),
    conversationId: text().notNull(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    message: text().notNull(),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
    /** The sender's own key for the message, when its client gives one: a repeated send finds it stored. */
    clientKey: text(),
  },
  (t) => [
    index('chat_messages_conversation_idx').on(t.conversationType, t.conversationId, t.id),
    // Partial: messages sent without a key (most of the API's) cost nothing more to insert.
    uniqueIndex('chat_messages_client_key_idx').on(t.userId, t.clientKey).where(sql`client_key is not null`),
  ],
);

/** How far each reader has read each conversation. */
export const chatReads = sqliteTable(
  'chat_reads',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationType: text({ enum: CHAT_TYPES }).notNull(),
    conversationId: text().notNull(),
    lastReadId: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationType, t.conversationId] })],
);

export const notifications = sqliteTable(
  'notifications',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    params: text({ mode: 'json' }).$type<NotificationParams>().notNull(),
    read: integer({ mode: 'boolean' }).notNull().default(false),
    tournamentId: text(),
    challengeId: text(),
    invitationId: text(),
    teamId: text(),
    matchId: text(),
    // Set once the live stream and the e-mail (when chosen) have been handed the notification.
    deliveredAt: integer({ mode: 'timestamp_ms' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_undelivered_idx').on(t.deliveredAt),
  ],
);

/** Which kinds of notification a user also wants by e-mail (absent means no). */
export const notificationPreferences = sqliteTable(
  'notification_preferences',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: PREFERENCE_KINDS }).notNull(),
    email: integer({ mode: 'boolean' }).notNull(),
    /** On the user's subscribed devices: every kind until turned off. */
    push: integer({ mode: 'boolean' }).notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
