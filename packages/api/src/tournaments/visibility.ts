import { timingSafeEqual } from 'node:crypto';
import { type Db, fetchOne, registrations, teamPlayers, tournaments } from '@cancha/db';
import { and, eq, inArray, isNotNull, ne, or } from 'drizzle-orm';
import { confirmedEmail, type UserRow } from '../auth/session';

type TournamentRow = typeof tournaments.$inferSelect;

/**
 * Who asks to see a tournament: an account or a visitor (no user), possibly holding the tournament's invitation
 * link. Every read of a tournament's data asks `maySeeTournament` with one of these (docs/decisions/019).
 */
export interface Viewer {
  user: UserRow | null;
  invite?: string | undefined;
}

/** The SQL form of "anyone may see it", for lists that only ever show public tournaments. */
export const anyoneMaySee = eq(tournaments.visibility, 'PUBLIC');

function sameSecret(given: string | undefined, kept: string | null): boolean {
  if (!given || !kept) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(kept);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The one rule for seeing a tournament: a public one, anyone; a private one, its creator, the members of a team
 * registered in it, the account invited to it (by id, or by an address it has confirmed), and whoever holds its
 * invitation link.
 */
export async function maySeeTournament(db: Db, row: TournamentRow, viewer: Viewer): Promise<boolean> {
  if (row.visibility === 'PUBLIC') return true;
  if (sameSecret(viewer.invite, row.inviteToken)) return true;
  const user = viewer.user;
  if (!user) return false;
  if (row.creatorId === user.id) return true;
  const email = confirmedEmail(user)?.toLowerCase() ?? null;
  const myTeams = db
    .select({ teamId: teamPlayers.teamId })
    .from(teamPlayers)
    .where(eq(teamPlayers.userId, user.id));
  const grants = [
    and(isNotNull(registrations.teamId), inArray(registrations.teamId, myTeams)),
    eq(registrations.invitedUserId, user.id),
  ];
  if (email) grants.push(and(isNotNull(registrations.invitedEmail), eq(registrations.invitedEmail, email)));
  const found = await fetchOne(
    db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.tournamentId, row.id), or(...grants)))
      .limit(1),
  );
  return found !== undefined;
}

// Anyone may see a public tournament (tournaments/visibility.ts); the explore pages leave out the cancelled ones.
export const publicTournament = and(anyoneMaySee, ne(tournaments.status, 'CANCELLED'));

/** Whether anyone may read the tournament without an account (following it from its page needs this). */
export async function isPublicTournament(db: Db, tournamentId: string): Promise<boolean> {
  return (
    (await fetchOne(
      db
        .select({ id: tournaments.id })
        .from(tournaments)
        .where(and(eq(tournaments.id, tournamentId), publicTournament)),
    )) !== undefined
  );
}
