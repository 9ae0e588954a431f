import { execute, fetchOne, ledgerEntries, tournaments, users } from '@cancha/db';
import { balancesOf, type LedgerDto, type LedgerEntryDto } from '@cancha/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asAccount } from '../auth/session';
import { seedDemo } from '../demo/demo-seed';
import { cashLeague as league } from '../test-fixtures/ledger';
import { asNewUser, type Side, testServices, tournamentWithTeams } from '../testing';
import { readLedger } from './ledger.service';

// The league's cash book (docs/decisions/026): charges the competition writes by itself, payments and
// adjustments the organiser writes, reversals instead of edits, and balances that are always the entries' sum.

const balanceOf = (book: LedgerDto, side: Side) => book.balances.find((x) => x.teamId === side.teamId)!;
/** A team's entries as `KIND amount`, sorted: entries written in the same millisecond have no order of their own. */
const kinds = (book: LedgerDto, side: Side) =>
  book.entries
    .filter((e) => e.teamId === side.teamId)
    .map((e) => `${e.kind} ${e.amount}`)
    .sort();

/** Every balance of the book is the sum of its entries. */
function expectProvable(book: LedgerDto) {
  const sums = balancesOf(book.entries);
  for (const b of book.balances) {
    const sum = sums.find((x) => x.teamId === b.teamId) ?? { charged: 0, paid: 0, balance: 0 };
    expect([b.charged, b.paid, b.balance]).toEqual([sum.charged, sum.paid, sum.balance]);
  }
}

describe('the cash book', () => {
  it('charges registration on approval, a fee per team for a finished match and a fine per card', async () => {
    const s = testServices();
    const { creator, tournamentId, a, b, match } = await league(s);
    let book = await creator.api.ledger.get({ tournamentId, limit: 500 });
    expect(book.currency).toBe('ARS');
    expect(book.balances).toHaveLength(4);
    expect(kinds(book, a)).toEqual(['REGISTRATION_FEE 1500000']);

    const m = match(a, b);
    const shooter = m.teamOneId === a.teamId ? a : b;
    const card = await creator.api.matches.addEvent({
      matchId: m.id,
      teamId: shooter.teamId,
      playerId: shooter.players[1]!.user.id,
      type: 'YELLOW_CARD',
      minute: 10,
    });
    await creator.api.matches.update({
      matchId: m.id,
      teamOneScore: 1,
      teamTwoScore: 0,
      status: 'COMPLETED',
    });
    book = await creator.api.ledger.get({ tournamentId, limit: 500 });
    expect(kinds(book, shooter)).toEqual(['FINE 50000', 'MATCH_FEE 200000', 'REGISTRATION_FEE 1500000']);
    expect(balanceOf(book, shooter)).toMatchObject({ charged: 1_750_000, paid: 0, balance: 1_750_000 });
    const fine = book.entries.find((e) => e.kind === 'FINE')!;
    expect(fine).toMatchObject({ matchId: m.id, createdBy: null, reverses: null });

    // A reopened result takes the match fee back; the card removed takes its fine back: by reversals.
    await creator.api.matches.update({ matchId: m.id, status: 'IN_PROGRESS' });
    await creator.api.matches.deleteEvent({ eventId: card.id });
    book = await creator.api.ledger.get({ tournamentId, limit: 500 });
    expect(kinds(book, shooter)).toEqual([
      'FINE -50000',
      'FINE 50000',
      'MATCH_FEE -200000',
      'MATCH_FEE 200000',
      'REGISTRATION_FEE 1500000',
    ]);
    expect(balanceOf(book, shooter).balance).toBe(1_500_000);
    expect(book.entries.find((e) => e.id === fine.id)?.reversedBy).toBeTruthy();
    expectProvable(book);
  });

  it('fines the team that did not come and charges nobody for the match', async () => {
    const s = testServices();
    const { creator, tournamentId, a, b, match } = await league(s);
    await creator.api.matches.walkover({ matchId: match(a, b).id, absentTeamId: b.teamId });
    const book = await creator.api.ledger.get({ tournamentId, limit: 500 });
    expect(kinds(book, b)).toEqual(['FINE 1000000', 'REGISTRATION_FEE 1500000']);
    expect(kinds(book, a)).toEqual(['REGISTRATION_FEE 1500000']);
  });

  it('records cash at the pitch, and undoes a mistake with its opposite, once', async () => {
    const s = testServices();
    const { creator, tournamentId, a } = await league(s);
    const paid = await creator.api.ledger.record({
      tournamentId,
      kind: 'PAYMENT',
      teamId: a.teamId,
      amount: 1_000_000,
      method: 'CASH',
      note: 'Cobrado en la cancha',
    });
    expect(paid).toMatchObject({ kind: 'PAYMENT', amount: 1_000_000, method: 'CASH', currency: 'ARS' });
    expect(paid.createdBy?.id).toBe(creator.user.id);
    let book = await creator.api.ledger.get({ tournamentId, limit: 500 });
    expect(balanceOf(book, a)).toMatchObject({ charged: 1_500_000, paid: 1_000_000, balance: 500_000 });

    const undo = await creator.api.ledger.reverse({ entryId: paid.id, reason: 'Era de otro equipo' });
    expect(undo).toMatchObject({ amount: -1_000_000, reverses: paid.id, note: 'Era de otro equipo' });
    await expect(creator.api.ledger.reverse({ entryId: paid.id, reason: 'otra vez' })).rejects.toMatchObject({
      message: 'ENTRY_REVERSED',
    });
    await expect(creator.api.ledger.reverse({ entryId: undo.id, reason: 'deshacer' })).rejects.toMatchObject({
      message: 'ENTRY_IS_REVERSAL',
    });
    book = await creator.api.ledger.get({ tournamentId, limit: 500 });
    expect(balanceOf(book, a)).toMatchObject({ paid: 0, balance: 1_500_000 });

    const credit = await creator.api.ledger.record({
      tournamentId,
      kind: 'ADJUSTMENT',
      teamId: a.teamId,
      amount: -500_000,
      note: 'Descuento por pagar la temporada',
    });
    expect(credit.amount).toBe(-500_000);
    book = await creator.api.ledger.get({ tournamentId, limit: 500 });
    expect(balanceOf(book, a).balance).toBe(1_000_000);
    expectProvable(book);
  });

  it('waives a charge the organiser reversed: the competition does not charge it again', async () => {
    const s = testServices();
    const { creator, tournamentId, a } = await league(s);
    const fee = (await creator.api.ledger.get({ tournamentId, limit: 500 })).entries.find(
      (e) => e.teamId === a.teamId && e.kind === 'REGISTRATION_FEE',
    )!;
    await creator.api.ledger.reverse({ entryId: fee.id, reason: 'Becado' });
    // Anything that settles the charges again (a fee edit) leaves the waived one alone.
    await creator.api.tournaments.update({
      tournamentId,
      fees: { currency: 'ARS', registration: 1_500_000, perMatch: 300_000 },
    });
    const book = await creator.api.ledger.get({ tournamentId, limit: 500 });
    expect(balanceOf(book, a).balance).toBe(0);
  });

  it('charges approved teams once a fee is set later, and the fees read back in minor units', async () => {
    const s = testServices();
    const setup = await tournamentWithTeams(s, 3, { type: 'LEAGUE', totalTeams: 3 });
    const { creator, tournamentId } = setup;
    const free = await creator.api.ledger.get({ tournamentId, limit: 500 });
    expect(free.entries).toEqual([]);
    const updated = await creator.api.tournaments.update({
      tournamentId,
      registrationFee: { amount: 12500.5, currency: 'ARS' },
    });
    expect(updated.fees).toMatchObject({ currency: 'ARS', registration: 1_250_050 });
    const book = await creator.api.ledger.get({ tournamentId, limit: 500 });
    expect(book.entries.map((e) => e.amount)).toEqual([1_250_050, 1_250_050, 1_250_050]);
    // The currency is the book's: fixed once it has entries.
    await expect(
      creator.api.tournaments.update({ tournamentId, registrationFee: { amount: 100, currency: 'USD' } }),
    ).rejects.toMatchObject({ message: 'CURRENCY_LOCKED' });
  });

  it('keeps one currency: fees in two are refused', async () => {
    const s = testServices();
    const creator = await asNewUser(s, { role: 'ADMIN' });
    const { tournamentInput } = await import('../testing');
    await expect(
      creator.api.tournaments.create(
        tournamentInput({
          registrationFee: { amount: 100, currency: 'ARS' },
          matchFee: { amount: 10, currency: 'USD' },
        }),
      ),
    ).rejects.toThrow(/FEES_ONE_CURRENCY/);
    const brl = await creator.api.tournaments.create(
      tournamentInput({
        fees: { currency: 'BRL', registration: 20_000, perMatch: 5_000, fines: { yellow: 1_000 } },
        registrationFee: undefined,
        matchFee: undefined,
      }),
    );
    expect(brl.registrationFee).toEqual({ amount: 200, currency: 'BRL' });
    expect(brl.matchFee).toEqual({ amount: 50, currency: 'BRL' });
    expect(brl.fees).toEqual({
      currency: 'BRL',
      registration: 20_000,
      perMatch: 5_000,
      fines: { yellow: 1_000, red: 0, noShow: 0 },
    });
  });

  it('refuses bad entries and writes nothing', async () => {
    const s = testServices();
    const { creator, tournamentId, a } = await league(s);
    const outsider = await tournamentWithTeams(s, 1, { type: 'LEAGUE', totalTeams: 3 });
    const before = (await creator.api.ledger.get({ tournamentId, limit: 500 })).entries.length;
    const payment = { tournamentId, kind: 'PAYMENT' as const, teamId: a.teamId, method: 'CASH' as const };
    for (const amount of [-100, 0, 10.5])
      await expect(creator.api.ledger.record({ ...payment, amount })).rejects.toMatchObject({
        code: 'BAD_REQUEST',
      });
    await expect(
      creator.api.ledger.record({ ...payment, teamId: outsider.sides[0]!.teamId, amount: 100 }),
    ).rejects.toMatchObject({ message: 'TEAM_NOT_IN_TOURNAMENT' });
    await expect(
      creator.api.ledger.record({
        tournamentId,
        kind: 'ADJUSTMENT',
        teamId: a.teamId,
        amount: 100,
        note: '',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Another organiser writes nothing in this book, and reverses nothing of it.
    await expect(outsider.creator.api.ledger.record({ ...payment, amount: 100 })).rejects.toMatchObject({
      message: 'FORBIDDEN',
    });
    const entry = (await creator.api.ledger.get({ tournamentId, limit: 500 })).entries[0]!;
    await expect(
      outsider.creator.api.ledger.reverse({ entryId: entry.id, reason: 'no es mío' }),
    ).rejects.toMatchObject({ message: 'FORBIDDEN' });
    expect((await creator.api.ledger.get({ tournamentId, limit: 500 })).entries).toHaveLength(before);
  });

  it("shows a captain their team's history, a player only its balance, and nobody else anything", async () => {
    const s = testServices();
    const { creator, tournamentId, a, b } = await league(s);
    await creator.api.ledger.record({
      tournamentId,
      kind: 'PAYMENT',
      teamId: b.teamId,
      amount: 500_000,
      method: 'TRANSFER',
    });
    const captain = await a.captain.api.ledger.get({ tournamentId, limit: 500 });
    expect(captain.manage).toBe(false);
    expect(captain.balances).toEqual([{ teamId: a.teamId, charged: 1_500_000, paid: 0, balance: 1_500_000 }]);
    expect(captain.entries.every((e: LedgerEntryDto) => e.teamId === a.teamId)).toBe(true);
    expect(captain.entries).toHaveLength(1);
    const player = await a.players[2]!.api.ledger.get({ tournamentId, limit: 500 });
    expect(player.balances).toEqual(captain.balances);
    expect(player.entries).toEqual([]);
    const stranger = await asNewUser(s);
    await expect(stranger.api.ledger.get({ tournamentId, limit: 500 })).rejects.toMatchObject({
      message: 'FORBIDDEN',
    });
  });

  it('pays referees from the book: what is owed goes down', async () => {
    const s = testServices();
    const { creator, tournamentId, a, b, match } = await league(s);
    const referee = await creator.api.matchDay.addReferee({
      tournamentId,
      name: 'Raúl Pito',
      feePerMatch: 3000,
    });
    const m = match(a, b);
    await creator.api.matches.update({ matchId: m.id, refereeId: referee.id });
    await creator.api.matches.update({
      matchId: m.id,
      teamOneScore: 0,
      teamTwoScore: 0,
      status: 'COMPLETED',
    });
    const owed = async () =>
      (await creator.api.matchDay.referees({ tournamentId })).find((r) => r.id === referee.id)!.owed;
    expect(await owed()).toBe(3000);
    const payout = await creator.api.ledger.record({
      tournamentId,
      kind: 'REFEREE_PAYOUT',
      refereeId: referee.id,
      amount: 200_000,
    });
    expect(payout).toMatchObject({ teamId: null, refereeId: referee.id, method: 'CASH' });
    expect(await owed()).toBe(1000);
    expect((await creator.api.ledger.get({ tournamentId })).paidOut).toBe(200_000);
    // Money paid out is the organiser's: no team's balance moves.
    const book = await creator.api.ledger.get({ tournamentId, limit: 500 });
    expect(book.balances.every((x) => x.teamId !== null)).toBe(true);
    expectProvable(book);
  });
});

describe("the team's news", () => {
  it('tells the captains of new charges, once per change, and of a payment recorded', async () => {
    const s = testServices();
    const { creator, tournamentId, a, b, match } = await league(s);
    const m = match(a, b);
    await creator.api.matches.update({
      matchId: m.id,
      teamOneScore: 2,
      teamTwoScore: 0,
      status: 'COMPLETED',
    });
    await creator.api.ledger.record({
      tournamentId,
      kind: 'PAYMENT',
      teamId: a.teamId,
      amount: 1_000,
      method: 'CASH',
    });
    const news = (await a.captain.api.notifications.list()).filter((n) => n.kind.startsWith('LEDGER_'));
    expect(news.map((n) => [n.kind, n.params.count ?? null, n.tournamentId, n.teamId]).sort()).toEqual([
      ['LEDGER_CHARGED', '1', tournamentId, a.teamId],
      ['LEDGER_CHARGED', '1', tournamentId, a.teamId],
      ['LEDGER_PAYMENT', null, tournamentId, a.teamId],
    ]);
    // A player of the team is not told: the captain runs the team's money.
    expect((await a.players[2]!.api.notifications.list()).some((n) => n.kind.startsWith('LEDGER_'))).toBe(
      false,
    );
  });
});

describe('the book, read and kept', () => {
  it('reads a page at a time, newest first, and a reversal on another page still marks its entry', async () => {
    const s = testServices();
    const { creator, tournamentId, a } = await league(s);
    const payment = { tournamentId, kind: 'PAYMENT' as const, teamId: a.teamId, method: 'CASH' as const };
    const first = await creator.api.ledger.record({ ...payment, amount: 1 });
    for (let i = 2; i <= 5; i++) await creator.api.ledger.record({ ...payment, amount: i });
    await creator.api.ledger.reverse({ entryId: first.id, reason: 'Error' });
    const seen: LedgerEntryDto[] = [];
    let before: string | undefined;
    do {
      const page = await creator.api.ledger.get({ tournamentId, teamId: a.teamId, limit: 2, before });
      expect(page.entries.length).toBeLessThanOrEqual(2);
      seen.push(...page.entries);
      before = page.nextBefore ?? undefined;
    } while (before);
    // Four registration fees are the other teams'; this team's seven entries came in four pages.
    expect(seen).toHaveLength(7);
    expect(new Set(seen.map((e) => e.id)).size).toBe(7);
    expect(seen.find((e) => e.id === first.id)?.reversedBy).toBe(
      seen.find((e) => e.reverses === first.id)?.id,
    );
    await expect(creator.api.ledger.get({ tournamentId, before: crypto.randomUUID() })).rejects.toMatchObject(
      { message: 'NOT_FOUND' },
    );
  });

  it('refuses to change what an entry says, in the database itself', async () => {
    const s = testServices();
    const { creator, tournamentId } = await league(s);
    const entry = (await creator.api.ledger.get({ tournamentId, limit: 500 })).entries[0]!;
    // SQLite's driver throws at once, PostgreSQL's rejects: both are a refusal.
    const change = async () =>
      execute(s.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.id, entry.id)));
    // drizzle wraps PostgreSQL's error as its cause.
    const refusal = await change().then(
      () => null,
      (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
    );
    expect(refusal).toMatch(/append-only/);
    const again = (await creator.api.ledger.get({ tournamentId, limit: 500 })).entries.find(
      (e) => e.id === entry.id,
    );
    expect(again?.amount).toBe(entry.amount);
  });
});

describe('balances', () => {
  it('are the sum of the entries after any sequence of charges, payments, corrections and reversals', async () => {
    const s = testServices();
    const { creator, tournamentId, sides, match } = await league(s);
    // A fixed seed: the same random sequence on every run and on both engines.
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      // The high bits: a power-of-two modulus leaves the low ones a short cycle.
      return Math.floor((seed / 2 ** 31) * n);
    };
    const cards: string[] = [];
    for (let step = 0; step < 40; step++) {
      const side = sides[random(4)]!;
      const other = sides.find((x) => x !== side)!;
      const m = match(side, other);
      const book = await creator.api.ledger.get({ tournamentId, limit: 500 });
      switch (random(6)) {
        case 0:
          await creator.api.ledger.record({
            tournamentId,
            kind: 'PAYMENT',
            teamId: side.teamId,
            amount: 1 + random(900_000),
            method: 'CASH',
          });
          break;
        case 1:
          await creator.api.ledger.record({
            tournamentId,
            kind: 'ADJUSTMENT',
            teamId: side.teamId,
            amount: random(2) ? 1 + random(50_000) : -1 - random(50_000),
            note: 'Corrección',
          });
          break;
        case 2: {
          const open = book.entries.filter((e) => !e.reverses && !e.reversedBy);
          const pick = open[random(open.length)];
          if (pick) await creator.api.ledger.reverse({ entryId: pick.id, reason: 'Error' });
          break;
        }
        case 3: {
          const detail = await creator.api.matches.byId({ matchId: m.id });
          if (detail.status === 'COMPLETED') break;
          const card = await creator.api.matches.addEvent({
            matchId: m.id,
            teamId: side.teamId,
            playerId: side.players[random(5)]!.user.id,
            type: random(3) === 0 ? 'RED_CARD' : 'YELLOW_CARD',
            minute: random(90),
          });
          cards.push(card.id);
          break;
        }
        case 4: {
          const detail = await creator.api.matches.byId({ matchId: m.id });
          const card = cards.pop();
          if (card && detail.status !== 'COMPLETED')
            await creator.api.matches.deleteEvent({ eventId: card }).catch(() => undefined);
          break;
        }
        default: {
          const detail = await creator.api.matches.byId({ matchId: m.id });
          await creator.api.matches.update(
            detail.status === 'COMPLETED'
              ? { matchId: m.id, status: 'IN_PROGRESS' }
              : { matchId: m.id, teamOneScore: 1, teamTwoScore: 1, status: 'COMPLETED' },
          );
        }
      }
      expectProvable(await creator.api.ledger.get({ tournamentId, limit: 500 }));
    }
    const written = new Set(
      (await creator.api.ledger.get({ tournamentId, limit: 500 })).entries.map((e) => e.kind),
    );
    expect([...written].sort()).toEqual(['ADJUSTMENT', 'FINE', 'MATCH_FEE', 'PAYMENT', 'REGISTRATION_FEE']);
  });
});

describe('the demo league', () => {
  it('charges its fees, with one team paid up in cash, one part-paid and two owing', async () => {
    const s = testServices();
    await seedDemo(s.db);
    const league = (await fetchOne(
      s.db.select().from(tournaments).where(eq(tournaments.name, 'Liga de Primavera')),
    ))!;
    const organiser = asAccount(
      await fetchOne(s.db.select().from(users).where(eq(users.id, league.creatorId))),
    )!;
    const book = await readLedger(s.db, organiser, { tournamentId: league.id, limit: 500 });
    expect(book.currency).toBe('ARS');
    expectProvable(book);
    const kinds = new Set(book.entries.map((e) => e.kind));
    expect(kinds).toEqual(new Set(['REGISTRATION_FEE', 'MATCH_FEE', 'FINE', 'PAYMENT', 'REFEREE_PAYOUT']));
    const balances = book.balances.map((b) => b.balance).sort((x, y) => x - y);
    expect(balances[0]).toBe(0);
    expect(balances.filter((b) => b > 0)).toHaveLength(3);
  });
});
