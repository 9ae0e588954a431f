import { type Db, fetchOne, perDatabase, type registrations, rounds, tournaments, users } from '@cancha/db';
import { DomainError } from '@cancha/shared';
import { eq, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/session';

// A tournament's low module (docs/architecture.md): its row types, the checks every domain runs on it, and the
// small reads other domains need. Visibility has its own module (visibility.ts).

export type TournamentRow = typeof tournaments.$inferSelect;

export type RegistrationRow = typeof registrations.$inferSelect;

// Nearly every tournament call starts here.
const tournamentById = perDatabase((db: Db) =>
  db
    .select()
    .from(tournaments)
    .where(eq(tournaments.id, sql.placeholder('id')))
    .prepare(),
);

export async function requireTournament(db: Db, tournamentId: string): Promise<TournamentRow> {
  const row = await fetchOne(tournamentById(db), { id: tournamentId });
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

/** docs/product/tournaments.md#ownership — only the tournament's creator manages it. */
export async function requireOwner(db: Db, tournamentId: string, user: UserRow): Promise<TournamentRow> {
  const row = await requireTournament(db, tournamentId);
  if (row.creatorId !== user.id) throw new DomainError('FORBIDDEN');
  return row;
}

/**
 * docs/product/registrations.md#removing-a-team — DELETE tournaments/{id}/teams/{teamId}: the team leaves the
 * registry and the tournament.
 */
/** Once a round is drawn the teams are fixed: no new approvals, no removals. */
export async function fixtureStarted(db: Db, tournamentId: string): Promise<boolean> {
  return (
    (await fetchOne(
      db.select({ id: rounds.id }).from(rounds).where(eq(rounds.tournamentId, tournamentId)),
    )) !== undefined
  );
}

/** The creator's name for e-mails. */
export async function displayName(db: Db, userId: string): Promise<string> {
  const u = await fetchOne(db.select().from(users).where(eq(users.id, userId)));
  return [u?.fullname, u?.lastname].filter(Boolean).join(' ') || u?.email || 'Cancha';
}
