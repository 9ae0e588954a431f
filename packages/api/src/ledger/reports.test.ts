import { dayIn } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { cashLeague } from '../test-fixtures/ledger';
import { latin1, shown } from '../test-fixtures/pdf';
import { asNewUser, testServices } from '../testing';
import { ledgerCsv } from './ledger-csv';
import { renderReceipt } from './receipt-pdf';

// What the organiser reads out of the cash book besides its pages (docs/decisions/026): 'Por fecha', 'Hoy se
// cobra', the CSV export and a payment's receipt, and who may read each.

const ZONE = 'America/Argentina/Buenos_Aires';

/** The league with two matches on one Saturday and one the next. */
async function weekend() {
  const s = testServices();
  const league = await cashLeague(s);
  const { creator, a, b, c, d, match } = league;
  const ab = match(a, b);
  const cd = match(c, d);
  const ac = match(a, c);
  await creator.api.matches.update({ matchId: ab.id, date: '2030-03-09', time: '10:00' });
  await creator.api.matches.update({ matchId: cd.id, date: '2030-03-09', time: '12:00' });
  await creator.api.matches.update({ matchId: ac.id, date: '2030-03-16', time: '10:00' });
  return { s, ...league, ab, cd, ac };
}

describe("the cash book's reports", () => {
  it("'Hoy se cobra' lists the day's teams with their balance and the day's match fees still to come", async () => {
    const { creator, tournamentId, a, b, ab } = await weekend();
    let due = await creator.api.ledger.due({ tournamentId, date: '2030-03-09' });
    expect(due).toMatchObject({ date: '2030-03-09', next: '2030-03-16', currency: 'ARS' });
    // The fixture dated the other matches from the tournament's start: those days come before.
    expect(due.previous! < '2030-03-09').toBe(true);
    expect(due.teams).toHaveLength(4);
    expect(due.teams[0]).toMatchObject({
      teamId: ab.teamOneId,
      matches: [{ matchId: ab.id, time: '10:00', opponentId: ab.teamTwoId }],
      balance: 1_500_000,
      pending: 200_000,
      toCollect: 1_700_000,
    });
    expect(due.total).toBe(4 * 1_700_000);

    // Cash at the pitch and the final whistle: the fee is charged, nothing is left pending for it.
    await creator.api.ledger.record({
      tournamentId,
      kind: 'PAYMENT',
      teamId: a.teamId,
      amount: 1_000_000,
      method: 'CASH',
    });
    await creator.api.matches.update({
      matchId: ab.id,
      teamOneScore: 2,
      teamTwoScore: 2,
      status: 'COMPLETED',
    });
    due = await creator.api.ledger.due({ tournamentId, date: '2030-03-09' });
    const ofA = due.teams.find((t) => t.teamId === a.teamId)!;
    expect(ofA).toMatchObject({ balance: 700_000, pending: 0, toCollect: 700_000 });
    expect(due.teams.find((t) => t.teamId === b.teamId)).toMatchObject({ balance: 1_700_000, pending: 0 });

    // Without a date: the next day with matches from today on; a team in credit owes nothing that day.
    due = await creator.api.ledger.due({ tournamentId });
    expect(due.date >= dayIn(ZONE)).toBe(true);
    expect(due.teams.length).toBeGreaterThan(0);
    await creator.api.ledger.record({
      tournamentId,
      kind: 'PAYMENT',
      teamId: a.teamId,
      amount: 5_000_000,
      method: 'TRANSFER',
    });
    due = await creator.api.ledger.due({ tournamentId, date: '2030-03-16' });
    expect(due).toMatchObject({ previous: '2030-03-09', next: null });
    expect(due.teams.find((t) => t.teamId === a.teamId)).toMatchObject({ toCollect: 0 });
  });

  it("'Por fecha' counts a match's fees and fines on its day, and a reversal on the day of what it undoes", async () => {
    const { creator, tournamentId, a, ab, cd } = await weekend();
    const scorer = ab.teamOneId === a.teamId ? ab.teamOneId : ab.teamTwoId;
    await creator.api.matches.addEvent({
      matchId: ab.id,
      teamId: scorer!,
      playerId: (await creator.api.teams.players({ teamId: scorer! }))[1]!.userId,
      type: 'RED_CARD',
      minute: 30,
    });
    for (const m of [ab, cd])
      await creator.api.matches.update({
        matchId: m.id,
        teamOneScore: 1,
        teamTwoScore: 0,
        status: 'COMPLETED',
      });
    const paid = await creator.api.ledger.record({
      tournamentId,
      kind: 'PAYMENT',
      teamId: a.teamId,
      amount: 2_000_000,
      method: 'CASH',
    });
    await creator.api.ledger.record({
      tournamentId,
      kind: 'PITCH_PAYOUT',
      amount: 300_000,
      note: 'Cancha 2',
    });
    await creator.api.ledger.reverse({ entryId: paid.id, reason: 'Era de otro equipo' });
    const days = await creator.api.ledger.days({ tournamentId });
    const today = dayIn(ZONE);
    expect(days.map((d) => d.date)).toEqual(['2030-03-09', today]);
    expect(days[0]).toEqual({ date: '2030-03-09', charged: 4 * 200_000 + 150_000, collected: 0, paidOut: 0 });
    expect(days[1]).toEqual({ date: today, charged: 4 * 1_500_000, collected: 0, paidOut: 300_000 });
  });

  it('exports the whole book for a spreadsheet, in the reader’s language, formulas defused', async () => {
    const { creator, tournamentId, a } = await weekend();
    await creator.api.ledger.record({
      tournamentId,
      kind: 'PAYMENT',
      teamId: a.teamId,
      amount: 1_250_050,
      method: 'TRANSFER',
      note: '=HYPERLINK("http://x", "pagado, gracias")',
    });
    const book = await creator.api.ledger.export({ tournamentId });
    expect(book.entries).toHaveLength(5);
    expect(book.entries.at(-1)).toMatchObject({ kind: 'PAYMENT', team: 'Equipo A' });
    const csv = ledgerCsv(book, 'en');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFDate,Team,Item,Amount,Currency,Method,Note,Recorded by,Match,Entry,Reverses',
    );
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d,Equipo [A-D],Registration,15000\.00,ARS,,,,,/);
    expect(lines[5]).toContain(
      ',Payment,12500.50,ARS,Bank transfer,"\'=HYPERLINK(""http://x"", ""pagado, gracias"")",',
    );
    expect(ledgerCsv(book, 'es').split('\r\n')[0]).toContain('Fecha,Equipo,Concepto,Importe');
  });

  it("gives a payment's receipt to the organiser and the paying team's captains only", async () => {
    const { s, creator, tournamentId, a, b } = await weekend();
    const first = await creator.api.ledger.record({
      tournamentId,
      kind: 'PAYMENT',
      teamId: a.teamId,
      amount: 1_000_000,
      method: 'CASH',
    });
    const second = await creator.api.ledger.record({
      tournamentId,
      kind: 'PAYMENT',
      teamId: a.teamId,
      amount: 200_000,
      method: 'PIX',
      note: 'Cuota de marzo',
    });
    const receipt = await a.captain.api.ledger.receipt({ entryId: second.id });
    expect(receipt).toMatchObject({
      number: 2,
      team: { id: a.teamId, name: 'Equipo A' },
      balanceAfter: 300_000,
      reversal: null,
      timeZone: ZONE,
    });
    expect((await creator.api.ledger.receipt({ entryId: first.id })).balanceAfter).toBe(500_000);
    for (const reader of [b.captain, a.players[1]!, await asNewUser(s)])
      await expect(reader.api.ledger.receipt({ entryId: first.id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    const charge = (await creator.api.ledger.get({ tournamentId })).entries.find(
      (e) => e.kind !== 'PAYMENT',
    )!;
    await expect(creator.api.ledger.receipt({ entryId: charge.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    // An undone payment's receipt says so; the undoing entry has none.
    const undo = await creator.api.ledger.reverse({ entryId: first.id, reason: 'Billete falso' });
    const voided = await creator.api.ledger.receipt({ entryId: first.id });
    expect(voided.reversal).toMatchObject({ reason: 'Billete falso' });
    await expect(creator.api.ledger.receipt({ entryId: undo.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    const pdf = renderReceipt(voided, { paper: 'A4', locale: 'br' });
    expect(latin1(pdf.subarray(0, 5))).toBe('%PDF-');
    const text = shown(pdf);
    expect(text).toContain('Recibo de pagamento');
    expect(text).toContain('Equipo A');
    expect(text).toContain('ARS 10.000');
    expect(text).toContain('Saldo após este pagamento:');
    expect(text).toContain('ANULADO');
    // The same receipt draws the same bytes.
    expect(latin1(renderReceipt(voided, { paper: 'A4', locale: 'br' }))).toBe(latin1(pdf));
  });

  it('keeps the reports to the organiser', async () => {
    const { s, tournamentId, a } = await weekend();
    const otherCreator = await asNewUser(s, { role: 'ADMIN' });
    for (const caller of [a.captain.api, otherCreator.api]) {
      await expect(caller.ledger.days({ tournamentId })).rejects.toBeTruthy();
      await expect(caller.ledger.due({ tournamentId })).rejects.toBeTruthy();
      await expect(caller.ledger.export({ tournamentId })).rejects.toBeTruthy();
    }
  });
});
