import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  isUniqueViolation,
  lockForUpdate,
  registrations,
  teamPlayers,
  teams,
  tournaments,
  transaction,
  users,
} from '@cancha/db';
import {
  DomainError,
  MIN_TEAM_PLAYERS,
  parseLocale,
  type Register,
  type RegistrationDto,
  type SetRegistrationStatus,
  type TournamentInvitationDto,
} from '@cancha/shared';
import { and, asc, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import { addressGrant, confirmedEmail, type UserRow } from '../auth/session';
import type { Mailer } from '../mail/mailer';
import { tournamentInvitationEmail } from '../mail/templates';
import { captainsOf, notify, teamNameOf } from '../notifications/notify';
import { requireCaptain } from '../teams/membership';
import {
  displayName,
  fixtureStarted,
  type RegistrationRow,
  requireOwner,
  requireTournament,
  type TournamentRow,
} from './access';
import { teamsChanged } from './fees';

const today = () => new Date().toISOString().slice(0, 10);

async function approvedCount(db: Db, tournamentId: string): Promise<number> {
  return (await fetchOne(
    db
      .select({ n: count() })
      .from(registrations)
      .where(and(eq(registrations.tournamentId, tournamentId), eq(registrations.status, 'APPROVED'))),
  ))!.n;
}

/**
 * The checks every team must pass to take a place (docs/product/registrations.md#entry-checks): registrations
 * open, before the deadline, room left, at least five players, a gender that fits, and not already in.
 */
async function checkTeamFits(db: Db, tournament: TournamentRow, teamId: string): Promise<void> {
  if (tournament.status !== 'OPEN' || tournament.registrationDeadline < today()) {
    throw new DomainError('REGISTRATION_CLOSED');
  }
  if ((await approvedCount(db, tournament.id)) >= tournament.totalTeams)
    throw new DomainError('TOURNAMENT_FULL');
  const team = await fetchOne(db.select().from(teams).where(eq(teams.id, teamId)));
  if (!team || team.deletedAt) throw new DomainError('NOT_FOUND');
  const players = (await fetchOne(
    db.select({ n: count() }).from(teamPlayers).where(eq(teamPlayers.teamId, teamId)),
  ))!.n;
  if (players < MIN_TEAM_PLAYERS) throw new DomainError('TEAM_TOO_SMALL');
  const fits =
    tournament.tournamentGender === 'MIXED' ||
    (tournament.tournamentGender === 'MALE' && team.gender === 'MALE') ||
    (tournament.tournamentGender === 'FEMALE' && team.gender === 'FEMALE');
  if (!fits) throw new DomainError('TEAM_GENDER_MISMATCH');
  const already = await fetchOne(
    db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.tournamentId, tournament.id), eq(registrations.teamId, teamId))),
  );
  if (already) throw new DomainError('ALREADY_REGISTERED');
}

async function toDto(db: Db, row: RegistrationRow): Promise<RegistrationDto> {
  const team = row.teamId
    ? await fetchOne(
        db.select({ name: teams.name, logo: teams.logo }).from(teams).where(eq(teams.id, row.teamId)),
      )
    : undefined;
  return {
    id: row.id,
    status: row.status,
    teamId: row.teamId,
    tournamentId: row.tournamentId,
    team: team ?? null,
    createdRegistrationId: row.createdById,
    invitedEmail: row.invitedEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * docs/product/registrations.md#calls — POST registrations {tournamentId, teamId}: a captain asks for a
 * place. An invitation-only or private tournament takes requests only through its invitation link.
 */
export async function register(db: Db, user: UserRow, input: Register): Promise<RegistrationDto> {
  return await transaction(db, async (tx) => {
    // The places left are counted and taken under the tournament's lock.
    await lockForUpdate(tx, tournaments, input.tournamentId);
    const tournament = await requireTournament(tx, input.tournamentId);
    const invited = input.invite !== undefined && input.invite === tournament.inviteToken;
    if ((tournament.invitationOnly || tournament.visibility === 'PRIVATE') && !invited) {
      throw new DomainError('INVITATION_REQUIRED');
    }
    await requireCaptain(tx, input.teamId, user.id);
    await checkTeamFits(tx, tournament, input.teamId);
    try {
      const row = (await fetchOne(
        tx
          .insert(registrations)
          .values({ tournamentId: tournament.id, teamId: input.teamId, createdById: user.id })
          .returning(),
      ))!;
      await notify(tx, {
        to: [tournament.creatorId],
        kind: 'REGISTRATION_REQUEST',
        params: { team: await teamNameOf(tx, input.teamId), tournament: tournament.name },
        refs: { tournamentId: tournament.id, teamId: input.teamId },
      });
      return await toDto(tx, row);
    } catch (error) {
      if (isUniqueViolation(error, 'registrations')) throw new DomainError('ALREADY_REGISTERED');
      throw error;
    }
  });
}

/**
 * docs/product/registrations.md#answering-requests, #invitations, #calls — PUT registrations/{id}/status. The
 * creator answers a team's request once (never the invitations they sent); the person invited answers an
 * invitation once, choosing one of their teams.
 */
export async function setRegistrationStatus(
  db: Db,
  user: UserRow,
  input: z.output<typeof SetRegistrationStatus>,
): Promise<RegistrationDto> {
  return await transaction(db, async (tx) => {
    const row = await fetchOne(
      tx.select().from(registrations).where(eq(registrations.id, input.registrationId)),
    );
    if (!row) throw new DomainError('NOT_FOUND');
    await lockForUpdate(tx, tournaments, row.tournamentId);
    const tournament = await requireTournament(tx, row.tournamentId);
    const isInvitee =
      row.teamId === null && (row.invitedUserId === user.id || addressGrant(row.invitedEmail, user));
    if (isInvitee) {
      if (row.status !== 'PENDING') throw new DomainError('REGISTRATION_ANSWERED');
      if (input.status === 'REJECTED') {
        const updated = (await fetchOne(
          tx
            .update(registrations)
            .set({ status: 'REJECTED', invitedUserId: user.id, respondedAt: new Date() })
            .where(eq(registrations.id, row.id))
            .returning(),
        ))!;
        return await toDto(tx, updated);
      }
      // docs/product/registrations.md#invitations — accepting needs a chosen team, of which the user is
      // captain.
      if (!input.selectTeam) throw new DomainError('VALIDATION', 'selectTeam is required');
      if (await fixtureStarted(tx, tournament.id)) throw new DomainError('REGISTRATION_CLOSED');
      await requireCaptain(tx, input.selectTeam, user.id);
      await checkTeamFits(tx, tournament, input.selectTeam);
      const updated = await fetchOne(
        tx
          .update(registrations)
          .set({
            status: 'APPROVED',
            teamId: input.selectTeam,
            invitedUserId: user.id,
            respondedAt: new Date(),
          })
          .where(and(eq(registrations.id, row.id), eq(registrations.status, 'PENDING')))
          .returning(),
      );
      if (!updated) throw new DomainError('REGISTRATION_ANSWERED');
      await teamsChanged(tx, tournament.id);
      return await toDto(tx, updated);
    }
    await requireOwner(tx, row.tournamentId, user);
    // An invitation the creator sent is answered by the invitee, not by them.
    if (row.teamId === null || row.createdById === user.id) throw new DomainError('FORBIDDEN');
    if (row.status !== 'PENDING') throw new DomainError('REGISTRATION_ANSWERED');
    if (input.status === 'APPROVED' && (await approvedCount(tx, tournament.id)) >= tournament.totalTeams) {
      throw new DomainError('TOURNAMENT_FULL');
    }
    if (input.status === 'APPROVED' && (await fixtureStarted(tx, tournament.id)))
      throw new DomainError('REGISTRATION_CLOSED');
    return await toDto(tx, await answerRequest(tx, tournament, row, input.status));
  });
}

/** The organiser's answer to a team's request, told to its captains. */
async function answerRequest(
  tx: Db,
  tournament: { id: string; name: string },
  row: typeof registrations.$inferSelect,
  status: 'APPROVED' | 'REJECTED',
) {
  const updated = await fetchOne(
    tx
      .update(registrations)
      .set({ status, respondedAt: new Date() })
      .where(and(eq(registrations.id, row.id), eq(registrations.status, 'PENDING')))
      .returning(),
  );
  if (!updated || !row.teamId) throw new DomainError('REGISTRATION_ANSWERED');
  if (status === 'APPROVED') await teamsChanged(tx, tournament.id);
  await notify(tx, {
    to: await captainsOf(tx, row.teamId),
    kind: status === 'APPROVED' ? 'REGISTRATION_APPROVED' : 'REGISTRATION_REJECTED',
    params: { team: await teamNameOf(tx, row.teamId), tournament: tournament.name },
    refs: { tournamentId: tournament.id, teamId: row.teamId },
  });
  return updated;
}

/**
 * POST registrations/tournament/{id}/approve-all ("Aceptar todas"): every pending team request, oldest first, as
 * long as there is room; the ones past the tournament's size stay pending, said in the answer.
 */
export async function approveAllRequests(
  db: Db,
  user: UserRow,
  tournamentId: string,
): Promise<{ approved: RegistrationDto[]; leftPending: number }> {
  return await transaction(db, async (tx) => {
    await lockForUpdate(tx, tournaments, tournamentId);
    const tournament = await requireOwner(tx, tournamentId, user);
    if (await fixtureStarted(tx, tournament.id)) throw new DomainError('REGISTRATION_CLOSED');
    const pending = (
      await fetchAll(
        tx
          .select()
          .from(registrations)
          .where(and(eq(registrations.tournamentId, tournament.id), eq(registrations.status, 'PENDING')))
          .orderBy(asc(registrations.createdAt)),
      )
    ).filter((r) => r.teamId !== null && r.createdById !== user.id);
    const room = Math.max(0, tournament.totalTeams - (await approvedCount(tx, tournament.id)));
    if (pending.length > 0 && room === 0) throw new DomainError('TOURNAMENT_FULL');
    const approved: RegistrationDto[] = [];
    for (const row of pending.slice(0, room)) {
      approved.push(await toDto(tx, await answerRequest(tx, tournament, row, 'APPROVED')));
    }
    return { approved, leftPending: pending.length - approved.length };
  });
}

/** The registrations of a tournament, for its creator (GET registrations/teams?tournamentId=). */
export async function tournamentRegistrations(
  db: Db,
  user: UserRow,
  tournamentId: string,
): Promise<RegistrationDto[]> {
  await requireOwner(db, tournamentId, user);
  const rows = await fetchAll(
    db
      .select()
      .from(registrations)
      .where(eq(registrations.tournamentId, tournamentId))
      .orderBy(asc(registrations.createdAt)),
  );
  return Promise.all(rows.map((r) => toDto(db, r)));
}

interface InviteCtx {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** The creator invites a captain by e-mail; they answer with one of their teams. */
export async function inviteToTournament(
  ctx: InviteCtx,
  user: UserRow,
  input: { tournamentId: string; email: string },
): Promise<RegistrationDto> {
  const email = input.email.toLowerCase();
  return await transaction(ctx.db, async (tx) => {
    const tournament = await requireOwner(tx, input.tournamentId, user);
    if (tournament.status !== 'OPEN') throw new DomainError('REGISTRATION_CLOSED');
    const holder = await fetchOne(tx.select().from(users).where(eq(users.email, email)));
    // The invitation goes to the address; an account holds it only once it has proven that address.
    const invitee = holder && addressGrant(email, holder) ? holder : undefined;
    const pending = await fetchOne(
      tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(
          and(
            eq(registrations.tournamentId, tournament.id),
            eq(registrations.invitedEmail, email),
            eq(registrations.status, 'PENDING'),
          ),
        ),
    );
    if (pending) throw new DomainError('INVITATION_PENDING');
    const row = (await fetchOne(
      tx
        .insert(registrations)
        .values({
          tournamentId: tournament.id,
          createdById: user.id,
          invitedEmail: email,
          invitedUserId: invitee?.id ?? null,
        })
        .returning(),
    ))!;
    await notify(tx, {
      to: [invitee?.id],
      kind: 'TOURNAMENT_INVITATION',
      params: { tournament: tournament.name },
      refs: { tournamentId: tournament.id },
    });
    const link = holder
      ? `${ctx.publicUrl}/player`
      : `${ctx.publicUrl}/register?email=${encodeURIComponent(email)}`;
    await ctx.mailer.send(
      tx,
      tournamentInvitationEmail({
        to: email,
        tournamentName: tournament.name,
        inviterName: await displayName(tx, user.id),
        link,
        hasAccount: Boolean(holder),
        locale: parseLocale(holder?.locale),
      }),
    );
    return await toDto(tx, row);
  });
}

/**
 * docs/product/registrations.md#invitations — the pending tournament invitations of the user (home dialog,
 * GET registrations/pending).
 */
export async function myTournamentInvitations(db: Db, user: UserRow): Promise<TournamentInvitationDto[]> {
  return (
    await fetchAll(
      db
        .select({ registration: registrations, tournament: tournaments })
        .from(registrations)
        .innerJoin(tournaments, eq(registrations.tournamentId, tournaments.id))
        .where(and(isNull(registrations.teamId), eq(registrations.status, 'PENDING'), invitedTo(user)))
        .orderBy(desc(registrations.createdAt)),
    )
  ).map(({ registration, tournament }) => ({
    id: registration.id,
    tournamentId: tournament.id,
    tournament: {
      name: tournament.name,
      logo: tournament.logo,
      location: tournament.location,
      startDate: tournament.startDate,
    },
    createdAt: registration.createdAt.toISOString(),
  }));
}

/** Tournament invitations sent to an address before its account existed now belong to that account. */
export async function claimTournamentInvitations(
  db: Db,
  user: Pick<UserRow, 'id' | 'email' | 'emailVerified'>,
): Promise<void> {
  if (!confirmedEmail(user)) return;
  await execute(
    db
      .update(registrations)
      .set({ invitedUserId: user.id })
      .where(
        and(eq(registrations.invitedEmail, user.email.toLowerCase()), isNull(registrations.invitedUserId)),
      ),
  );
}

/** Invitations of the user: held by the account, or sent to its address once that address is proven. */
function invitedTo(user: UserRow) {
  const email = confirmedEmail(user);
  return email
    ? or(eq(registrations.invitedUserId, user.id), eq(registrations.invitedEmail, email))
    : eq(registrations.invitedUserId, user.id);
}
