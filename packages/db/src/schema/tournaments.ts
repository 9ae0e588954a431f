import {
  CURRENCIES,
  DEFAULT_BREAK_MINUTES,
  DEFAULT_MAX_MATCHES_PER_TEAM_PER_DAY,
  type DisciplineSettings,
  type Fines,
  type GroupStageSettings,
  type KnockoutSettings,
  type MatchWindowValue,
  REGISTRATION_STATUSES,
  TIE_BREAK_PRESETS,
  TOURNAMENT_CATEGORIES,
  TOURNAMENT_GENDERS,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
  VISIBILITIES,
  type WalkoverSettings,
  type Weekday,
} from '@cancha/shared';
import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { teams } from './teams';
import { users } from './users';

const now = () => new Date();

export const tournaments = sqliteTable(
  'tournaments',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    name: text().notNull(),
    description: text(),
    logo: text(),
    image: text(),
    location: text().notNull(),
    lat: real(),
    lng: real(),
    category: text({ enum: TOURNAMENT_CATEGORIES }).notNull(),
    tournamentGender: text({ enum: TOURNAMENT_GENDERS }).notNull(),
    typeFutbol: integer().notNull(),
    type: text({ enum: TOURNAMENT_TYPES }).notNull(),
    startDate: text().notNull(),
    endDate: text().notNull(),
    registrationDeadline: text().notNull(),
    // docs/product/tournaments.md#tournament-data — playingDay[], playingDays and daysOfWeek are one list of
    // weekdays.
    playingDays: text({ mode: 'json' }).$type<Weekday[]>().notNull(),
    matchDuration: integer().notNull(),
    totalTeams: integer().notNull(),
    totalPlayers: integer().notNull(),
    // Money as integer cents would lose nothing, but the REST amounts are plain numbers: kept as entered.
    registrationFeeAmount: real().notNull().default(0),
    registrationFeeCurrency: text({ enum: CURRENCIES }).notNull().default('ARS'),
    matchFeeAmount: real().notNull().default(0),
    matchFeeCurrency: text({ enum: CURRENCIES }).notNull().default('ARS'),
    // What the competition fines by itself, in minor units of the fees' one currency (docs/decisions/026); null
    // reads as NO_FINES.
    fines: text({ mode: 'json' }).$type<Fines>(),
    prizes: text(),
    invitationOnly: integer({ mode: 'boolean' }).notNull().default(false),
    status: text({ enum: TOURNAMENT_STATUSES }).notNull().default('OPEN'),
    visibility: text({ enum: VISIBILITIES }).notNull().default('PUBLIC'),
    // The secret of the shareable invitation link.
    inviteToken: text()
      .notNull()
      .$defaultFn(() => crypto.randomUUID().replaceAll('-', '')),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // Organiser settings of the standings: tie-break order and the blue card's fair-play weight.
    tieBreakPreset: text({ enum: TIE_BREAK_PRESETS }).notNull().default('FIFA'),
    blueCardPoints: integer().notNull().default(0),
    // A GROUPS_KNOCKOUT tournament's format; null for the other types.
    groupStage: text({ mode: 'json' }).$type<GroupStageSettings>(),
    knockout: text({ mode: 'json' }).$type<KnockoutSettings>(),
    // Suspensions from cards; null reads as DEFAULT_DISCIPLINE.
    discipline: text({ mode: 'json' }).$type<DisciplineSettings>(),
    // The walkover's score and when a team may be withdrawn; null reads as DEFAULT_WALKOVER.
    walkover: text({ mode: 'json' }).$type<WalkoverSettings>(),
    // Match day (docs/decisions/014): when matches may be played, the pitch's changeover, a team's rest and daily
    // maximum, and the dates nothing is played. Empty windows: 09:00–22:00 on every playing day.
    matchWindows: text({ mode: 'json' }).$type<MatchWindowValue[]>().notNull().default([]),
    breakMinutes: integer().notNull().default(DEFAULT_BREAK_MINUTES),
    minRestMinutes: integer().notNull().default(0),
    maxMatchesPerTeamPerDay: integer().notNull().default(DEFAULT_MAX_MATCHES_PER_TEAM_PER_DAY),
    holidays: text({ mode: 'json' }).$type<string[]>().notNull().default([]),
    // The IANA zone its wall-clock kick-offs are in (El Prode closes predictions at the instant); null: the site's.
    timeZone: text(),
    // Set when the last result decides the tournament; its history entry ('GANADOR DEL TORNEO').
    championTeamId: text().references(() => teams.id),
    completedAt: integer({ mode: 'timestamp_ms' }),
    // Moves on with every change to what the tournament's pages show: set by triggers (drizzle/0008), never by
    // hand, so answers computed from it can be kept until it moves.
    revision: integer().notNull().default(0),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
    updatedAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now).$onUpdateFn(now),
  },
  (t) => [
    index('tournaments_creator_idx').on(t.creatorId),
    index('tournaments_public_idx').on(t.visibility, t.status),
    // The explore page: newest public tournaments first, without sorting them all.
    index('tournaments_listing_idx').on(t.visibility, t.createdAt),
  ],
);

/**
 * An approved team's record in its tournament, kept by triggers (drizzle/0023) from its completed matches against
 * other approved teams, so that a table reads one row per team rather than every result of the season
 * (docs/decisions/018). A level match decided on penalties is a draw here and counted apart, for the formats
 * where the shoot-out decides; fair play sums the matches' stored tallies, and `unrated` counts those without one.
 */
const standingTally = {
  played: integer().notNull().default(0),
  won: integer().notNull().default(0),
  drawn: integer().notNull().default(0),
  lost: integer().notNull().default(0),
  goalsFor: integer().notNull().default(0),
  goalsAgainst: integer().notNull().default(0),
  shootoutsWon: integer().notNull().default(0),
  shootoutsLost: integer().notNull().default(0),
  fairPlay: integer().notNull().default(0),
  blueCards: integer().notNull().default(0),
  unrated: integer().notNull().default(0),
};

/**
 * A team's place in a tournament. A captain's request has a team and PENDING until the creator answers; a
 * creator's invitation names a person (by e-mail) and gets its team when they accept with one of theirs.
 */
export const registrations = sqliteTable(
  'registrations',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    tournamentId: text()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    teamId: text().references(() => teams.id),
    status: text({ enum: REGISTRATION_STATUSES }).notNull().default('PENDING'),
    createdById: text().references(() => users.id, { onDelete: 'set null' }),
    invitedEmail: text(),
    invitedUserId: text().references(() => users.id, { onDelete: 'cascade' }),
    respondedAt: integer({ mode: 'timestamp_ms' }),
    // Set when the organiser withdrew the team: it stays in the table, its remaining matches annulled or awarded.
    withdrawnAt: integer({ mode: 'timestamp_ms' }),
    // Drawing of lots, drawn once, so a tie that reaches it never flips between requests.
    lot: integer()
      .notNull()
      .default(0)
      .$defaultFn(() => crypto.getRandomValues(new Uint32Array(1))[0]!),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
    ...standingTally,
  },
  (t) => [
    // A team at most once per tournament, whatever the state.
    uniqueIndex('registrations_tournament_team_uq')
      .on(t.tournamentId, t.teamId)
      .where(sql`${t.teamId} is not null`),
    // A tournament's approved teams (standings, counts, chat access) without touching other tournaments' rows.
    index('registrations_tournament_status_idx').on(t.tournamentId, t.status),
    index('registrations_team_idx').on(t.teamId),
    index('registrations_invited_idx').on(t.invitedUserId),
    index('registrations_email_idx').on(t.invitedEmail),
  ],
);
