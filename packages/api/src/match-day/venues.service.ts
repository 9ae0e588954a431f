import { type Db, execute, fetchAll, fetchOne, pitches, transaction, venues } from '@cancha/db';
import { type CreateVenue, DomainError, type UpdateVenue, type VenueDto } from '@cancha/shared';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import { placeOf } from '../places/place-of';
import type { VenueRow } from './pitches';

// A creator's venues and their pitches, reused across their tournaments (docs/decisions/014).

async function requireOwnVenue(db: Db, venueId: string, user: UserRow): Promise<VenueRow> {
  const venue = await fetchOne(db.select().from(venues).where(eq(venues.id, venueId)));
  // Another creator's venue is as good as absent: its existence is not theirs to learn.
  if (!venue || venue.creatorId !== user.id) throw new DomainError('NOT_FOUND');
  return venue;
}

async function toVenueDtos(db: Db, rows: VenueRow[]): Promise<VenueDto[]> {
  if (rows.length === 0) return [];
  const all = await fetchAll(
    db
      .select()
      .from(pitches)
      .where(
        inArray(
          pitches.venueId,
          rows.map((v) => v.id),
        ),
      )
      .orderBy(asc(pitches.createdAt), asc(pitches.name)),
  );
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

export async function listVenues(db: Db, user: UserRow): Promise<VenueDto[]> {
  const rows = await fetchAll(
    db.select().from(venues).where(eq(venues.creatorId, user.id)).orderBy(asc(venues.name)),
  );
  return await toVenueDtos(db, rows);
}

function placeColumns(input: { address: string; lat?: number | null; lng?: number | null }) {
  const place = placeOf({
    location: input.address,
    lat: input.lat ?? undefined,
    lng: input.lng ?? undefined,
  });
  return { address: input.address, lat: place?.lat ?? null, lng: place?.lng ?? null };
}

export async function createVenue(
  db: Db,
  user: UserRow,
  input: z.output<typeof CreateVenue>,
): Promise<VenueDto> {
  return await transaction(db, async (tx) => {
    const venue = (await fetchOne(
      tx
        .insert(venues)
        .values({ creatorId: user.id, name: input.name, ...placeColumns(input) })
        .returning(),
    ))!;
    await execute(
      tx
        .insert(pitches)
        .values(input.pitches.map((p) => ({ venueId: venue.id, name: p.name, bookings: p.bookings }))),
    );
    return (await toVenueDtos(tx, [venue]))[0] as VenueDto;
  });
}

/**
 * Changes what the edit names. Its pitches, when sent, are the venue's list: a pitch with its id is kept (its
 * matches stay on it, its bookings too unless sent), one without is new, and a pitch left out is removed (its
 * matches lose their pitch and are scheduled again).
 */
export async function updateVenue(
  db: Db,
  user: UserRow,
  input: z.output<typeof UpdateVenue>,
): Promise<VenueDto> {
  return await transaction(db, async (tx) => {
    const before = await requireOwnVenue(tx, input.venueId, user);
    const moved = input.address !== undefined || input.lat !== undefined || input.lng !== undefined;
    const place = moved
      ? placeColumns({
          address: input.address ?? before.address,
          lat: input.lat !== undefined ? input.lat : before.lat,
          lng: input.lng !== undefined ? input.lng : before.lng,
        })
      : {};
    const venue = (await fetchOne(
      tx
        .update(venues)
        .set({ name: input.name ?? before.name, ...place })
        .where(eq(venues.id, input.venueId))
        .returning(),
    ))!;
    if (input.pitches) await replacePitches(tx, venue.id, input.pitches);
    return (await toVenueDtos(tx, [venue]))[0] as VenueDto;
  });
}

async function replacePitches(
  tx: Db,
  venueId: string,
  list: NonNullable<z.output<typeof UpdateVenue>['pitches']>,
): Promise<void> {
  const kept = list.flatMap((p) => (p.id ? [p.id] : []));
  await execute(
    tx
      .delete(pitches)
      .where(and(eq(pitches.venueId, venueId), kept.length > 0 ? notInArray(pitches.id, kept) : undefined)),
  );
  for (const p of list) {
    if (!p.id) {
      await execute(tx.insert(pitches).values({ venueId, name: p.name, bookings: p.bookings ?? [] }));
      continue;
    }
    const updated = await fetchOne(
      tx
        .update(pitches)
        .set({ name: p.name, bookings: p.bookings })
        .where(and(eq(pitches.id, p.id), eq(pitches.venueId, venueId)))
        .returning({ id: pitches.id }),
    );
    if (!updated) throw new DomainError('NOT_FOUND');
  }
}

export async function deleteVenue(db: Db, user: UserRow, venueId: string): Promise<void> {
  await transaction(db, async (tx) => {
    await requireOwnVenue(tx, venueId, user);
    await execute(tx.delete(venues).where(eq(venues.id, venueId)));
  });
}
