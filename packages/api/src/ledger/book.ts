import { type Db, fetchAll, fetchOne, ledgerEntries, users } from '@cancha/db';
import type { LedgerEntryDto } from '@cancha/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';

// The cash book's low module (docs/decisions/026): its row type and the reads other domains need.

export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** Whether a tournament's cash book has any entry (its currency is then fixed). */
export async function bookHasEntries(db: Db, tournamentId: string): Promise<boolean> {
  return (
    (await fetchOne(
      db
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.tournamentId, tournamentId))
        .limit(1),
    )) !== undefined
  );
}

/** A tournament's entries in the order they were written, of some teams only when `teamIds` is given. */
export async function entriesOf(db: Db, tournamentId: string, teamIds?: string[]): Promise<LedgerRow[]> {
  return await fetchAll(
    db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.tournamentId, tournamentId),
          teamIds ? inArray(ledgerEntries.teamId, teamIds) : undefined,
        ),
      )
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id)),
  );
}

/** What the organiser has paid each referee of a tournament, in minor units, reversals counted. */
export async function refereePayouts(db: Db, tournamentId: string): Promise<Map<string, number>> {
  const rows = await fetchAll(
    db
      .select({ refereeId: ledgerEntries.refereeId, paid: sql<number>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.tournamentId, tournamentId),
          eq(ledgerEntries.kind, 'REFEREE_PAYOUT'),
          isNotNull(ledgerEntries.refereeId),
        ),
      )
      .groupBy(ledgerEntries.refereeId),
  );
  return new Map(rows.map((r) => [r.refereeId!, Number(r.paid)]));
}

/** Entries as their readers receive them: who wrote each, and which entry undid it. */
export async function entryDtos(db: Db, rows: LedgerRow[]): Promise<LedgerEntryDto[]> {
  const authorIds = [...new Set(rows.flatMap((r) => (r.createdById ? [r.createdById] : [])))];
  const authors = new Map(
    (authorIds.length === 0
      ? []
      : await fetchAll(
          db
            .select({ id: users.id, fullname: users.fullname, lastname: users.lastname })
            .from(users)
            .where(inArray(users.id, authorIds)),
        )
    ).map((u) => [u.id, [u.fullname, u.lastname].filter(Boolean).join(' ')]),
  );
  const reversedBy = new Map(rows.flatMap((r) => (r.reversesId ? [[r.reversesId, r.id] as const] : [])));
  return rows.map((r) => ({
    id: r.id,
    teamId: r.teamId,
    kind: r.kind,
    amount: r.amount,
    currency: r.currency,
    matchId: r.matchId,
    refereeId: r.refereeId,
    method: r.method,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdById ? { id: r.createdById, name: authors.get(r.createdById) ?? '' } : null,
    reverses: r.reversesId,
    reversedBy: reversedBy.get(r.id) ?? null,
  }));
}
