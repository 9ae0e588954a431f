import { challenges, matchEvents, matches, type Queryable, registrations, rounds } from '@cancha/db';
import { DomainError } from '@cancha/shared';
import { and, asc, eq, isNotNull } from 'drizzle-orm';

// The competition area's rows, and the plain reads its modules share.

export type MatchRow = typeof matches.$inferSelect;
export type EventRow = typeof matchEvents.$inferSelect;
export type RoundRow = typeof rounds.$inferSelect;

/** Tournament types drawn as one whole fixture of matchdays, rather than round by round. */
export const LEAGUE_TYPES = new Set(['LEAGUE', 'TWO_LEGGED_LEAGUE']);

export function requireMatch(db: Queryable, matchId: string): MatchRow {
  const row = db.select().from(matches).where(eq(matches.id, matchId)).get();
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

/** The challenge a friendly was played for, if the match is one. */
export function challengeOf(db: Queryable, matchId: string) {
  return db.select().from(challenges).where(eq(challenges.matchId, matchId)).get();
}

/** A match's events in the order they happened. */
export function eventsOf(db: Queryable, matchId: string): EventRow[] {
  return db
    .select()
    .from(matchEvents)
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.minute), asc(matchEvents.createdAt))
    .all();
}

/** Approved teams in the order they joined, with their drawn lots. */
export function approvedTeams(db: Queryable, tournamentId: string): { teamId: string; lot: number }[] {
  return db
    .select({ teamId: registrations.teamId, lot: registrations.lot })
    .from(registrations)
    .where(
      and(
        eq(registrations.tournamentId, tournamentId),
        eq(registrations.status, 'APPROVED'),
        isNotNull(registrations.teamId),
      ),
    )
    .orderBy(asc(registrations.createdAt))
    .all() as { teamId: string; lot: number }[];
}

export function roundsOf(db: Queryable, tournamentId: string): RoundRow[] {
  return db
    .select()
    .from(rounds)
    .where(eq(rounds.tournamentId, tournamentId))
    .orderBy(asc(rounds.number))
    .all();
}

export function tournamentMatches(db: Queryable, tournamentId: string): MatchRow[] {
  return db
    .select()
    .from(matches)
    .where(eq(matches.tournamentId, tournamentId))
    .orderBy(asc(matches.matchOrder), asc(matches.leg))
    .all();
}
