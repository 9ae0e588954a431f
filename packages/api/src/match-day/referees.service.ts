import { timingSafeEqual } from 'node:crypto';
import {
  execute,
  fetchAll,
  fetchOne,
  matches,
  type Queryable,
  referees,
  teamPlayers,
  teams,
  tournaments,
  users,
} from '@cancha/db';
import {
  type AddReferee,
  DomainError,
  formatDateDmy,
  type RefereeDto,
  type UpdateReferee,
} from '@cancha/shared';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { generateToken, hashToken, type UserRow } from '../auth/session';
import type { MatchRow } from '../competition/rows';
import { localeOf } from '../mail/locale';
import type { Mailer } from '../mail/mailer';
import { notify } from '../notifications/notifications.service';
import { requireOwner } from '../tournaments/tournaments.service';
import { refereeAssignmentEmail } from './referee-emails';

// A tournament's pool of referees: who they are, when they cannot come, what each match pays and what is owed.

export type RefereeRow = typeof referees.$inferSelect;

export interface MailContext {
  mailer: Mailer;
  publicUrl: string;
}

export const mailOf = (ctx: { mailer: Mailer; config: { publicUrl: string } }): MailContext => ({
  mailer: ctx.mailer,
  publicUrl: ctx.config.publicUrl,
});

export async function refereesOf(db: Queryable, tournamentId: string): Promise<RefereeRow[]> {
  return await fetchAll(
    db
      .select()
      .from(referees)
      .where(eq(referees.tournamentId, tournamentId))
      .orderBy(asc(referees.createdAt)),
  );
}

export async function refereeNames(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await fetchAll(
    db.select({ id: referees.id, name: referees.name }).from(referees).where(inArray(referees.id, unique)),
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The teams each referee with an account plays in: they never referee those. */
export async function refereeTeams(db: Queryable, rows: RefereeRow[]): Promise<Map<string, string[]>> {
  const userIds = rows.flatMap((r) => (r.userId ? [r.userId] : []));
  const out = new Map<string, string[]>();
  if (userIds.length === 0) return out;
  const memberships = await fetchAll(
    db
      .select({ userId: teamPlayers.userId, teamId: teamPlayers.teamId })
      .from(teamPlayers)
      .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
      .where(and(inArray(teamPlayers.userId, userIds), isNull(teams.deletedAt))),
  );
  for (const r of rows) {
    if (r.userId)
      out.set(
        r.id,
        memberships.filter((m) => m.userId === r.userId).map((m) => m.teamId),
      );
  }
  return out;
}

/** The pool as its organiser sees it: each referee's matches, the ones played, and what is owed for them. */
export async function listReferees(
  db: Queryable,
  user: UserRow,
  tournamentId: string,
): Promise<RefereeDto[]> {
  const tournament = await requireOwner(db, tournamentId, user);
  const rows = await refereesOf(db, tournamentId);
  const assigned = await fetchAll(
    db
      .select({ refereeId: matches.refereeId, status: matches.status, fee: matches.refereeFee })
      .from(matches)
      .where(eq(matches.tournamentId, tournamentId)),
  );
  return rows.map((r) => {
    const own = assigned.filter((m) => m.refereeId === r.id);
    const played = own.filter((m) => m.status === 'COMPLETED');
    return {
      id: r.id,
      name: r.name,
      hasAccount: r.userId !== null,
      email: r.email,
      unavailable: r.unavailable,
      feePerMatch: r.feePerMatch,
      assigned: own.length,
      played: played.length,
      owed: played.reduce((sum, m) => sum + (m.fee ?? r.feePerMatch), 0),
      currency: tournament.matchFeeCurrency,
    };
  });
}

async function requireOwnReferee(db: Queryable, refereeId: string, user: UserRow): Promise<RefereeRow> {
  const row = await fetchOne(db.select().from(referees).where(eq(referees.id, refereeId)));
  if (!row) throw new DomainError('NOT_FOUND');
  await requireOwner(db, row.tournamentId, user);
  return row;
}

/**
 * A referee's account: the one named (it must exist, never a guessed id), else the account whose confirmed e-mail
 * is the referee's, so a referee who plays on Cancha gets the bell, answers signed in and never referees their team.
 */
async function accountOf(db: Queryable, userId: string | null | undefined, email: string | null | undefined) {
  if (userId) {
    const found = await fetchOne(db.select({ id: users.id }).from(users).where(eq(users.id, userId)));
    if (!found) throw new DomainError('NOT_FOUND', 'userId: unknown user');
    return found.id;
  }
  if (!email) return null;
  const holder = await fetchOne(
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email.toLowerCase()), eq(users.emailVerified, true))),
  );
  return holder?.id ?? null;
}

export async function addReferee(
  db: Queryable,
  user: UserRow,
  input: z.output<typeof AddReferee>,
): Promise<RefereeDto> {
  await requireOwner(db, input.tournamentId, user);
  const row = (await fetchOne(
    db
      .insert(referees)
      .values({
        tournamentId: input.tournamentId,
        name: input.name,
        email: input.email ?? null,
        userId: await accountOf(db, input.userId, input.email),
        unavailable: [...new Set(input.unavailable)].sort(),
        feePerMatch: input.feePerMatch,
      })
      .returning(),
  ))!;
  return (await listReferees(db, user, input.tournamentId)).find((r) => r.id === row.id) as RefereeDto;
}

export async function updateReferee(
  db: Queryable,
  user: UserRow,
  input: z.output<typeof UpdateReferee>,
): Promise<RefereeDto> {
  const before = await requireOwnReferee(db, input.refereeId, user);
  // Only what the edit names changes; a new address (or account) links the account that holds it, if any.
  const relinked = input.email !== undefined || input.userId !== undefined;
  const email = input.email !== undefined ? input.email : before.email;
  await execute(
    db
      .update(referees)
      .set({
        name: input.name,
        email: email ?? null,
        userId: relinked ? await accountOf(db, input.userId, email) : undefined,
        unavailable: input.unavailable ? [...new Set(input.unavailable)].sort() : undefined,
        feePerMatch: input.feePerMatch,
      })
      .where(eq(referees.id, before.id)),
  );
  return (await listReferees(db, user, before.tournamentId)).find((r) => r.id === before.id) as RefereeDto;
}

/** Their matches keep their time and lose their referee (the schedule or the organiser picks another). */
export async function deleteReferee(db: Queryable, user: UserRow, refereeId: string): Promise<void> {
  const row = await requireOwnReferee(db, refereeId, user);
  await execute(
    db
      .update(matches)
      .set({ refereeAnswer: null, refereeToken: null, refereeFee: null })
      .where(eq(matches.refereeId, row.id)),
  );
  await execute(db.delete(referees).where(eq(referees.id, row.id)));
}

/** "Team A - Team B" and "dd/mm/yyyy · 10:00 · Venue · Cancha 1", the values a notice words. */
export async function matchWords(db: Queryable, match: MatchRow): Promise<{ match: string; when: string }> {
  const names = await fetchAll(
    db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(inArray(teams.id, [match.teamOneId, match.teamTwoId ?? match.teamOneId])),
  );
  const name = (id: string | null) => names.find((t) => t.id === id)?.name ?? '';
  return {
    match: `${name(match.teamOneId)} - ${name(match.teamTwoId)}`,
    when: [formatDateDmy(match.date), match.time, match.location].filter(Boolean).join(' · '),
  };
}

/**
 * Tells a match's referee of the assignment, or that it moved: the answer goes back to PENDING with a new link
 * (an old e-mail's link no longer answers for a time it did not name), by e-mail and in the bell of their account.
 */
export async function tellReferee(
  tx: Queryable,
  mail: MailContext,
  match: MatchRow,
  moved: boolean,
): Promise<void> {
  if (!match.refereeId) return;
  const referee = await fetchOne(tx.select().from(referees).where(eq(referees.id, match.refereeId)));
  if (!referee) return;
  const token = generateToken();
  await execute(
    tx
      .update(matches)
      .set({
        refereeAnswer: 'PENDING',
        // Only its hash is kept, as for sessions and confirmation links: a leaked database answers no assignment.
        refereeToken: hashToken(token),
        refereeFee: match.refereeFee ?? referee.feePerMatch,
      })
      .where(eq(matches.id, match.id)),
  );
  const words = await matchWords(tx, match);
  const tournament = await fetchOne(
    tx
      .select({ name: tournaments.name })
      .from(tournaments)
      .where(eq(tournaments.id, match.tournamentId ?? '')),
  );
  const account = referee.userId
    ? await fetchOne(
        tx
          .select({ email: users.email, locale: users.locale })
          .from(users)
          .where(eq(users.id, referee.userId)),
      )
    : undefined;
  const email = referee.email ?? account?.email;
  if (email) {
    await mail.mailer.send(
      tx,
      refereeAssignmentEmail({
        to: email,
        ...words,
        tournament: tournament?.name ?? '',
        link: `${mail.publicUrl}/referee?match=${match.id}&token=${token}`,
        moved,
        locale: localeOf(account?.locale),
      }),
    );
  }
  const params: Record<string, string> = { ...words };
  if (match.date) params.date = match.date;
  if (match.time) params.time = match.time;
  if (match.location) params.location = match.location;
  await notify(tx, {
    to: [referee.userId],
    kind: 'REFEREE_ASSIGNED',
    params,
    refs: { matchId: match.id, tournamentId: match.tournamentId },
  });
}

/** Whether a link's token is the one last e-mailed for the match's assignment (its hash is what is kept). */
export function holdsRefereeLink(match: Pick<MatchRow, 'refereeToken'>, token: string | undefined): boolean {
  if (token === undefined || match.refereeToken === null) return false;
  const given = Buffer.from(hashToken(token));
  const kept = Buffer.from(match.refereeToken);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/**
 * Links e-mailed before their tokens were hashed keep working: a kept token of the old form (32 hex characters;
 * a hash has 64) is replaced by its hash at start-up.
 */
export async function hashLegacyRefereeTokens(db: Queryable): Promise<number> {
  const legacy = await fetchAll(
    db
      .select({ id: matches.id, token: matches.refereeToken })
      .from(matches)
      .where(and(isNotNull(matches.refereeToken), sql`length(${matches.refereeToken}) = 32`)),
  );
  for (const row of legacy)
    await execute(
      db
        .update(matches)
        .set({ refereeToken: hashToken(row.token!) })
        .where(eq(matches.id, row.id)),
    );
  return legacy.length;
}
