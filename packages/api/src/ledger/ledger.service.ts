import { randomUUID } from 'node:crypto';
import {
  type Db,
  fetchAll,
  fetchOne,
  ledgerEntries,
  lockForUpdate,
  perDatabase,
  referees,
  registrations,
  teamPlayers,
  tournaments,
  transaction,
} from '@cancha/db';
import {
  DomainError,
  LEDGER_PAGE,
  type LedgerDto,
  type LedgerEntryDto,
  type LedgerQuery,
  type RecordLedgerEntry,
  type ReverseLedgerEntry,
} from '@cancha/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import { keptTournamentAnswer, tournamentHead } from '../competition/kept-answers';
import { captainsOf, notify, teamNameOf } from '../notifications/notify';
import { requireOwner, requireTournament, type TournamentRow } from '../tournaments/access';
import { feesOf } from '../tournaments/fees';
import { maySeeTournament } from '../tournaments/visibility';
import { balancesIn, entriesPage, entryDto, entryDtos, type LedgerRow, paidOutOf } from './book';
import { payWaysOf } from './pay-ways';

// The cash book as people use it (docs/decisions/026): the organiser reads all of it and writes payments,
// adjustments, payouts and reversals; a captain reads their team's part; a player their team's balance.

/** The caller's teams registered in the tournament, with whether they captain each. */
async function ownTeamsIn(db: Db, tournamentId: string, user: UserRow) {
  return await fetchAll(
    db
      .selectDistinct({ teamId: teamPlayers.teamId, role: teamPlayers.role })
      .from(teamPlayers)
      .innerJoin(registrations, eq(registrations.teamId, teamPlayers.teamId))
      .where(and(eq(teamPlayers.userId, user.id), eq(registrations.tournamentId, tournamentId))),
  );
}

/** GET tournaments/{id}/ledger: what the caller may see of the tournament's money, a page of entries at a time. */
export async function readLedger(
  db: Db,
  user: UserRow,
  query: z.output<typeof LedgerQuery>,
): Promise<LedgerDto> {
  const { tournamentId, teamId, before, limit } = query;
  const organiserBook = async (tournament: TournamentRow): Promise<Omit<LedgerDto, 'pay'>> => {
    const page = await entriesPage(db, {
      tournamentId,
      teamIds: teamId ? [teamId] : undefined,
      before,
      limit,
    });
    return {
      tournamentId,
      currency: feesOf(tournament).currency,
      entries: await entryDtos(db, page.rows),
      nextBefore: page.nextBefore,
      balances: await balancesIn(db, tournamentId),
      paidOut: await paidOutOf(db, tournamentId),
      manage: true,
    };
  };
  // The organiser's opening page is kept until the tournament's revision moves (every entry moves it).
  // How the organiser may be paid is theirs to change at any time: read apart from the kept answer.
  const withPay = async (book: Omit<LedgerDto, 'pay'>, organiserId: string): Promise<LedgerDto> => ({
    ...book,
    pay: await payWaysOf(db, organiserId, book.currency),
  });
  const opening = !teamId && !before && limit === LEDGER_PAGE;
  if (opening && (await tournamentHead(db, tournamentId))?.creatorId === user.id)
    return await withPay(
      await keptTournamentAnswer('ledger', db, user, tournamentId, organiserBook),
      user.id,
    );
  const tournament = await requireTournament(db, tournamentId);
  const currency = feesOf(tournament).currency;
  if (tournament.creatorId === user.id) return await withPay(await organiserBook(tournament), user.id);
  const own = await ownTeamsIn(db, tournamentId, user);
  if (own.length === 0) {
    // Nobody else learns anything of it, not even whether a private tournament exists.
    throw new DomainError((await maySeeTournament(db, tournament, { user })) ? 'FORBIDDEN' : 'NOT_FOUND');
  }
  const ownIds = own.map((t) => t.teamId);
  const balances = await balancesIn(db, tournamentId, ownIds);
  for (const id of ownIds)
    if (!balances.some((b) => b.teamId === id))
      balances.push({ teamId: id, charged: 0, paid: 0, balance: 0 });
  // A captain sees their team's history; a player only what the team owes.
  const captained = own
    .filter((t) => t.role === 'CAPTAIN' && (!teamId || t.teamId === teamId))
    .map((t) => t.teamId);
  const page =
    captained.length > 0
      ? await entriesPage(db, { tournamentId, teamIds: captained, before, limit })
      : { rows: [], nextBefore: null };
  return await withPay(
    {
      tournamentId,
      currency,
      entries: await entryDtos(db, page.rows),
      nextBefore: page.nextBefore,
      balances,
      paidOut: 0,
      manage: false,
    },
    tournament.creatorId,
  );
}

// Asked on every payment recorded at the pitch: prepared once per database.
const teamEntered = perDatabase((db: Db) =>
  db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.tournamentId, sql.placeholder('tournamentId')),
        eq(registrations.teamId, sql.placeholder('teamId')),
      ),
    )
    .limit(1)
    .prepare(),
);

export async function requireTeamInTournament(db: Db, tournamentId: string, teamId: string): Promise<void> {
  if (!(await fetchOne(teamEntered(db), { tournamentId, teamId })))
    throw new DomainError('TEAM_NOT_IN_TOURNAMENT');
}

// The write of every payment recorded at the pitch: prepared once per database, its key and time given.
const insertEntry = perDatabase((db: Db) =>
  db
    .insert(ledgerEntries)
    .values({
      id: sql.placeholder('id'),
      tournamentId: sql.placeholder('tournamentId'),
      teamId: sql.placeholder('teamId'),
      kind: sql.placeholder('kind'),
      amount: sql.placeholder('amount'),
      currency: sql.placeholder('currency'),
      method: sql.placeholder('method'),
      refereeId: sql.placeholder('refereeId'),
      note: sql.placeholder('note'),
      createdById: sql.placeholder('createdById'),
      createdAt: sql.placeholder('createdAt'),
    })
    .returning()
    .prepare(),
);

/** POST tournaments/{id}/ledger: a payment received, an adjustment, or money paid out, written by the organiser. */
export async function recordEntry(
  db: Db,
  user: UserRow,
  input: z.output<typeof RecordLedgerEntry>,
): Promise<LedgerEntryDto> {
  return await transaction(db, async (tx) => {
    const tournament = await requireOwner(tx, input.tournamentId, user);
    const row: typeof ledgerEntries.$inferInsert = {
      tournamentId: tournament.id,
      kind: input.kind,
      amount: input.amount,
      currency: feesOf(tournament).currency,
      note: input.note,
      createdById: user.id,
    };
    if (input.kind === 'PAYMENT' || input.kind === 'ADJUSTMENT') {
      await requireTeamInTournament(tx, tournament.id, input.teamId);
      row.teamId = input.teamId;
    }
    if (input.kind !== 'ADJUSTMENT') row.method = input.method;
    if (input.kind === 'REFEREE_PAYOUT') {
      const referee = await fetchOne(
        tx
          .select({ id: referees.id })
          .from(referees)
          .where(and(eq(referees.id, input.refereeId), eq(referees.tournamentId, tournament.id))),
      );
      if (!referee) throw new DomainError('NOT_FOUND', 'refereeId: not a referee of this tournament');
      row.refereeId = referee.id;
    }
    const written = (await fetchOne(insertEntry(tx), {
      id: randomUUID(),
      teamId: null,
      method: null,
      refereeId: null,
      createdAt: new Date(),
      ...row,
    }))!;
    const name = [user.fullname, user.lastname].filter(Boolean).join(' ');
    if (input.kind === 'PAYMENT')
      await notify(tx, {
        to: await captainsOf(tx, input.teamId),
        kind: 'LEDGER_PAYMENT',
        params: { tournament: tournament.name, team: await teamNameOf(tx, input.teamId) },
        refs: { tournamentId: tournament.id, teamId: input.teamId },
        actorId: user.id,
      });
    // Written just now by the caller, and undone by nothing yet: nothing to read back.
    return entryDto(written, { id: user.id, name }, null);
  });
}

/** POST ledger/{entryId}/reverse: undoes an entry by writing its opposite; an entry is undone once. */
export async function reverseEntry(
  db: Db,
  user: UserRow,
  input: z.output<typeof ReverseLedgerEntry>,
): Promise<LedgerEntryDto> {
  return await transaction(db, async (tx) => {
    const entry = await fetchOne(tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, input.entryId)));
    if (!entry) throw new DomainError('NOT_FOUND');
    await requireOwner(tx, entry.tournamentId, user);
    // The book's settlement of automatic charges reads the same entries: one writer at a time per tournament.
    await lockForUpdate(tx, tournaments, entry.tournamentId);
    if (entry.reversesId) throw new DomainError('ENTRY_IS_REVERSAL');
    if (await reversalOf(tx, entry)) throw new DomainError('ENTRY_REVERSED');
    const written = (await fetchOne(
      tx
        .insert(ledgerEntries)
        .values({
          tournamentId: entry.tournamentId,
          teamId: entry.teamId,
          kind: entry.kind,
          amount: -entry.amount,
          currency: entry.currency,
          matchId: entry.matchId,
          refereeId: entry.refereeId,
          method: entry.method,
          note: input.reason,
          reversesId: entry.id,
          createdById: user.id,
        })
        .returning(),
    ))!;
    return (await entryDtos(tx, [written]))[0]!;
  });
}

async function reversalOf(db: Db, entry: LedgerRow): Promise<boolean> {
  return (
    (await fetchOne(
      db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.reversesId, entry.id)),
    )) !== undefined
  );
}
