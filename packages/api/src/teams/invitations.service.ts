import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  isUniqueViolation,
  teamInvitations,
  teamPlayers,
  teams,
  transaction,
  users,
} from '@cancha/db';
import {
  DomainError,
  type InvitePlayer,
  type Locale,
  parseLocale,
  type RespondInvitation,
  type TeamDto,
  type TeamInvitationDto,
} from '@cancha/shared';
import { and, count, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { addressGrant, confirmedEmail, type UserRow } from '../auth/session';
import type { Mailer } from '../mail/mailer';
import { teamInvitationEmail } from '../mail/templates';
import { notify } from '../notifications/notify';
import { membershipOf, requireCaptain } from './membership';
import { toTeamDtos } from './teams.service';

interface InviteCtx {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * docs/product/teams.md#calls — POST invitations {playerEmail, teamId, locale}. A known address gets an
 * invitation it can answer at once; an unknown one gets an e-mail to sign up, and the invitation waits for
 * that account.
 */
export async function invitePlayer(
  ctx: InviteCtx,
  user: UserRow,
  input: InvitePlayer,
): Promise<TeamInvitationDto> {
  const email = input.playerEmail.toLowerCase();
  const locale: Locale = input.locale ?? 'es';
  return await transaction(ctx.db, async (tx) => {
    const team = await requireCaptain(tx, input.teamId, user.id);
    const holder = await fetchOne(tx.select().from(users).where(eq(users.email, email)));
    // The invitation goes to the address; an account holds it only once it has proven that address.
    const invitee = holder && addressGrant(email, holder) ? holder : undefined;
    if (invitee && (await membershipOf(tx, team.id, invitee.id))) throw new DomainError('ALREADY_IN_TEAM');
    let row: typeof teamInvitations.$inferSelect;
    try {
      row = (await fetchOne(
        tx
          .insert(teamInvitations)
          .values({ teamId: team.id, email, playerId: invitee?.id ?? null, invitedById: user.id })
          .returning(),
      ))!;
    } catch (error) {
      if (isUniqueViolation(error, 'team_invitations')) throw new DomainError('INVITATION_PENDING');
      throw error;
    }
    const link = holder
      ? `${ctx.publicUrl}/player/teams/invitation-notification`
      : `${ctx.publicUrl}/register?email=${encodeURIComponent(email)}`;
    const inviterName = [user.fullname, user.lastname].filter(Boolean).join(' ') || user.email;
    await notify(tx, {
      to: [invitee?.id],
      kind: 'TEAM_INVITATION',
      params: { team: team.name, inviter: inviterName },
      refs: { teamId: team.id, invitationId: row.id },
    });
    await ctx.mailer.send(
      tx,
      teamInvitationEmail({
        to: email,
        teamName: team.name,
        inviterName,
        link,
        hasAccount: Boolean(holder),
        locale: holder ? parseLocale(holder.locale, locale) : locale,
      }),
    );
    return (await toInvitationDtos(tx, [row]))[0]!;
  });
}

/** Invitations sent to an address that was not yet proven by an account now belong to the account proving it. */
export async function claimInvitations(
  db: Db,
  user: Pick<UserRow, 'id' | 'email' | 'emailVerified'>,
): Promise<void> {
  if (!confirmedEmail(user)) return;
  await execute(
    db
      .update(teamInvitations)
      .set({ playerId: user.id })
      .where(and(eq(teamInvitations.email, user.email.toLowerCase()), isNull(teamInvitations.playerId))),
  );
}

async function toInvitationDtos(
  db: Db,
  rows: (typeof teamInvitations.$inferSelect)[],
): Promise<TeamInvitationDto[]> {
  if (rows.length === 0) return [];
  const teamRows = await fetchAll(
    db
      .select({ id: teams.id, name: teams.name, logo: teams.logo })
      .from(teams)
      .where(
        inArray(
          teams.id,
          rows.map((r) => r.teamId),
        ),
      ),
  );
  const teamOf = new Map(teamRows.map((t) => [t.id, t]));
  const inviterIds = rows.flatMap((r) => (r.invitedById ? [r.invitedById] : []));
  const inviters = new Map(
    (inviterIds.length
      ? await fetchAll(
          db
            .select({ id: users.id, fullname: users.fullname, lastname: users.lastname })
            .from(users)
            .where(inArray(users.id, inviterIds)),
        )
      : []
    ).map((u) => [u.id, { fullname: u.fullname, lastname: u.lastname }]),
  );
  return rows.map((r) => ({
    id: r.id,
    teamId: r.teamId,
    playerId: r.playerId,
    email: r.email,
    position: r.position,
    status: r.status,
    responseInvitation: r.status,
    team: { name: teamOf.get(r.teamId)?.name ?? '', logo: teamOf.get(r.teamId)?.logo ?? null },
    invitedBy: r.invitedById ? (inviters.get(r.invitedById) ?? null) : null,
    createdAt: r.createdAt.toISOString(),
  }));
}

const mine = (user: UserRow) => {
  const email = confirmedEmail(user);
  return email
    ? or(
        eq(teamInvitations.playerId, user.id),
        and(isNull(teamInvitations.playerId), eq(teamInvitations.email, email)),
      )
    : eq(teamInvitations.playerId, user.id);
};

/**
 * The user's invitations, newest first; rejected ones are gone from the list
 * (docs/product/teams.md#invitations).
 */
export async function myInvitations(db: Db, user: UserRow): Promise<TeamInvitationDto[]> {
  const rows = (
    await fetchAll(
      db
        .select({ invitation: teamInvitations })
        .from(teamInvitations)
        .innerJoin(teams, eq(teamInvitations.teamId, teams.id))
        .where(and(mine(user), ne(teamInvitations.status, 'REJECTED'), isNull(teams.deletedAt)))
        .orderBy(desc(teamInvitations.createdAt)),
    )
  ).map((r) => r.invitation);
  return await toInvitationDtos(db, rows);
}

/**
 * How many pending invitations wait for the address of an account that has not confirmed it: a count and never the
 * teams, since whoever typed the address may not own it (the invitations are theirs once it is confirmed). Zero
 * for a confirmed account, whose invitations `myInvitations` lists.
 */
export async function waitingInvitations(db: Db, user: UserRow): Promise<{ count: number }> {
  if (confirmedEmail(user)) return { count: 0 };
  const row = await fetchOne(
    db
      .select({ n: count() })
      .from(teamInvitations)
      .innerJoin(teams, eq(teamInvitations.teamId, teams.id))
      .where(
        and(
          eq(teamInvitations.email, user.email.toLowerCase()),
          isNull(teamInvitations.playerId),
          eq(teamInvitations.status, 'PENDING'),
          isNull(teams.deletedAt),
        ),
      ),
  );
  return { count: row?.n ?? 0 };
}

/** Accept or reject once; accepting makes the user a PLAYER of the team. */
export async function respondInvitation(
  db: Db,
  user: UserRow,
  input: RespondInvitation,
): Promise<TeamInvitationDto> {
  return await transaction(db, async (tx) => {
    const invitation = await fetchOne(
      tx
        .select()
        .from(teamInvitations)
        .where(and(eq(teamInvitations.id, input.invitationId), mine(user))),
    );
    // Someone else's invitation is answered as if it did not exist.
    if (!invitation) throw new DomainError('NOT_FOUND');
    const team = await fetchOne(
      tx
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.id, invitation.teamId), isNull(teams.deletedAt))),
    );
    if (!team) throw new DomainError('NOT_FOUND');
    if (invitation.status !== 'PENDING') throw new DomainError('INVITATION_ANSWERED');
    const updated = await fetchOne(
      tx
        .update(teamInvitations)
        .set({ status: input.response, playerId: user.id, respondedAt: new Date() })
        .where(and(eq(teamInvitations.id, invitation.id), eq(teamInvitations.status, 'PENDING')))
        .returning(),
    );
    if (!updated) throw new DomainError('INVITATION_ANSWERED');
    if (input.response === 'ACCEPTED' && !(await membershipOf(tx, invitation.teamId, user.id))) {
      await execute(
        tx.insert(teamPlayers).values({
          teamId: invitation.teamId,
          userId: user.id,
          role: 'PLAYER',
          position: invitation.position,
        }),
      );
    }
    return (await toInvitationDtos(tx, [updated]))[0]!;
  });
}

/** The pending invitations of a team, for its captain. */
export async function teamInvitationsOf(db: Db, user: UserRow, teamId: string): Promise<TeamInvitationDto[]> {
  await requireCaptain(db, teamId, user.id);
  const rows = await fetchAll(
    db
      .select()
      .from(teamInvitations)
      .where(and(eq(teamInvitations.teamId, teamId), eq(teamInvitations.status, 'PENDING')))
      .orderBy(desc(teamInvitations.createdAt)),
  );
  return await toInvitationDtos(db, rows);
}

/**
 * docs/product/teams.md#invitations — GET invitations answers equiposAceptados (teams joined through an
 * accepted invitation) and equiposJugador (every team the user plays in), each as {equipo, jugadores}.
 */
export async function invitationsOverview(db: Db, user: UserRow) {
  const myTeams = (
    await fetchAll(
      db
        .select({ team: teams })
        .from(teamPlayers)
        .innerJoin(teams, eq(teamPlayers.teamId, teams.id))
        .where(and(eq(teamPlayers.userId, user.id), isNull(teams.deletedAt))),
    )
  ).map((r) => r.team);
  const accepted = new Set(
    (
      await fetchAll(
        db
          .select({ teamId: teamInvitations.teamId })
          .from(teamInvitations)
          .where(and(eq(teamInvitations.playerId, user.id), eq(teamInvitations.status, 'ACCEPTED'))),
      )
    ).map((r) => r.teamId),
  );
  const asPair = (t: TeamDto) => ({ equipo: t, jugadores: t.players });
  const dtos = await toTeamDtos(db, myTeams, user.id);
  return {
    equiposAceptados: dtos.filter((t) => accepted.has(t.id)).map(asPair),
    equiposJugador: dtos.map(asPair),
  };
}
