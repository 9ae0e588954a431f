import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  perDatabase,
  registrations,
  teamPlayers,
  teams,
  tournaments,
} from '@cancha/db';
import { DomainError } from '@cancha/shared';
import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm';

// Who is in a team, as other rooms check it: the team, its captain and members, and a player's memberships.

export type TeamRow = typeof teams.$inferSelect;

export type TeamPlayerRow = typeof teamPlayers.$inferSelect;

/** A team that exists and was not deleted. */
// Drizzle builds a query's SQL text on every call, which costs more than running a lookup by key: the hot ones
// are prepared once per database.
const liveTeam = perDatabase((db: Db) =>
  db
    .select()
    .from(teams)
    .where(and(eq(teams.id, sql.placeholder('id')), isNull(teams.deletedAt)))
    .prepare(),
);

export async function requireTeam(db: Db, teamId: string): Promise<TeamRow> {
  const team = await fetchOne(liveTeam(db), { id: teamId });
  if (!team) throw new DomainError('NOT_FOUND');
  return team;
}

export async function membershipOf(db: Db, teamId: string, userId: string): Promise<TeamPlayerRow | null> {
  return (
    (await fetchOne(
      db
        .select()
        .from(teamPlayers)
        .where(and(eq(teamPlayers.teamId, teamId), eq(teamPlayers.userId, userId))),
    )) ?? null
  );
}

/**
 * docs/product/teams.md#roles — only a CAPTAIN manages the team; checked here, never trusted from the client.
 */
export async function requireCaptain(db: Db, teamId: string, userId: string): Promise<TeamRow> {
  const team = await requireTeam(db, teamId);
  if ((await membershipOf(db, teamId, userId))?.role !== 'CAPTAIN') throw new DomainError('NOT_TEAM_CAPTAIN');
  return team;
}

export async function requireMember(db: Db, teamId: string, userId: string): Promise<TeamPlayerRow> {
  await requireTeam(db, teamId);
  const member = await membershipOf(db, teamId, userId);
  if (!member) throw new DomainError('FORBIDDEN');
  return member;
}

/**
 * The user's memberships for the current-user data (docs/product/accounts.md#current-user — playerTeam[] and
 * teams[]).
 */
export async function membershipsOf(db: Db, userId: string) {
  const rows = await fetchAll(
    db
      .select({ teamId: teamPlayers.teamId, role: teamPlayers.role, name: teams.name })
      .from(teamPlayers)
      .innerJoin(teams, eq(teamPlayers.teamId, teams.id))
      .where(and(eq(teamPlayers.userId, userId), isNull(teams.deletedAt)))
      .orderBy(asc(teams.name)),
  );
  return {
    playerTeam: rows.map((r) => ({ teamId: r.teamId, role: r.role })),
    teams: rows.map((r) => ({ id: r.teamId, name: r.name })),
  };
}

/** Before an account goes: each team it captains gets a new captain, or is deleted when it has no one else. */
export async function leaveTeamsOf(db: Db, userId: string): Promise<void> {
  const captained = await fetchAll(
    db
      .select({ teamId: teamPlayers.teamId })
      .from(teamPlayers)
      .where(and(eq(teamPlayers.userId, userId), eq(teamPlayers.role, 'CAPTAIN'))),
  );
  for (const { teamId } of captained) {
    const heir = await fetchOne(
      db
        .select({ id: teamPlayers.id })
        .from(teamPlayers)
        .where(and(eq(teamPlayers.teamId, teamId), ne(teamPlayers.userId, userId)))
        .orderBy(asc(teamPlayers.createdAt), asc(teamPlayers.id)),
    );
    if (heir)
      await execute(db.update(teamPlayers).set({ role: 'CAPTAIN' }).where(eq(teamPlayers.id, heir.id)));
    else await execute(db.update(teams).set({ deletedAt: new Date() }).where(eq(teams.id, teamId)));
  }
}

/** Whether a team holds or awaits a place in a tournament that has not ended. */
export async function teamInOpenTournament(db: Db, teamId: string): Promise<boolean> {
  const row = await fetchOne(
    db
      .select({ id: registrations.id })
      .from(registrations)
      .innerJoin(tournaments, eq(registrations.tournamentId, tournaments.id))
      .where(
        and(
          eq(registrations.teamId, teamId),
          ne(registrations.status, 'REJECTED'),
          or(
            eq(tournaments.status, 'OPEN'),
            eq(tournaments.status, 'IN_PROGRESS'),
            eq(tournaments.status, 'PENDING'),
            eq(tournaments.status, 'SCHEDULED'),
            eq(tournaments.status, 'POSTPONED'),
            eq(tournaments.status, 'SUSPENDED'),
          ),
        ),
      ),
  );
  return Boolean(row);
}
