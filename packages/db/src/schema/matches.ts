import { EVENT_TYPES, MATCH_DECISIONS, MATCH_STATUSES, REFEREE_ANSWERS, ROUND_KINDS } from '@cancha/shared';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { teams } from './teams';
import { tournaments } from './tournaments';
import { users } from './users';
import { pitches, referees } from './venues';

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
    roundId: text().references(() => rounds.id),
    // Place within its round, so a fixture reads the same on every request.
    matchOrder: integer().notNull().default(0),
    // A group-stage match's group (0 = A); null elsewhere.
    groupIndex: integer(),
    // The semi-finals' losers' match, drawn with the final: no one goes through from it.
    thirdPlace: integer({ mode: 'boolean' }).notNull().default(false),
    // A two-legged tie's leg (1 or 2): both legs share the round and the matchOrder, leg 2 with the sides swapped.
    // Null for a match that is a tie on its own.
    leg: integer(),
    // A result decided off the pitch (a walkover or a forfeit) and the team it went against; its scores are the
    // awarded ones and no longer follow the events.
    decision: text({ enum: MATCH_DECISIONS }),
    decisionTeamId: text().references(() => teams.id),
    date: text(),
    time: text(),
    location: text(),
    // Match day (docs/decisions/014): its pitch and referee, the referee's answer, the secret of the answer link in
    // their e-mail, and the fee agreed when assigned.
    pitchId: text().references(() => pitches.id, { onDelete: 'set null' }),
    refereeId: text().references(() => referees.id, { onDelete: 'set null' }),
    refereeAnswer: text({ enum: REFEREE_ANSWERS }),
    refereeToken: text(),
    refereeFee: real(),
    // The organiser fixed its day, time and pitch (moved it by hand or said so): a re-plan leaves it where it is.
    scheduleLocked: integer({ mode: 'boolean' }).notNull().default(false),
    // Each side's fair play (yellow and red points, blue cards), recounted with the scores whenever an event
    // changes, so standings never read the cards. Null on rows older than these columns: read from the cards.
    teamOneFairPlay: integer().$defaultFn(() => 0),
    teamTwoFairPlay: integer().$defaultFn(() => 0),
    teamOneBlueCards: integer().$defaultFn(() => 0),
    teamTwoBlueCards: integer().$defaultFn(() => 0),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
    updatedAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now).$onUpdateFn(now),
  },
  (t) => [
    // Each side's index carries what a team's won/drawn/lost needs, so counting them never reads the table.
    index('matches_team_one_record_idx').on(
      t.teamOneId,
      t.status,
      t.teamTwoId,
      t.teamOneScore,
      t.teamTwoScore,
      t.penaltiesTeamOne,
      t.penaltiesTeamTwo,
    ),
    index('matches_team_two_record_idx').on(
      t.teamTwoId,
      t.status,
      t.teamOneScore,
      t.teamTwoScore,
      t.penaltiesTeamOne,
      t.penaltiesTeamTwo,
    ),
    index('matches_tournament_idx').on(t.tournamentId),
    index('matches_round_idx').on(t.roundId, t.matchOrder),
    // A pitch's and a referee's matches by day: the schedule's busy times and the day's board.
    index('matches_pitch_date_idx').on(t.pitchId, t.date),
    index('matches_referee_idx').on(t.refereeId),
  ],
);

/** A round of a tournament's fixture: a knock-out stage, the final triangular, or a league matchday. */
export const rounds = sqliteTable(
  'rounds',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    tournamentId: text()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    kind: text({ enum: ROUND_KINDS }).notNull(),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [uniqueIndex('rounds_tournament_number_uq').on(t.tournamentId, t.number)],
);

/**
 * What happened in a match. Scores and shoot-out tallies are recomputed from these rows on every change. A goal
 * entered through the result form has no player, so nobody's statistics are invented.
 */
export const matchEvents = sqliteTable(
  'match_events',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    matchId: text()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    teamId: text()
      .notNull()
      .references(() => teams.id),
    playerId: text().references(() => users.id, { onDelete: 'set null' }),
    type: text({ enum: EVENT_TYPES }).notNull(),
    minute: integer().notNull(),
    createdById: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [
    index('match_events_match_idx').on(t.matchId, t.minute),
    index('match_events_player_idx').on(t.playerId),
  ],
);

/** A GROUPS_KNOCKOUT tournament's draw: each team's group (0 = A) and its place in the draw's list. */
export const groupMembers = sqliteTable(
  'group_members',
  {
    tournamentId: text()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    teamId: text()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    groupIndex: integer().notNull(),
    slot: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.teamId] }),
    index('group_members_group_idx').on(t.tournamentId, t.groupIndex, t.slot),
  ],
);

/**
 * A suspension the tournament's creator lifted for one match (an appeal upheld): the player may play it, and the
 * match still counts as served. Kept with who lifted it, when and why.
 */
export const suspensionLifts = sqliteTable(
  'suspension_lifts',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    tournamentId: text()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    playerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: text()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    liftedById: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [
    uniqueIndex('suspension_lifts_player_match_uq').on(t.playerId, t.matchId),
    index('suspension_lifts_tournament_idx').on(t.tournamentId),
  ],
);

/** Points the organiser took away or gave a team in a tournament, with the reason shown under the table. */
export const pointAdjustments = sqliteTable(
  'point_adjustments',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    tournamentId: text()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    teamId: text()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    points: integer().notNull(),
    reason: text().notNull(),
    createdById: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [index('point_adjustments_tournament_idx').on(t.tournamentId)],
);
