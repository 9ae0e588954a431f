import { CHALLENGE_STATUSES } from '@cancha/shared';
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { matches } from './matches';
import { teams } from './teams';
import { users } from './users';

const now = () => new Date();

/**
 * A friendly proposed by one team to another. Its match (place, date, time, result, events) lives in `matches`
 * like every other match; the challenge holds the proposal and its answer.
 */
export const challenges = sqliteTable(
  'challenges',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    matchId: text()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    creatorTeamId: text()
      .notNull()
      .references(() => teams.id),
    challengedTeamId: text()
      .notNull()
      .references(() => teams.id),
    challengeCreatorId: text().references(() => users.id, { onDelete: 'set null' }),
    description: text(),
    // Where the map points; null when the typed place could not be found.
    lat: real(),
    lng: real(),
    challengeStatus: text({ enum: CHALLENGE_STATUSES }).notNull().default('PENDING'),
    respondedById: text().references(() => users.id, { onDelete: 'set null' }),
    respondedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [
    index('challenges_match_idx').on(t.matchId),
    index('challenges_creator_team_idx').on(t.creatorTeamId),
    index('challenges_challenged_team_idx').on(t.challengedTeamId),
  ],
);
