import { MATCH_STATUSES } from '@cancha/shared';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { teams } from './teams';

const now = () => new Date();

/**
 * One match model for tournaments and friendlies. Team statistics are computed from these rows, never stored.
 * The fixtures and challenges issues add their own columns (round, tournament, challenge) to this table.
 */
export const matches = sqliteTable(
  'matches',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    teamOneId: text()
      .notNull()
      .references(() => teams.id),
    // Null for a bye: the first team advances without playing.
    teamTwoId: text().references(() => teams.id),
    teamOneScore: integer(),
    teamTwoScore: integer(),
    penaltiesTeamOne: integer(),
    penaltiesTeamTwo: integer(),
    status: text({ enum: MATCH_STATUSES }).notNull().default('PENDING'),
    // Set for tournament matches; a friendly has none.
    tournamentId: text(),
    date: text(),
    time: text(),
    location: text(),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
    updatedAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now).$onUpdateFn(now),
  },
  (t) => [
    index('matches_team_one_idx').on(t.teamOneId),
    index('matches_team_two_idx').on(t.teamTwoId),
    index('matches_tournament_idx').on(t.tournamentId),
  ],
);
