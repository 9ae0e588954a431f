import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  lockForUpdate,
  matchEvents,
  registrations,
  suspensionLifts,
  teamInvitations,
  teamPlayers,
  teams,
  tournaments,
  transaction,
  users,
} from '@cancha/db';
import {
  type AddRosterPlayers,
  type AddTeamsByName,
  DomainError,
  type HandOverTeam,
  type RemoveRosterPlayer,
  type TeamDto,
  type TeamGender,
  type TournamentGender,
  type UpdateRosterPlayer,
} from '@cancha/shared';
import { and, count, eq, inArray, ne, or } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import type { Mailer } from '../mail/mailer';
import { fixtureStarted, requireOwner } from '../tournaments/access';
import { teamsChanged } from '../tournaments/fees';
import { pendingInvitationsOf, sendTeamInvitation } from './invitations.service';
import { requireTeam, type TeamRow } from './membership';
import { teamDto } from './teams.service';

// Teams by name (docs/decisions/025): the organiser adds teams and rosters with no accounts, runs them, and hands
// each over when its people claim it.

interface RosterCtx {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

const TEAM_GENDER_OF: Record<TournamentGender, TeamGender> = { MALE: 'MALE', FEMALE: 'FEMALE', MIXED: 'MIX' };

/** The team, when the user is the organiser still running it. */
export async function requireManager(db: Db, teamId: string, user: UserRow): Promise<TeamRow> {
  const team = await requireTeam(db, teamId);
  if (team.managedById === user.id) return team;
  // Its creator handed it over: the captain runs the roster now.
  throw new DomainError(team.createdById === user.id ? 'TEAM_NOT_MANAGED' : 'FORBIDDEN');
}

/**
 * The organiser's teams, typed by name into their tournament before the fixture is drawn: each takes a place at
 * once, with the tournament's gender and place. A name already in the tournament is refused, ignoring case.
 */
export async function addTeamsByName(db: Db, user: UserRow, input: AddTeamsByName): Promise<TeamDto[]> {
  return await transaction(db, async (tx) => {
    await lockForUpdate(tx, tournaments, input.tournamentId);
    const tournament = await requireOwner(tx, input.tournamentId, user);
    if (tournament.status === 'COMPLETED' || (await fixtureStarted(tx, tournament.id))) {
      throw new DomainError('REGISTRATION_CLOSED');
    }
    const entered = await fetchAll(
      tx
        .select({ name: teams.name, status: registrations.status })
        .from(registrations)
        .innerJoin(teams, eq(registrations.teamId, teams.id))
        .where(and(eq(registrations.tournamentId, tournament.id), ne(registrations.status, 'REJECTED'))),
    );
    const taken = new Set(entered.map((r) => r.name.toLocaleLowerCase('es')));
    // Repeats within the paste count once, ignoring case, as the screen's preview shows them.
    const keys = new Set<string>();
    const names = input.names.filter(
      (n) => !keys.has(n.toLocaleLowerCase('es')) && keys.add(n.toLocaleLowerCase('es')),
    );
    if (names.some((n) => taken.has(n.toLocaleLowerCase('es')))) throw new DomainError('TEAM_NAME_TAKEN');
    const approved = entered.filter((r) => r.status === 'APPROVED').length;
    if (approved + names.length > tournament.totalTeams) throw new DomainError('TOURNAMENT_FULL');
    const created: TeamRow[] = [];
    for (const name of names) {
      const team = (await fetchOne(
        tx
          .insert(teams)
          .values({
            name,
            location: tournament.location,
            lat: tournament.lat,
            lng: tournament.lng,
            gender: TEAM_GENDER_OF[tournament.tournamentGender],
            createdById: user.id,
            managedById: user.id,
          })
          .returning(),
      ))!;
      await execute(
        tx.insert(registrations).values({
          tournamentId: tournament.id,
          teamId: team.id,
          status: 'APPROVED',
          createdById: user.id,
          respondedAt: new Date(),
        }),
      );
      created.push(team);
    }
    await teamsChanged(tx, tournament.id);
    return await Promise.all(created.map((team) => teamDto(tx, team, user.id)));
  });
}

/**
 * Roster lines for a team the organiser runs. Each person gets a row of their own (no address, no password), so
 * goals, cards and suspensions name them; a line with an address is e-mailed a link to claim it.
 */
export async function addRosterPlayers(
  ctx: RosterCtx,
  user: UserRow,
  input: AddRosterPlayers,
): Promise<TeamDto> {
  return await transaction(ctx.db, async (tx) => {
    await lockForUpdate(tx, teams, input.teamId);
    const team = await requireManager(tx, input.teamId, user);
    const numbers = input.players.flatMap((p) => (p.shirtNumber === null ? [] : [p.shirtNumber]));
    if (new Set(numbers).size !== numbers.length) throw new DomainError('SHIRT_NUMBER_TAKEN');
    if (numbers.length) {
      const clash = await fetchOne(
        tx
          .select({ id: teamPlayers.id })
          .from(teamPlayers)
          .where(and(eq(teamPlayers.teamId, team.id), inArray(teamPlayers.shirtNumber, numbers))),
      );
      if (clash) throw new DomainError('SHIRT_NUMBER_TAKEN');
    }
    for (const line of input.players) {
      const person = (await fetchOne(
        tx
          .insert(users)
          .values({ email: null, rosterOnly: true, role: 'PARTICIPANT', fullname: line.name, locale: 'es' })
          .returning({ id: users.id }),
      ))!;
      await execute(
        tx.insert(teamPlayers).values({
          teamId: team.id,
          userId: person.id,
          role: 'PLAYER',
          shirtNumber: line.shirtNumber,
        }),
      );
      if (line.email) {
        await sendTeamInvitation(
          { ...ctx, db: tx },
          {
            team,
            inviter: user,
            email: line.email,
            locale: input.locale ?? 'es',
            roster: { userId: person.id, name: line.name },
          },
        );
      }
    }
    return await teamDto(tx, team, user.id);
  });
}

/**
 * Takes a person off the roster of a team the organiser runs. A roster-only person with nothing recorded goes
 * altogether; one with goals or cards stays for the matches they played.
 */
export async function removeRosterPlayer(db: Db, user: UserRow, input: RemoveRosterPlayer): Promise<TeamDto> {
  return await transaction(db, async (tx) => {
    const team = await requireManager(tx, input.teamId, user);
    const line = await rosterLine(tx, team.id, input.playerId);
    await execute(tx.delete(teamPlayers).where(eq(teamPlayers.id, line.id)));
    // Off the roster, their line is no longer there to claim.
    await execute(
      tx
        .delete(teamInvitations)
        .where(and(eq(teamInvitations.rosterUserId, line.userId), eq(teamInvitations.status, 'PENDING'))),
    );
    if (line.rosterOnly && !(await hasRecord(tx, line.userId))) {
      await execute(tx.delete(users).where(eq(users.id, line.userId)));
    }
    return await teamDto(tx, team, user.id);
  });
}

/**
 * The organiser fixes the name or shirt number of someone on the roster with no account yet; an account's name is
 * its own, and its number is the player's to choose on their card.
 */
export async function updateRosterPlayer(db: Db, user: UserRow, input: UpdateRosterPlayer): Promise<TeamDto> {
  return await transaction(db, async (tx) => {
    const team = await requireManager(tx, input.teamId, user);
    const line = await rosterLine(tx, team.id, input.playerId);
    if (!line.rosterOnly) throw new DomainError('FORBIDDEN');
    if (input.shirtNumber !== null) {
      const taken = await fetchOne(
        tx
          .select({ id: teamPlayers.id })
          .from(teamPlayers)
          .where(
            and(
              eq(teamPlayers.teamId, team.id),
              eq(teamPlayers.shirtNumber, input.shirtNumber),
              ne(teamPlayers.id, line.id),
            ),
          ),
      );
      if (taken) throw new DomainError('SHIRT_NUMBER_TAKEN');
    }
    await execute(tx.update(users).set({ fullname: input.name }).where(eq(users.id, line.userId)));
    await execute(
      tx.update(teamPlayers).set({ shirtNumber: input.shirtNumber }).where(eq(teamPlayers.id, line.id)),
    );
    return await teamDto(tx, team, user.id);
  });
}

/** A line of the team's roster named by its team-player id or its person's id. */
async function rosterLine(tx: Db, teamId: string, playerId: string) {
  const line = await fetchOne(
    tx
      .select({ id: teamPlayers.id, userId: teamPlayers.userId, rosterOnly: users.rosterOnly })
      .from(teamPlayers)
      .innerJoin(users, eq(teamPlayers.userId, users.id))
      .where(
        and(
          eq(teamPlayers.teamId, teamId),
          or(eq(teamPlayers.id, playerId), eq(teamPlayers.userId, playerId)),
        ),
      ),
  );
  if (!line) throw new DomainError('NOT_TEAM_MEMBER');
  return line;
}

async function hasRecord(tx: Db, personId: string): Promise<boolean> {
  const [events, lifts] = await Promise.all([
    fetchOne(tx.select({ n: count() }).from(matchEvents).where(eq(matchEvents.playerId, personId))),
    fetchOne(tx.select({ n: count() }).from(suspensionLifts).where(eq(suspensionLifts.playerId, personId))),
  ]);
  return (events?.n ?? 0) + (lifts?.n ?? 0) > 0;
}

/** The organiser offers a team they run to a captain: the link in the e-mail makes the account its captain. */
export async function handOverTeam(ctx: RosterCtx, user: UserRow, input: HandOverTeam): Promise<TeamDto> {
  return await transaction(ctx.db, async (tx) => {
    const team = await requireManager(tx, input.teamId, user);
    await sendTeamInvitation(
      { ...ctx, db: tx },
      { team, inviter: user, email: input.email, locale: input.locale ?? 'es', role: 'CAPTAIN' },
    );
    return await teamDto(tx, team, user.id);
  });
}

/** The pending invitations of a team the organiser runs: roster claims and hand-overs not yet answered. */
export async function rosterInvitations(db: Db, user: UserRow, teamId: string) {
  await requireManager(db, teamId, user);
  return await pendingInvitationsOf(db, teamId);
}
