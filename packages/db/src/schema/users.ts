import { ROLES, USER_GENDERS } from '@cancha/shared';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const now = () => new Date();

export const users = sqliteTable(
  'users',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    // Stored lower-cased; uniqueness is therefore case-insensitive. Null only for a roster-only person.
    email: text(),
    emailVerified: integer({ mode: 'boolean' }).notNull().default(false),
    // Null for accounts created through Google that never chose a password.
    passwordHash: text(),
    role: text({ enum: ROLES }),
    fullname: text(),
    lastname: text(),
    username: text(),
    location: text(),
    // Where the location was geocoded to; used to find teams nearby.
    lat: real(),
    lng: real(),
    userGender: text({ enum: USER_GENDERS }),
    birthdate: text(),
    avatar: text(),
    locale: text().notNull().default('es'),
    subscriptionActive: integer({ mode: 'boolean' }).notNull().default(false),
    // The ad-free month paid for ends here; the subscription is active while it is in the future.
    subscribedUntil: integer({ mode: 'timestamp_ms' }),
    termsAcceptedAt: integer({ mode: 'timestamp_ms' }),
    // A person an organiser typed into a managed team's roster (docs/decisions/025): no address, no password, never
    // signs in. Their goals and cards are theirs; the account that claims them takes all of it over.
    rosterOnly: integer({ mode: 'boolean' }).notNull().default(false),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
    updatedAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now).$onUpdateFn(now),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email), uniqueIndex('users_username_uq').on(t.username)],
);

export const sessions = sqliteTable(
  'sessions',
  {
    // SHA-256 of the token held by the browser; the token itself is never stored.
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const oauthAccounts = sqliteTable(
  'oauth_accounts',
  {
    provider: text({ enum: ['google'] }).notNull(),
    providerUserId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [
    uniqueIndex('oauth_provider_user_uq').on(t.provider, t.providerUserId),
    index('oauth_user_idx').on(t.userId),
  ],
);

export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    // SHA-256 of the e-mailed token.
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
    usedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [index('password_reset_user_idx').on(t.userId)],
);

/**
 * An e-mailed link that proves an address: the account's own (after sign-up) or the new one it asked to move to.
 * Grants that rest on an address (invitations sent to it, site-owner rights) wait for it (docs/decisions/008).
 */
export const emailConfirmations = sqliteTable(
  'email_confirmations',
  {
    // SHA-256 of the e-mailed token.
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Lower-cased, like users.email; differs from it while an e-mail change waits for confirmation.
    email: text().notNull(),
    expiresAt: integer({ mode: 'timestamp_ms' }).notNull(),
    usedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId)],
);
