import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  matchEvents,
  notifications,
  suspensionLifts,
  teamInvitations,
  teamPlayers,
  teams,
  users,
} from '@cancha/db';
import { DomainError } from '@cancha/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { membershipOf } from './membership';

// What accepting a team invitation does (docs/decisions/025): join the team, take a roster line over, or take a
// team the organiser ran over as its captain.

type InvitationRow = typeof teamInvitations.$inferSelect;

/**
 * The columns that can point at a roster-only person, and so move to the account claiming them. Every other
 * reference to users belongs to accounts only (a guard test lists them), so nothing of theirs is left behind.
 */
export const ROSTER_PERSON_COLUMNS = [
  'team_players.user_id',
  'match_events.player_id',
  'suspension_lifts.player_id',
  'notifications.user_id',
  'team_invitations.roster_user_id',
] as const;

/**
 * The account takes the roster-only person's place: their goals, cards, lifted suspensions and roster lines
 * (shirt number, lineups) become the account's, and the person is gone. Where the account is already in one of
 * those teams, it keeps its own line and takes the shirt number if it had none.
 */
async function takeOverPerson(tx: Db, personId: string, userId: string): Promise<void> {
  const person = await fetchOne(tx.select().from(users).where(eq(users.id, personId)));
  if (!person?.rosterOnly) return;
  for (const line of await fetchAll(tx.select().from(teamPlayers).where(eq(teamPlayers.userId, personId)))) {
    const own = await membershipOf(tx, line.teamId, userId);
    if (!own) {
      await execute(tx.update(teamPlayers).set({ userId }).where(eq(teamPlayers.id, line.id)));
      continue;
    }
    await execute(tx.delete(teamPlayers).where(eq(teamPlayers.id, line.id)));
    if (own.shirtNumber === null && line.shirtNumber !== null) {
      await execute(
        tx.update(teamPlayers).set({ shirtNumber: line.shirtNumber }).where(eq(teamPlayers.id, own.id)),
      );
    }
  }
  await execute(tx.update(matchEvents).set({ playerId: userId }).where(eq(matchEvents.playerId, personId)));
  // A lift both of them hold for the same match is the account's already.
  const held = (
    await fetchAll(
      tx
        .select({ matchId: suspensionLifts.matchId })
        .from(suspensionLifts)
        .where(eq(suspensionLifts.playerId, userId)),
    )
  ).map((r) => r.matchId);
  if (held.length) {
    await execute(
      tx
        .delete(suspensionLifts)
        .where(and(eq(suspensionLifts.playerId, personId), inArray(suspensionLifts.matchId, held))),
    );
  }
  await execute(
    tx.update(suspensionLifts).set({ playerId: userId }).where(eq(suspensionLifts.playerId, personId)),
  );
  // Notices stored for someone who could not read them are not the account's history.
  await execute(tx.delete(notifications).where(eq(notifications.userId, personId)));
  await execute(
    tx.update(teamInvitations).set({ rosterUserId: null }).where(eq(teamInvitations.rosterUserId, personId)),
  );
  await execute(tx.delete(users).where(eq(users.id, personId)));
}

/** An accepted invitation takes effect: the account joins, claims its roster line, or becomes the captain. */
export async function joinOnAccept(tx: Db, invitation: InvitationRow, user: UserRow): Promise<void> {
  if (invitation.role === 'CAPTAIN') {
    const team = await fetchOne(tx.select().from(teams).where(eq(teams.id, invitation.teamId)));
    // A second hand-over accepted after the first finds the team run by its captain already.
    if (!team?.managedById) throw new DomainError('TEAM_NOT_MANAGED');
  }
  if (invitation.rosterUserId) await takeOverPerson(tx, invitation.rosterUserId, user.id);
  const member = await membershipOf(tx, invitation.teamId, user.id);
  if (!member) {
    await execute(
      tx.insert(teamPlayers).values({
        teamId: invitation.teamId,
        userId: user.id,
        role: invitation.role,
        position: invitation.position,
      }),
    );
  } else if (invitation.role === 'CAPTAIN') {
    await execute(tx.update(teamPlayers).set({ role: 'CAPTAIN' }).where(eq(teamPlayers.id, member.id)));
  }
  if (invitation.role !== 'CAPTAIN') return;
  // The team is the captain's now: the organiser stops running it and other hand-overs are withdrawn.
  await execute(tx.update(teams).set({ managedById: null }).where(eq(teams.id, invitation.teamId)));
  await execute(
    tx
      .delete(teamInvitations)
      .where(
        and(
          eq(teamInvitations.teamId, invitation.teamId),
          eq(teamInvitations.role, 'CAPTAIN'),
          eq(teamInvitations.status, 'PENDING'),
          ne(teamInvitations.id, invitation.id),
        ),
      ),
  );
}
