import { type PitchBookingValue, REFEREE_ANSWERS } from '@cancha/shared';
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { tournaments } from './tournaments';
import { users } from './users';

const now = () => new Date();

/** Where a creator's tournaments are played, kept once and reused across them. */
export const venues = sqliteTable(
  'venues',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    creatorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    address: text().notNull(),
    lat: real(),
    lng: real(),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [index('venues_creator_idx').on(t.creatorId)],
);

/**
 * One field of a venue ("Cancha 1"). A rented pitch carries the hours the club booked (weekly or on dates, with the
 * hourly price); with none, it is usable whenever a tournament's windows are open.
 */
export const pitches = sqliteTable(
  'pitches',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    venueId: text()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    bookings: text({ mode: 'json' }).$type<PitchBookingValue[]>().notNull().default([]),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [index('pitches_venue_idx').on(t.venueId)],
);

/** The pitches a tournament is played on, in the organiser's order. */
export const tournamentPitches = sqliteTable(
  'tournament_pitches',
  {
    tournamentId: text()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    pitchId: text()
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    position: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.pitchId] }),
    index('tournament_pitches_pitch_idx').on(t.pitchId),
  ],
);

/** A tournament's pool of referees: told of each assignment by e-mail, paid a fee per match. */
export const referees = sqliteTable(
  'referees',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    tournamentId: text()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    email: text(),
    // YYYY-MM-DD dates they cannot come.
    unavailable: text({ mode: 'json' }).$type<string[]>().notNull().default([]),
    feePerMatch: real().notNull().default(0),
    createdAt: integer({ mode: 'timestamp_ms' }).notNull().$defaultFn(now),
  },
  (t) => [index('referees_tournament_idx').on(t.tournamentId), index('referees_user_idx').on(t.userId)],
);

export { REFEREE_ANSWERS };
