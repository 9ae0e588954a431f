import { type Db, execute, fetchAll, fetchOne, matches, referees, transaction, users } from '@cancha/db';
import {
  type AddReferee,
  DomainError,
  fromMinor,
  REFEREES_MAX,
  type RefereeDto,
  toMinor,
  type UpdateReferee,
} from '@cancha/shared';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { hashToken, type UserRow } from '../auth/session';
import { matchesChanged } from '../competition/matches-changed';
import { refereePayouts } from '../ledger/book';
import { requireOwner } from '../tournaments/access';
import { type RefereeRow, refereesOf } from './referees';

// A tournament's pool of referees: who they are, when they cannot come, what each match pays and what is owed.

/** The pool as its organiser sees it: each referee's matches, the ones played, and what is owed for them. */
export async function listReferees(db: Db, user: UserRow, tournamentId: string): Promise<RefereeDto[]> {
  const tournament = await requireOwner(db, tournamentId, user);
  const rows = await refereesOf(db, tournamentId);
  const assigned = await fetchAll(
    db
      .select({ refereeId: matches.refereeId, status: matches.status, fee: matches.refereeFee })
      .from(matches)
      .where(eq(matches.tournamentId, tournamentId)),
  );
  // What the organiser already paid each referee is in the cash book (REFEREE_PAYOUT entries).
  const paid = await refereePayouts(db, tournamentId);
  const currency = tournament.matchFeeCurrency;
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
      owed: fromMinor(
        toMinor(
          played.reduce((sum, m) => sum + (m.fee ?? r.feePerMatch), 0),
          currency,
        ) - (paid.get(r.id) ?? 0),
        currency,
      ),
      currency,
    };
  });
}

async function requireOwnReferee(db: Db, refereeId: string, user: UserRow): Promise<RefereeRow> {
  const row = await fetchOne(db.select().from(referees).where(eq(referees.id, refereeId)));
  if (!row) throw new DomainError('NOT_FOUND');
  await requireOwner(db, row.tournamentId, user);
  return row;
}

/**
 * A referee's account: the one named (it must exist, never a guessed id), else the account whose confirmed e-mail
 * is the referee's, so a referee who plays on Cancha gets the bell, answers signed in and never referees their team.
 */
async function accountOf(db: Db, userId: string | null | undefined, email: string | null | undefined) {
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
  db: Db,
  user: UserRow,
  input: z.output<typeof AddReferee>,
): Promise<RefereeDto> {
  await requireOwner(db, input.tournamentId, user);
  const held = await fetchOne(
    db.select({ n: count() }).from(referees).where(eq(referees.tournamentId, input.tournamentId)),
  );
  if ((held?.n ?? 0) >= REFEREES_MAX) throw new DomainError('REFEREES_FULL');
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
  db: Db,
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
export async function deleteReferee(db: Db, user: UserRow, refereeId: string): Promise<void> {
  const row = await requireOwnReferee(db, refereeId, user);
  await transaction(db, async (tx) => {
    await execute(
      tx
        .update(matches)
        .set({ refereeAnswer: null, refereeToken: null, refereeFee: null })
        .where(eq(matches.refereeId, row.id)),
    );
    await execute(tx.delete(referees).where(eq(referees.id, row.id)));
    await matchesChanged(tx, row.tournamentId);
  });
}

/**
 * Links e-mailed before their tokens were hashed keep working: a kept token of the old form (32 hex characters;
 * a hash has 64) is replaced by its hash at start-up.
 */
export async function hashLegacyRefereeTokens(db: Db): Promise<number> {
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
