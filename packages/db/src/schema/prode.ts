import type { ProdeScoringValue } from '@cancha/shared';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { matches, rounds } from './matches';
import { teams } from './teams';
import { tournaments } from './tournaments';
import { users } from './users';

// El Prode (docs/decisions/015-prode.md). Each player's totals and position are kept, so a leaderboard of 100,000
// players reads a range of rows; a prediction's points follow from it and the result, and every total can be
// rebuilt from the predictions and the results.

const now = () => new Date();

export const prodeGames = sqliteTable('prode_games', {
  id: text()
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  name: text().notNull(),
  rules: text().notNull().default(''),
  prize: text().notNull().default(''),
  scoring: text({ mode: 'json' }).$type<ProdeScoringValue>().notNull(),
  // Champion picks close then; the countdown counts down to it. Null: the first kick-off of its matches.
  startsAt: integer({ mode: 'timestamp_ms' }),
  scope: text({ enum: ['SITE', 'TOURNAMENT'] }).notNull(),
  createdById: text().references(() => users.id, { onDelete: 'set null' }),
  // The round whose results were scored last: a result of another round starts a new matchday, and the positions
  // before it are kept to show each player's move.
  lastRoundId: text(),
  // How many play (kept by triggers, drizzle/0019), and whether the stored positions wait for a new ranking
  // after a result or a player who left.
  players: integer().notNull().default(0),
  ranksStale: integer({ mode: 'boolean' }).notNull().default(true),
  // Moves on with every change to who plays or how they rank, so kept leaderboard pages can be served until it moves.
  revision: integer().notNull().default(0),
  createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
});

/** The tournaments a game is played over, each whole or a chosen set of its rounds. */
export const prodeGameTournaments = sqliteTable(
  'prode_game_tournaments',
  {
    gameId: text()
      .notNull()
      .references(() => prodeGames.id, { onDelete: 'cascade' }),
    tournamentId: text()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    roundIds: text({ mode: 'json' }).$type<string[]>(),
    // The champion the picks were last scored against.
    championScored: text(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.tournamentId] }),
    index('prode_game_tournaments_tournament_idx').on(t.tournamentId),
  ],
);

export const prodePlayers = sqliteTable(
  'prode_players',
  {
    gameId: text()
      .notNull()
      .references(() => prodeGames.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
    points: integer().notNull().default(0),
    exact: integer().notNull().default(0),
    // The position (level players share it) and a gapless order over the whole game, as of the last ranking:
    // a page of the leaderboard is a range of rankOrder, a player's place one row.
    position: integer(),
    rankOrder: integer(),
    // Position before the current matchday's results.
    previousPosition: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.userId] }),
    index('prode_players_order_idx').on(t.gameId, t.rankOrder),
    index('prode_players_user_idx').on(t.userId),
  ],
);

export const prodePredictions = sqliteTable(
  'prode_predictions',
  {
    gameId: text()
      .notNull()
      .references(() => prodeGames.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: text()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    roundId: text()
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    teamOneScore: integer().notNull(),
    teamTwoScore: integer().notNull(),
    updatedAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.userId, t.matchId] }),
    // Covers scoring: a match's predictions grouped by score, each with its player, read from the index alone.
    index('prode_predictions_match_idx').on(t.gameId, t.matchId, t.teamOneScore, t.teamTwoScore, t.userId),
    index('prode_predictions_user_idx').on(t.userId),
  ],
);

/**
 * What each of a game's matches was last scored against ('2-1', 'VOID'): a result that changes from it, through any
 * path (the result form, a walkover, a withdrawal, a reopened match), is scored again; the same result is not.
 */
export const prodeScoredMatches = sqliteTable(
  'prode_scored_matches',
  {
    gameId: text()
      .notNull()
      .references(() => prodeGames.id, { onDelete: 'cascade' }),
    matchId: text()
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    roundId: text().notNull(),
    result: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.matchId] })],
);

/**
 * Each player's points in each round, for the leaderboard filtered by round. No index in the table's order: keeping one
 * up to date cost a result a third more, and a round's pages are kept per game revision (leaderboard.service.ts).
 */
export const prodeRoundPoints = sqliteTable(
  'prode_round_points',
  {
    gameId: text()
      .notNull()
      .references(() => prodeGames.id, { onDelete: 'cascade' }),
    roundId: text()
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer().notNull().default(0),
    exact: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.roundId, t.userId] }),
    index('prode_round_points_user_idx').on(t.userId),
  ],
);

/** Who each player says wins each tournament of the game; closes at the game's start. */
export const prodeChampionPicks = sqliteTable(
  'prode_champion_picks',
  {
    gameId: text()
      .notNull()
      .references(() => prodeGames.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tournamentId: text()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    teamId: text()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    points: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.userId, t.tournamentId] }),
    index('prode_champion_picks_tournament_idx').on(t.tournamentId),
    index('prode_champion_picks_user_idx').on(t.userId),
  ],
);

/** A private league inside a game: friends invited by a link, ranked among themselves. */
export const prodeLeagues = sqliteTable(
  'prode_leagues',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    gameId: text()
      .notNull()
      .references(() => prodeGames.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    ownerId: text().references(() => users.id, { onDelete: 'set null' }),
    token: text().notNull().unique(),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [index('prode_leagues_game_idx').on(t.gameId)],
);

export const prodeLeagueMembers = sqliteTable(
  'prode_league_members',
  {
    leagueId: text()
      .notNull()
      .references(() => prodeLeagues.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [
    primaryKey({ columns: [t.leagueId, t.userId] }),
    index('prode_league_members_user_idx').on(t.userId),
  ],
);

/** The round notices already sent (the reminder before it, the points after it), so each goes out once. */
export const prodeNotices = sqliteTable(
  'prode_notices',
  {
    gameId: text()
      .notNull()
      .references(() => prodeGames.id, { onDelete: 'cascade' }),
    roundId: text()
      .notNull()
      .references(() => rounds.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['REMINDER', 'POINTS'] }).notNull(),
    sentAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.roundId, t.kind] })],
);
