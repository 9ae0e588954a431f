import { INVITATION_STATUSES, POSITION_KEYS, TEAM_GENDERS, TEAM_ROLES } from '@cancha/shared';
import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { users } from './users';

const now = () => new Date();
const id = () =>
  text()
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

export const teams = sqliteTable(
  'teams',
  {
    id: id(),
    name: text().notNull(),
    logo: text(),
    imageTeam: text(),
    location: text().notNull(),
    // Null when the typed place could not be geocoded; such a team is left out of nearby searches.
    lat: real(),
    lng: real(),
    gender: text({ enum: TEAM_GENDERS }).notNull(),
    createdById: text().references(() => users.id, { onDelete: 'set null' }),
    // An organiser's team added by name (docs/decisions/025): run by this organiser until a captain claims it.
    managedById: text().references(() => users.id, { onDelete: 'set null' }),
    // Deleted teams stay for the matches they played; every list leaves them out.
    deletedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
    updatedAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now).$onUpdateFn(now),
  },
  (t) => [
    // Nearby search narrows by a bounding box on these before computing exact distances.
    index('teams_lat_lng_idx').on(t.lat, t.lng).where(sql`${t.deletedAt} is null`),
    index('teams_lng_idx').on(t.lng).where(sql`${t.deletedAt} is null`),
  ],
);

export const teamPlayers = sqliteTable(
  'team_players',
  {
    id: id(),
    teamId: text()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: TEAM_ROLES }).notNull(),
    position: text({ enum: POSITION_KEYS }),
    shirtNumber: integer(),
    abbreviatedName: text(),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [
    uniqueIndex('team_players_team_user_uq').on(t.teamId, t.userId),
    // NULLs are distinct in SQLite, so only numbers actually chosen must differ.
    uniqueIndex('team_players_team_shirt_uq').on(t.teamId, t.shirtNumber),
    index('team_players_user_idx').on(t.userId),
  ],
);

export const teamInvitations = sqliteTable(
  'team_invitations',
  {
    id: id(),
    teamId: text()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    // Lower-cased; an invitation to an address with no account waits for that account (playerId null).
    email: text().notNull(),
    playerId: text().references(() => users.id, { onDelete: 'cascade' }),
    invitedById: text().references(() => users.id, { onDelete: 'set null' }),
    position: text({ enum: POSITION_KEYS }),
    // CAPTAIN: the organiser hands a managed team over. PLAYER with rosterUserId: "this roster line is you".
    role: text({ enum: TEAM_ROLES }).notNull().default('PLAYER'),
    rosterUserId: text().references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: INVITATION_STATUSES }).notNull().default('PENDING'),
    respondedAt: integer({ mode: 'timestamp_ms' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [
    index('team_invitations_player_idx').on(t.playerId),
    index('team_invitations_email_idx').on(t.email),
    uniqueIndex('team_invitations_pending_uq').on(t.teamId, t.email).where(sql`${t.status} = 'PENDING'`),
  ],
);

export const formations = sqliteTable(
  'formations',
  {
    id: id(),
    teamId: text()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    structure: text().notNull(),
    name: text().notNull(),
    playerCount: integer().notNull(),
    savedById: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
    updatedAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now).$onUpdateFn(now),
  },
  (t) => [uniqueIndex('formations_team_structure_uq').on(t.teamId, t.structure)],
);

export const formationPositions = sqliteTable(
  'formation_positions',
  {
    formationId: text()
      .notNull()
      .references(() => formations.id, { onDelete: 'cascade' }),
    // A team player (team_players.id): leaving the team takes them off the lineup.
    playerId: text()
      .notNull()
      .references(() => teamPlayers.id, { onDelete: 'cascade' }),
    positionName: text({ enum: POSITION_KEYS }).notNull(),
    abbreviation: text().notNull(),
    coordinatesX: real().notNull(),
    coordinatesY: real().notNull(),
    order: integer().notNull(),
  },
  (t) => [
    uniqueIndex('formation_positions_player_uq').on(t.formationId, t.playerId),
    uniqueIndex('formation_positions_order_uq').on(t.formationId, t.order),
  ],
);
