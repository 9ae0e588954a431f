import {
  type Db,
  execute,
  fetchAll,
  ledgerEntries,
  lockForUpdate,
  matchEvents,
  matches,
  registrations,
  tournaments,
} from '@cancha/db';
import type { LedgerKind } from '@cancha/shared';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { captainsOf, notify, teamNameOf } from '../notifications/notify';
import { requireTournament } from '../tournaments/access';
import { feesOf } from '../tournaments/fees';
import { bookHasEntries, chargesOf } from './book';

// The charges the competition writes by itself (docs/decisions/026): a registration fee when a team is approved, a
// match fee per team when a match is finished on the pitch, a fine per card and a no-show fine with a walkover.
// Each charge stands for a cause; the book is brought in line with the causes that stand now, so running this
// again changes nothing, and a cause that goes away (a card removed, a result reopened) is undone by a reversal.

const WRITE_SLICE = 500;

interface Due {
  cause: string;
  teamId: string;
  kind: LedgerKind;
  amount: number;
  matchId: string | null;
}

/** Every charge the tournament's competition calls for now, by its cause. */
async function dueCharges(tx: Db, tournamentId: string): Promise<Map<string, Due>> {
  const fees = feesOf(await requireTournament(tx, tournamentId));
  const due = new Map<string, Due>();
  const add = (d: Due) => due.set(d.cause, d);
  const approved = await fetchAll(
    tx
      .select({ id: registrations.id, teamId: registrations.teamId })
      .from(registrations)
      .where(
        and(
          eq(registrations.tournamentId, tournamentId),
          eq(registrations.status, 'APPROVED'),
          isNotNull(registrations.teamId),
        ),
      ),
  );
  for (const r of approved)
    add({
      cause: `reg:${r.id}`,
      teamId: r.teamId!,
      kind: 'REGISTRATION_FEE',
      amount: fees.registration,
      matchId: null,
    });
  const finished = await fetchAll(
    tx
      .select({
        id: matches.id,
        one: matches.teamOneId,
        two: matches.teamTwoId,
        decision: matches.decision,
        against: matches.decisionTeamId,
      })
      .from(matches)
      .where(and(eq(matches.tournamentId, tournamentId), eq(matches.status, 'COMPLETED'))),
  );
  for (const m of finished) {
    if (m.decision === 'WALKOVER') {
      // Nobody played: the side that did not come pays its fine, and no one pays for the match.
      if (m.against)
        add({
          cause: `noshow:${m.id}:${m.against}`,
          teamId: m.against,
          kind: 'FINE',
          amount: fees.fines.noShow,
          matchId: m.id,
        });
      continue;
    }
    for (const teamId of [m.one, m.two])
      if (teamId)
        add({
          cause: `match:${m.id}:${teamId}`,
          teamId,
          kind: 'MATCH_FEE',
          amount: fees.perMatch,
          matchId: m.id,
        });
  }
  const cards = await fetchAll(
    tx
      .select({
        id: matchEvents.id,
        type: matchEvents.type,
        teamId: matchEvents.teamId,
        matchId: matchEvents.matchId,
      })
      .from(matchEvents)
      .innerJoin(matches, eq(matches.id, matchEvents.matchId))
      .where(
        and(eq(matches.tournamentId, tournamentId), inArray(matchEvents.type, ['YELLOW_CARD', 'RED_CARD'])),
      ),
  );
  for (const c of cards) {
    const amount = c.type === 'RED_CARD' ? fees.fines.red : fees.fines.yellow;
    add({ cause: `card:${c.id}:${c.type}`, teamId: c.teamId, kind: 'FINE', amount, matchId: c.matchId });
  }
  return due;
}

/** Each team's captains hear of the new charges in one notice per settlement (reversals say nothing). */
async function tellCharged(
  tx: Db,
  tournament: { id: string; name: string },
  writes: (typeof ledgerEntries.$inferInsert)[],
): Promise<void> {
  const counts = new Map<string, number>();
  for (const w of writes)
    if (!w.reversesId && w.teamId) counts.set(w.teamId, (counts.get(w.teamId) ?? 0) + 1);
  for (const [teamId, count] of counts)
    await notify(tx, {
      to: await captainsOf(tx, teamId),
      kind: 'LEDGER_CHARGED',
      params: { tournament: tournament.name, team: await teamNameOf(tx, teamId), count: String(count) },
      refs: { tournamentId: tournament.id, teamId },
    });
}

/**
 * Brings a tournament's automatic charges in line with its competition: writes what is due and not yet charged,
 * and reverses what was charged for a cause that no longer stands. A charge the organiser reversed by hand is
 * waived for good: its cause is not charged again.
 */
export async function settleCharges(tx: Db, tournamentId: string): Promise<void> {
  // Two settlements of one tournament at once (two processes) would both see a charge missing.
  await lockForUpdate(tx, tournaments, tournamentId);
  const tournament = await requireTournament(tx, tournamentId);
  const fees = feesOf(tournament);
  // Nothing to charge and nothing charged: most tournaments, on every result.
  const free =
    fees.registration === 0 && fees.perMatch === 0 && Object.values(fees.fines).every((f) => f === 0);
  if (free && !(await bookHasEntries(tx, tournamentId))) return;
  const currency = fees.currency;
  const book = await chargesOf(tx, tournamentId);
  const reversal = new Map(book.flatMap((e) => (e.reversesId ? [[e.reversesId, e] as const] : [])));
  const standing = new Map<string, (typeof book)[number]>();
  const waived = new Set<string>();
  for (const e of book) {
    if (!e.cause || e.reversesId) continue;
    const undone = reversal.get(e.id);
    if (!undone) standing.set(e.cause, e);
    else if (undone.createdById !== null) waived.add(e.cause);
  }
  const due = await dueCharges(tx, tournamentId);
  if (due.size === 0 && standing.size === 0) return;
  const writes: (typeof ledgerEntries.$inferInsert)[] = [];
  for (const d of due.values()) {
    if (d.amount <= 0 || standing.has(d.cause) || waived.has(d.cause)) continue;
    writes.push({
      tournamentId,
      teamId: d.teamId,
      kind: d.kind,
      amount: d.amount,
      currency,
      matchId: d.matchId,
      cause: d.cause,
    });
  }
  for (const [cause, charge] of standing) {
    if (due.has(cause)) continue;
    writes.push({
      tournamentId,
      teamId: charge.teamId,
      kind: charge.kind,
      amount: -charge.amount,
      currency: charge.currency,
      matchId: charge.matchId,
      reversesId: charge.id,
    });
  }
  // A season's first settlement may write thousands: in slices the engines' bound-value limits allow.
  for (let i = 0; i < writes.length; i += WRITE_SLICE)
    await execute(tx.insert(ledgerEntries).values(writes.slice(i, i + WRITE_SLICE)));
  await tellCharged(tx, tournament, writes);
}
