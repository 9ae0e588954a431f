import { type Db, execute, fetchAll, pitches, tournamentPitches, venues } from '@cancha/db';
import { DomainError, type MatchPitchDto } from '@cancha/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../auth/session';

// Pitches as other rooms need them: a tournament's list, its pitch ids, a match's pitch and venue.

/** The pitches a tournament is played on, in order, each with its venue. */
export async function tournamentPitchList(
  db: Db,
  tournamentId: string,
): Promise<(PitchRow & { venue: VenueRow })[]> {
  return (
    await fetchAll(
      db
        .select({ pitch: pitches, venue: venues, position: tournamentPitches.position })
        .from(tournamentPitches)
        .innerJoin(pitches, eq(pitches.id, tournamentPitches.pitchId))
        .innerJoin(venues, eq(venues.id, pitches.venueId))
        .where(eq(tournamentPitches.tournamentId, tournamentId))
        .orderBy(asc(tournamentPitches.position)),
    )
  ).map((r) => ({ ...r.pitch, venue: r.venue }));
}

/** pitchIds of several tournaments at once, for their DTOs. */
export async function pitchIdsOf(db: Db, tournamentIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (tournamentIds.length === 0) return out;
  const rows = await fetchAll(
    db
      .select()
      .from(tournamentPitches)
      .where(inArray(tournamentPitches.tournamentId, tournamentIds))
      .orderBy(asc(tournamentPitches.position)),
  );
  for (const r of rows) out.set(r.tournamentId, [...(out.get(r.tournamentId) ?? []), r.pitchId]);
  return out;
}

/** Names the tournament's pitches; each must be one of its creator's own. */
export async function setTournamentPitches(tx: Db, tournamentId: string, user: UserRow, pitchIds: string[]) {
  const ids = [...new Set(pitchIds)];
  if (ids.length > 0) {
    const own = await fetchAll(
      tx
        .select({ id: pitches.id })
        .from(pitches)
        .innerJoin(venues, eq(venues.id, pitches.venueId))
        .where(and(inArray(pitches.id, ids), eq(venues.creatorId, user.id))),
    );
    if (own.length !== ids.length) throw new DomainError('NOT_FOUND', 'pitchIds: unknown pitch');
  }
  await execute(tx.delete(tournamentPitches).where(eq(tournamentPitches.tournamentId, tournamentId)));
  if (ids.length > 0) {
    await execute(
      tx
        .insert(tournamentPitches)
        .values(ids.map((pitchId, position) => ({ tournamentId, pitchId, position }))),
    );
  }
}

/** Pitches by id, as a fixture shows them. */
export async function matchPitches(db: Db, pitchIds: string[]): Promise<Map<string, MatchPitchDto>> {
  const ids = [...new Set(pitchIds)];
  if (ids.length === 0) return new Map();
  const rows = await fetchAll(
    db
      .select({ id: pitches.id, name: pitches.name, venueName: venues.name, address: venues.address })
      .from(pitches)
      .innerJoin(venues, eq(venues.id, pitches.venueId))
      .where(inArray(pitches.id, ids)),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export const pitchLocation = (p: { name: string; venueName: string }) => `${p.venueName} · ${p.name}`;

export type VenueRow = typeof venues.$inferSelect;

export type PitchRow = typeof pitches.$inferSelect;
