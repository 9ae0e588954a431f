import { type Db, fetchAll, fetchOne, ledgerBalances, ledgerEntries, users } from '@cancha/db';
import { DomainError, type LedgerEntryDto, type TeamBalanceDto } from '@cancha/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';

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

/**
 * What the settlement of charges reads of a tournament's book: the charges the competition wrote (they name their
 * cause) and every reversal (of those, and of the rest); not the payments, which are most of a season's book.
 */
export async function chargesOf(db: Db, tournamentId: string): Promise<LedgerRow[]> {
  return await fetchAll(
    db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.tournamentId, tournamentId),
          or(isNotNull(ledgerEntries.cause), isNotNull(ledgerEntries.reversesId)),
        ),
      )
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id)),
  );
}

/**
 * One page of a tournament's entries, newest first, of some teams only when `teamIds` is given, older than the
 * entry `before` when given; one more row than asked tells whether another page follows.
 */
export async function entriesPage(
  db: Db,
  query: { tournamentId: string; teamIds?: string[]; before?: string; limit: number },
): Promise<{ rows: LedgerRow[]; nextBefore: string | null }> {
  const cursor = query.before
    ? await fetchOne(
        db
          .select({ createdAt: ledgerEntries.createdAt, id: ledgerEntries.id })
          .from(ledgerEntries)
          .where(and(eq(ledgerEntries.id, query.before), eq(ledgerEntries.tournamentId, query.tournamentId))),
      )
    : undefined;
  if (query.before && !cursor) throw new DomainError('NOT_FOUND', 'before: not an entry of this tournament');
  const rows = await fetchAll(
    db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.tournamentId, query.tournamentId),
          query.teamIds ? inArray(ledgerEntries.teamId, query.teamIds) : undefined,
          cursor
            ? or(
                lt(ledgerEntries.createdAt, cursor.createdAt),
                and(eq(ledgerEntries.createdAt, cursor.createdAt), lt(ledgerEntries.id, cursor.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
      .limit(query.limit + 1),
  );
  const more = rows.length > query.limit;
  const page = more ? rows.slice(0, query.limit) : rows;
  return { rows: page, nextBefore: more ? (page.at(-1)?.id ?? null) : null };
}

/** Each team's totals, kept by the book's trigger (drizzle/0029): one row per team however long the book. */
export async function balancesIn(
  db: Db,
  tournamentId: string,
  teamIds?: string[],
): Promise<TeamBalanceDto[]> {
  const rows = await fetchAll(
    db
      .select()
      .from(ledgerBalances)
      .where(
        and(
          eq(ledgerBalances.tournamentId, tournamentId),
          teamIds ? inArray(ledgerBalances.teamId, teamIds) : undefined,
        ),
      ),
  );
  return rows.map((r) => ({
    teamId: r.teamId,
    charged: Number(r.charged),
    paid: Number(r.paid),
    balance: Number(r.charged) - Number(r.paid),
  }));
}

/** What the organiser has paid out of a tournament's book (referees, pitches), in minor units, reversals counted. */
export async function paidOutOf(db: Db, tournamentId: string): Promise<number> {
  const row = await fetchOne(
    db
      .select({ total: sql<number | string | null>`sum(${ledgerEntries.amount})` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.tournamentId, tournamentId), isNull(ledgerEntries.teamId))),
  );
  return Number(row?.total ?? 0);
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
  // An entry's reversal may sit on another page: asked for by the entries' ids (a unique index).
  const ids = rows.map((r) => r.id);
  const reversedBy = new Map(
    (ids.length === 0
      ? []
      : await fetchAll(
          db
            .select({ id: ledgerEntries.id, reverses: ledgerEntries.reversesId })
            .from(ledgerEntries)
            .where(inArray(ledgerEntries.reversesId, ids)),
        )
    ).map((r) => [r.reverses!, r.id]),
  );
  return rows.map((r) =>
    entryDto(
      r,
      r.createdById ? { id: r.createdById, name: authors.get(r.createdById) ?? '' } : null,
      reversedBy.get(r.id) ?? null,
    ),
  );
}

/** One entry as its readers receive it, its author and its reversal known. */
export function entryDto(
  r: LedgerRow,
  createdBy: LedgerEntryDto['createdBy'],
  reversedBy: string | null,
): LedgerEntryDto {
  return {
    id: r.id,
    teamId: r.teamId,
    kind: r.kind,
    amount: Number(r.amount),
    currency: r.currency,
    matchId: r.matchId,
    refereeId: r.refereeId,
    method: r.method,
    note: r.note,
    createdAt: r.createdAt.toISOString(),
    createdBy,
    reverses: r.reversesId,
    reversedBy,
  };
}
