import { type Db, pitches, type Queryable, tournamentPitches, venues } from '@cancha/db';
import {
  type CreateVenue,
  DomainError,
  type MatchPitchDto,
  type UpdateVenue,
  type VenueDto,
} from '@cancha/shared';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import { placeOf } from '../teams/places';

// A creator's venues and their pitches, reused across their tournaments (docs/decisions/014).

type VenueRow = typeof venues.$inferSelect;
export type PitchRow = typeof pitches.$inferSelect;

function requireOwnVenue(db: Queryable, venueId: string, user: UserRow): VenueRow {
  const venue = db.select().from(venues).where(eq(venues.id, venueId)).get();
  // Another creator's venue is as good as absent: its existence is not theirs to learn.
  if (!venue || venue.creatorId !== user.id) throw new DomainError('NOT_FOUND');
  return venue;
}

function toVenueDtos(db: Queryable, rows: VenueRow[]): VenueDto[] {
  if (rows.length === 0) return [];
  const all = db
    .select()
    .from(pitches)
    .where(
      inArray(
        pitches.venueId,
        rows.map((v) => v.id),
      ),
    )
    .orderBy(asc(pitches.createdAt), asc(pitches.name))
    .all();
  return rows.map((v) => ({
    id: v.id,
    name: v.name,
    address: v.address,
    lat: v.lat,
    lng: v.lng,
    pitches: all
      .filter((p) => p.venueId === v.id)
      .map((p) => ({ id: p.id, venueId: p.venueId, name: p.name, bookings: p.bookings })),
  }));
}

export function listVenues(db: Queryable, user: UserRow): VenueDto[] {
  const rows = db.select().from(venues).where(eq(venues.creatorId, user.id)).orderBy(asc(venues.name)).all();
  return toVenueDtos(db, rows);
}

function placeColumns(input: { address: string; lat?: number | null; lng?: number | null }) {
  const place = placeOf({
    location: input.address,
    lat: input.lat ?? undefined,
    lng: input.lng ?? undefined,
  });
  return { address: input.address, lat: place?.lat ?? null, lng: place?.lng ?? null };
}

export function createVenue(db: Db, user: UserRow, input: z.output<typeof CreateVenue>): VenueDto {
  return db.transaction((tx) => {
    const venue = tx
      .insert(venues)
      .values({ creatorId: user.id, name: input.name, ...placeColumns(input) })
      .returning()
      .get();
    tx.insert(pitches)
      .values(input.pitches.map((p) => ({ venueId: venue.id, name: p.name, bookings: p.bookings })))
      .run();
    return toVenueDtos(tx, [venue])[0] as VenueDto;
  });
}

/**
 * The venue and its pitches as sent: a pitch with its id is kept (its matches stay on it), one without is new, and a
 * pitch left out is removed (its matches lose their pitch and are scheduled again).
 */
export function updateVenue(db: Db, user: UserRow, input: z.output<typeof UpdateVenue>): VenueDto {
  return db.transaction((tx) => {
    requireOwnVenue(tx, input.venueId, user);
    const venue = tx
      .update(venues)
      .set({ name: input.name, ...placeColumns(input) })
      .where(eq(venues.id, input.venueId))
      .returning()
      .get();
    const kept = input.pitches.flatMap((p) => (p.id ? [p.id] : []));
    tx.delete(pitches)
      .where(and(eq(pitches.venueId, venue.id), kept.length > 0 ? notInArray(pitches.id, kept) : undefined))
      .run();
    for (const p of input.pitches) {
      if (p.id) {
        const updated = tx
          .update(pitches)
          .set({ name: p.name, bookings: p.bookings })
          .where(and(eq(pitches.id, p.id), eq(pitches.venueId, venue.id)))
          .returning({ id: pitches.id })
          .get();
        if (!updated) throw new DomainError('NOT_FOUND');
      } else {
        tx.insert(pitches).values({ venueId: venue.id, name: p.name, bookings: p.bookings }).run();
      }
    }
    return toVenueDtos(tx, [venue])[0] as VenueDto;
  });
}

export function deleteVenue(db: Db, user: UserRow, venueId: string): void {
  db.transaction((tx) => {
    requireOwnVenue(tx, venueId, user);
    tx.delete(venues).where(eq(venues.id, venueId)).run();
  });
}

/** The pitches a tournament is played on, in order, each with its venue. */
export function tournamentPitchList(db: Queryable, tournamentId: string): (PitchRow & { venue: VenueRow })[] {
  return db
    .select({ pitch: pitches, venue: venues, position: tournamentPitches.position })
    .from(tournamentPitches)
    .innerJoin(pitches, eq(pitches.id, tournamentPitches.pitchId))
    .innerJoin(venues, eq(venues.id, pitches.venueId))
    .where(eq(tournamentPitches.tournamentId, tournamentId))
    .orderBy(asc(tournamentPitches.position))
    .all()
    .map((r) => ({ ...r.pitch, venue: r.venue }));
}

/** pitchIds of several tournaments at once, for their DTOs. */
export function pitchIdsOf(db: Queryable, tournamentIds: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  if (tournamentIds.length === 0) return out;
  const rows = db
    .select()
    .from(tournamentPitches)
    .where(inArray(tournamentPitches.tournamentId, tournamentIds))
    .orderBy(asc(tournamentPitches.position))
    .all();
  for (const r of rows) out.set(r.tournamentId, [...(out.get(r.tournamentId) ?? []), r.pitchId]);
  return out;
}

/** Names the tournament's pitches; each must be one of its creator's own. */
export function setTournamentPitches(tx: Queryable, tournamentId: string, user: UserRow, pitchIds: string[]) {
  const ids = [...new Set(pitchIds)];
  if (ids.length > 0) {
    const own = tx
      .select({ id: pitches.id })
      .from(pitches)
      .innerJoin(venues, eq(venues.id, pitches.venueId))
      .where(and(inArray(pitches.id, ids), eq(venues.creatorId, user.id)))
      .all();
    if (own.length !== ids.length) throw new DomainError('NOT_FOUND', 'pitchIds: unknown pitch');
  }
  tx.delete(tournamentPitches).where(eq(tournamentPitches.tournamentId, tournamentId)).run();
  if (ids.length > 0) {
    tx.insert(tournamentPitches)
      .values(ids.map((pitchId, position) => ({ tournamentId, pitchId, position })))
      .run();
  }
}

/** Pitches by id, as a fixture shows them. */
export function matchPitches(db: Queryable, pitchIds: string[]): Map<string, MatchPitchDto> {
  const ids = [...new Set(pitchIds)];
  if (ids.length === 0) return new Map();
  const rows = db
    .select({ id: pitches.id, name: pitches.name, venueName: venues.name, address: venues.address })
    .from(pitches)
    .innerJoin(venues, eq(venues.id, pitches.venueId))
    .where(inArray(pitches.id, ids))
    .all();
  return new Map(rows.map((r) => [r.id, r]));
}

export const pitchLocation = (p: { name: string; venueName: string }) => `${p.venueName} · ${p.name}`;
