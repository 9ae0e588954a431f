import { type Db, fetchAll, fetchOne, ledgerEntries, matches, teams } from '@cancha/db';
import {
  DEFAULT_TIME_ZONE,
  DomainError,
  type DueTeamDto,
  dayIn,
  FINISHED_MATCH_STATUSES,
  isCharge,
  type LedgerBookQuery,
  type LedgerDayDto,
  type LedgerDueDto,
  type LedgerDueQuery,
  type LedgerEntryDto,
  type ReceiptDto,
  type ReceiptQuery,
} from '@cancha/shared';
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import { matchPitches, pitchLocation } from '../match-day/pitches';
import { captainsOf } from '../notifications/notify';
import { requireOwner, requireTournament, type TournamentRow } from '../tournaments/access';
import { feesOf } from '../tournaments/fees';
import { balancesIn, entryDtos, type LedgerRow } from './book';

// What the organiser reads out of the book besides its pages (docs/decisions/026): the totals of each pitch day,
// the cash to collect on a day, the whole book for a spreadsheet, and a payment's receipt.

const zoneOf = (tournament: TournamentRow, siteZone: string) =>
  tournament.timeZone ?? siteZone ?? DEFAULT_TIME_ZONE;

/**
 * GET tournaments/{id}/ledger/days: each day's charges, collections and payouts, newest day first. A match's fee
 * and fines count on the day it was played; a reversal counts on the day of what it undoes (the mistake was made
 * then); anything else on the day it was written, in the tournament's zone.
 */
export async function ledgerDays(
  db: Db,
  user: UserRow,
  input: z.output<typeof LedgerBookQuery>,
  siteZone: string,
): Promise<LedgerDayDto[]> {
  const tournament = await requireOwner(db, input.tournamentId, user);
  const zone = zoneOf(tournament, siteZone);
  const rows = await fetchAll(
    db
      .select({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
        amount: ledgerEntries.amount,
        teamId: ledgerEntries.teamId,
        matchId: ledgerEntries.matchId,
        reversesId: ledgerEntries.reversesId,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.tournamentId, tournament.id)),
  );
  const matchDays = new Map(
    (
      await fetchAll(
        db
          .select({ id: matches.id, date: matches.date })
          .from(matches)
          .where(and(eq(matches.tournamentId, tournament.id), isNotNull(matches.date))),
      )
    ).map((m) => [m.id, m.date as string]),
  );
  const written = new Map<string, string>();
  const dayOf = (r: (typeof rows)[number]): string => {
    const played = r.matchId ? matchDays.get(r.matchId) : undefined;
    if (played) return played;
    let day = written.get(r.id);
    if (!day) {
      day = dayIn(zone, r.createdAt);
      written.set(r.id, day);
    }
    return day;
  };
  const byId = new Map(rows.map((r) => [r.id, r]));
  const days = new Map<string, LedgerDayDto>();
  for (const r of rows) {
    const original = r.reversesId ? byId.get(r.reversesId) : undefined;
    const date = dayOf(original ?? r);
    let day = days.get(date);
    if (!day) {
      day = { date, charged: 0, collected: 0, paidOut: 0 };
      days.set(date, day);
    }
    const amount = Number(r.amount);
    if (r.kind === 'PAYMENT') day.collected += amount;
    else if (r.teamId === null) day.paidOut += amount;
    else if (isCharge(r.kind)) day.charged += amount;
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? 1 : -1));
}

/**
 * GET tournaments/{id}/ledger/due?date=: 'Hoy se cobra'. The teams that play on the day, in kick-off order, with
 * their balance and the match fees of the day's matches still to be played (charged when each finishes).
 */
export async function ledgerDue(
  db: Db,
  user: UserRow,
  input: z.output<typeof LedgerDueQuery>,
  siteZone: string,
  now = new Date(),
): Promise<LedgerDueDto> {
  const tournament = await requireOwner(db, input.tournamentId, user);
  const fees = feesOf(tournament);
  const played = await fetchAll(
    db
      .select({
        id: matches.id,
        date: matches.date,
        time: matches.time,
        status: matches.status,
        pitchId: matches.pitchId,
        teamOneId: matches.teamOneId,
        teamTwoId: matches.teamTwoId,
      })
      .from(matches)
      .where(and(eq(matches.tournamentId, tournament.id), isNotNull(matches.date)))
      .orderBy(asc(matches.date), asc(matches.time)),
  );
  const dates = [...new Set(played.map((m) => m.date as string))];
  const today = dayIn(zoneOf(tournament, siteZone), now);
  const date = input.date ?? dates.find((d) => d >= today) ?? dates.at(-1) ?? today;
  const ofDay = played.filter((m) => m.date === date && m.status !== 'CANCELED');
  const pitches = await matchPitches(
    db,
    ofDay.flatMap((m) => (m.pitchId ? [m.pitchId] : [])),
  );
  const teamsOfDay = new Map<string, DueTeamDto>();
  const unfinished = (status: string) => !(FINISHED_MATCH_STATUSES as readonly string[]).includes(status);
  for (const m of ofDay) {
    const pitch = m.pitchId ? pitches.get(m.pitchId) : undefined;
    for (const [teamId, opponentId] of [
      [m.teamOneId, m.teamTwoId],
      [m.teamTwoId, m.teamOneId],
    ] as const) {
      if (!teamId) continue;
      let team = teamsOfDay.get(teamId);
      if (!team) {
        team = { teamId, matches: [], balance: 0, pending: 0, toCollect: 0 };
        teamsOfDay.set(teamId, team);
      }
      team.matches.push({
        matchId: m.id,
        time: m.time,
        pitch: pitch ? pitchLocation(pitch) : null,
        opponentId,
      });
      if (unfinished(m.status)) team.pending += fees.perMatch;
    }
  }
  const balances = await balancesIn(db, tournament.id, [...teamsOfDay.keys()]);
  let total = 0;
  for (const team of teamsOfDay.values()) {
    team.balance = balances.find((b) => b.teamId === team.teamId)?.balance ?? 0;
    team.toCollect = Math.max(0, team.balance + team.pending);
    total += team.toCollect;
  }
  const at = dates.indexOf(date);
  const before = dates.filter((d) => d < date);
  return {
    tournamentId: tournament.id,
    currency: fees.currency,
    date,
    previous: before.at(-1) ?? null,
    next: (at >= 0 ? dates[at + 1] : dates.find((d) => d > date)) ?? null,
    teams: [...teamsOfDay.values()],
    total,
  };
}

/** GET tournaments/{id}/ledger.csv: every entry, oldest first, with its team's name; the organiser's only. */
export async function ledgerExport(
  db: Db,
  user: UserRow,
  input: z.output<typeof LedgerBookQuery>,
  siteZone: string,
): Promise<{
  tournament: { id: string; name: string };
  timeZone: string;
  entries: (LedgerEntryDto & { team: string | null })[];
}> {
  const tournament = await requireOwner(db, input.tournamentId, user);
  const rows = await fetchAll(
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.tournamentId, tournament.id))
      .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id)),
  );
  const names = await teamNames(db, rows);
  return {
    tournament: { id: tournament.id, name: tournament.name },
    timeZone: zoneOf(tournament, siteZone),
    entries: (await entryDtos(db, rows)).map((e) => ({
      ...e,
      team: e.teamId ? (names.get(e.teamId) ?? null) : null,
    })),
  };
}

async function teamNames(db: Db, rows: LedgerRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.flatMap((r) => (r.teamId ? [r.teamId] : [])))];
  if (ids.length === 0) return new Map();
  const found = await fetchAll(
    db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids)),
  );
  return new Map(found.map((t) => [t.id, t.name]));
}

/**
 * GET ledger/{entryId}/receipt.pdf: what a payment's receipt says, for the organiser and the paying team's
 * captains. Its number is its place among the tournament's payments; the balance is the team's right after it.
 */
export async function receiptOf(
  db: Db,
  user: UserRow,
  input: z.output<typeof ReceiptQuery>,
  siteZone: string,
): Promise<ReceiptDto> {
  const entry = await fetchOne(db.select().from(ledgerEntries).where(eq(ledgerEntries.id, input.entryId)));
  // A reversal has no receipt of its own: the payment's receipt says it was undone.
  if (entry?.kind !== 'PAYMENT' || entry.reversesId || !entry.teamId) throw new DomainError('NOT_FOUND');
  const teamId = entry.teamId;
  const tournament = await requireTournament(db, entry.tournamentId);
  if (tournament.creatorId !== user.id && !(await captainsOf(db, teamId)).includes(user.id))
    throw new DomainError('NOT_FOUND');
  const upTo = or(
    lt(ledgerEntries.createdAt, entry.createdAt),
    and(eq(ledgerEntries.createdAt, entry.createdAt), lte(ledgerEntries.id, entry.id)),
  );
  const counted = await fetchOne(
    db
      .select({ n: sql<number>`count(*)` })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.tournamentId, tournament.id),
          eq(ledgerEntries.kind, 'PAYMENT'),
          isNull(ledgerEntries.reversesId),
          upTo,
        ),
      ),
  );
  const owed = await fetchOne(
    db
      .select({
        balance: sql<
          number | string | null
        >`sum(case when ${ledgerEntries.kind} = 'PAYMENT' then -${ledgerEntries.amount} when ${ledgerEntries.kind} in ('REGISTRATION_FEE', 'MATCH_FEE', 'FINE', 'ADJUSTMENT') then ${ledgerEntries.amount} else 0 end)`,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.tournamentId, tournament.id), eq(ledgerEntries.teamId, teamId), upTo)),
  );
  const [dto] = await entryDtos(db, [entry]);
  const reversal = dto!.reversedBy
    ? await fetchOne(
        db
          .select({ createdAt: ledgerEntries.createdAt, note: ledgerEntries.note })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.id, dto!.reversedBy)),
      )
    : undefined;
  const team = await fetchOne(db.select({ name: teams.name }).from(teams).where(eq(teams.id, teamId)));
  return {
    number: Number(counted?.n ?? 1),
    entry: dto!,
    tournament: { id: tournament.id, name: tournament.name },
    team: { id: teamId, name: team?.name ?? '' },
    balanceAfter: Number(owed?.balance ?? 0),
    timeZone: zoneOf(tournament, siteZone),
    reversal: reversal ? { at: reversal.createdAt.toISOString(), reason: reversal.note } : null,
  };
}
