import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { matches } from './matches';
import { referees } from './venues';

// A referee's daily e-mail (docs/decisions/014): what they are owed word of, kept until the e-mail says it, and
// each e-mail sent with the hash of its 'Confirmar todos' link.

const now = () => new Date();

export const REFEREE_NOTICE_KINDS = ['ASSIGNED', 'MOVED', 'RELEASED'] as const;

/**
 * A change a referee has not been e-mailed yet: a match given to them, moved, or taken from them. Written in the
 * change's transaction and deleted by the one that sends the e-mail, so a stopped process loses none.
 */
export const refereeNotices = sqliteTable(
  'referee_notices',
  {
    id: integer().primaryKey({ autoIncrement: true }),
    refereeId: text()
      .notNull()
      .references(() => referees.id, { onDelete: 'cascade' }),
    matchId: text()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    kind: text({ enum: REFEREE_NOTICE_KINDS }).notNull(),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [
    index('referee_notices_referee_idx').on(t.refereeId, t.id),
    index('referee_notices_match_idx').on(t.matchId),
  ],
);

/** A match an e-mail listed for its referee, with the hash of its own link's token as the e-mail set it. */
export interface RefereeDigestMatch {
  matchId: string;
  refereeId: string;
  token: string;
}

/** An e-mail sent to a referee's address: at most one a day; its 'Confirmar todos' answers for `matches`. */
export const refereeDigests = sqliteTable(
  'referee_digests',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    email: text().notNull(),
    tokenHash: text().notNull(),
    matches: text({ mode: 'json' }).$type<RefereeDigestMatch[]>().notNull(),
    sentAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [
    uniqueIndex('referee_digests_token_uq').on(t.tokenHash),
    index('referee_digests_email_idx').on(t.email, t.sentAt),
  ],
);
