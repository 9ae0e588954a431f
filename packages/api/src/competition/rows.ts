import {
  challenges,
  type Db,
  fetchAll,
  fetchOne,
  matchEvents,
  matches,
  perDatabase,
  registrations,
  rounds,
} from '@cancha/db';
import { DomainError } from '@cancha/shared';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';

// The competition area's rows, and the plain reads its modules share.

export type MatchRow = typeof matches.$inferSelect;
export type EventRow = typeof matchEvents.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;

/** Tournament types drawn as one whole fixture of matchdays, rather than round by round. */
export const LEAGUE_TYPES = new Set(['LEAGUE', 'TWO_LEGGED_LEAGUE']);

export async function requireMatch(db: Db, matchId: string): Promise<MatchRow> {
  const row = await fetchOne(db.select().from(matches).where(eq(matches.id, matchId)));
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

/** The challenge a friendly was played for, if the match is one. */
export async function challengeOf(db: Db, matchId: string) {
  return await fetchOne(db.select().from(challenges).where(eq(challenges.matchId, matchId)));
}

/** A match's events in the order they happened. */
export async function eventsOf(db: Db, matchId: string): Promise<EventRow[]> {
  return await fetchAll(
    db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.matchId, matchId))
      .orderBy(asc(matchEvents.minute), asc(matchEvents.createdAt)),
  );
}

/** Approved teams in the order they joined, with their drawn lots. */
// Read by every standings and draw: prepared once per database.
const approvedQuery = perDatabase((db: Db) =>
  db
    .select({ teamId: registrations.teamId, lot: registrations.lot })
    .from(registrations)
    .where(
      and(
        eq(registrations.tournamentId, sql.placeholder('tournamentId')),
        eq(registrations.status, 'APPROVED'),
        isNotNull(registrations.teamId),
      ),
    )
    .orderBy(asc(registrations.createdAt))
    .prepare(),
);

export async function approvedTeams(
  db: Db,
  tournamentId: string,
): Promise<{ teamId: string; lot: number }[]> {
  return (await fetchAll(approvedQuery(db), { tournamentId })) as { teamId: string; lot: number }[];
}

export async function roundsOf(db: Db, tournamentId: string): Promise<RoundRow[]> {
  return await fetchAll(
    db.select().from(rounds).where(eq(rounds.tournamentId, tournamentId)).orderBy(asc(rounds.number)),
  );
}

export async function tournamentMatches(db: Db, tournamentId: string): Promise<MatchRow[]> {
  return await fetchAll(
    db
      .select()
      .from(matches)
      .where(eq(matches.tournamentId, tournamentId))
      .orderBy(asc(matches.matchOrder), asc(matches.leg)),
  );
}
