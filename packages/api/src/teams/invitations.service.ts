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
import { addressGrant, asAccount, confirmedEmail, type UserRow } from '../auth/session';
import type { Mailer } from '../mail/mailer';
import { teamInvitationEmail } from '../mail/templates';
import { notify } from '../notifications/notify';
import { membershipOf, requireCaptain } from './membership';
import { joinOnAccept } from './roster-claim';
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
  return await transaction(ctx.db, async (tx) => {
    const team = await requireCaptain(tx, input.teamId, user.id);
    const row = await sendTeamInvitation(
      { ...ctx, db: tx },
      { team, inviter: user, email: input.playerEmail, locale: input.locale ?? 'es' },
    );
    return (await toInvitationDtos(tx, [row]))[0]!;
  });
}

/**
 * The one way a team invitation is made, inside the caller's transaction: to join (a captain's), to claim a
 * roster line (`roster`), or to take the team over as captain (`role` CAPTAIN; both from the organiser running it).
 */
export async function sendTeamInvitation(
  ctx: InviteCtx,
  invite: {
    team: { id: string; name: string };
    inviter: UserRow;
    email: string;
    locale: Locale;
    role?: 'CAPTAIN' | 'PLAYER';
    roster?: { userId: string; name: string };
  },
): Promise<typeof teamInvitations.$inferSelect> {
  const { db: tx } = ctx;
  const { team, inviter } = invite;
  const email = invite.email.toLowerCase();
  const role = invite.role ?? 'PLAYER';
  const holder = asAccount(await fetchOne(tx.select().from(users).where(eq(users.email, email))));
  // The invitation goes to the address; an account holds it only once it has proven that address.
  const invitee = holder && addressGrant(email, holder) ? holder : undefined;
  const member = invitee ? await membershipOf(tx, team.id, invitee.id) : null;
  // Already in the team: only a captaincy or a roster line of their own is still something to offer.
  if (member && !(role === 'CAPTAIN' && member.role !== 'CAPTAIN') && !invite.roster) {
    throw new DomainError('ALREADY_IN_TEAM');
  }
  const row = await recordInvitation(tx, {
    teamId: team.id,
    email,
    playerId: invitee?.id ?? null,
    invitedById: inviter.id,
    role,
    rosterUserId: invite.roster?.userId ?? null,
  });
  const link = holder
    ? `${ctx.publicUrl}/player/teams/invitation-notification`
    : `${ctx.publicUrl}/register?email=${encodeURIComponent(email)}`;
  const inviterName = [inviter.fullname, inviter.lastname].filter(Boolean).join(' ') || inviter.email;
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
      locale: holder ? parseLocale(holder.locale, invite.locale) : invite.locale,
      kind: row.role === 'CAPTAIN' ? 'captain' : invite.roster ? 'roster' : 'join',
      rosterName: invite.roster?.name,
    }),
  );
  return row;
}

type InvitationInsert = typeof teamInvitations.$inferInsert & { role: 'CAPTAIN' | 'PLAYER' };

/**
 * One pending invitation per team and address. The organiser's two offers to one person, their roster line and
 * the captaincy (a captain is usually on the pasted roster), join into one; anything else waiting is refused.
 */
async function recordInvitation(
  tx: Db,
  values: InvitationInsert,
): Promise<typeof teamInvitations.$inferSelect> {
  const pending = await fetchOne(
    tx
      .select()
      .from(teamInvitations)
      .where(
        and(
          eq(teamInvitations.teamId, values.teamId),
          eq(teamInvitations.email, values.email),
          eq(teamInvitations.status, 'PENDING'),
        ),
      ),
  );
  if (pending) {
    const addsCaptaincy = values.role === 'CAPTAIN' && pending.role !== 'CAPTAIN';
    const addsLine = Boolean(values.rosterUserId) && !pending.rosterUserId;
    const twoLines = Boolean(values.rosterUserId) && Boolean(pending.rosterUserId);
    if (twoLines || !(addsCaptaincy || addsLine)) throw new DomainError('INVITATION_PENDING');
    return (await fetchOne(
      tx
        .update(teamInvitations)
        .set({
          role: addsCaptaincy ? 'CAPTAIN' : pending.role,
          rosterUserId: pending.rosterUserId ?? values.rosterUserId ?? null,
        })
        .where(eq(teamInvitations.id, pending.id))
        .returning(),
    ))!;
  }
  try {
    return (await fetchOne(tx.insert(teamInvitations).values(values).returning()))!;
  } catch (error) {
    if (isUniqueViolation(error, 'team_invitations')) throw new DomainError('INVITATION_PENDING');
    throw error;
  }
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
  const rosterIds = rows.flatMap((r) => (r.rosterUserId ? [r.rosterUserId] : []));
  const rosterLines = new Map(
    (rosterIds.length
      ? await fetchAll(
          db
            .select({ userId: users.id, name: users.fullname, shirtNumber: teamPlayers.shirtNumber })
            .from(users)
            .leftJoin(teamPlayers, eq(teamPlayers.userId, users.id))
            .where(inArray(users.id, rosterIds)),
        )
      : []
    ).map((r) => [r.userId, { userId: r.userId, name: r.name ?? '', shirtNumber: r.shirtNumber }]),
  );
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
    role: r.role,
    roster: r.rosterUserId ? (rosterLines.get(r.rosterUserId) ?? null) : null,
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
    // Read before a claimed roster line's person is merged away with it.
    const dto = (await toInvitationDtos(tx, [updated]))[0]!;
    if (input.response === 'ACCEPTED') await joinOnAccept(tx, invitation, user);
    return dto;
  });
}

/** The pending invitations of a team, for its captain. */
export async function teamInvitationsOf(db: Db, user: UserRow, teamId: string): Promise<TeamInvitationDto[]> {
  await requireCaptain(db, teamId, user.id);
  return await pendingInvitationsOf(db, teamId);
}

/** A team's invitations still waiting for an answer, newest first; the caller has checked who may see them. */
export async function pendingInvitationsOf(db: Db, teamId: string): Promise<TeamInvitationDto[]> {
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
