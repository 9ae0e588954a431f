import { tournamentInput } from '@cancha/api/testing';
import { fetchAll, ledgerEntries } from '@cancha/db';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

// docs/decisions/026 — a tournament's cash book over /api/v1: GET and POST tournaments/{id}/ledger, POST
// ledger/{entryId}/reverse.

/** An organiser's league charging 15.000 ARS to enter, with two teams added by name. */
async function league(t: ReturnType<typeof testApp>) {
  const organiser = await t.player({ role: 'ADMIN' });
  const created = await organiser.browser.post(
    '/api/v1/tournaments',
    tournamentInput({
      type: 'LEAGUE',
      totalTeams: 4,
      registrationFee: undefined,
      matchFee: undefined,
      fees: { currency: 'ARS', registration: 1_500_000, perMatch: 200_000, fines: { red: 100_000 } },
    }),
  );
  expect(created.status).toBe(201);
  expect(created.json.tournament.registrationFee).toEqual({ amount: 15000, currency: 'ARS' });
  const tournamentId: string = created.json.tournament.id;
  const added = await organiser.browser.post(`/api/v1/tournaments/${tournamentId}/teams`, {
    names: ['Los Pibes', 'Boca Unidos'],
  });
  expect(added.status).toBe(201);
  const teamIds: string[] = added.json.teams.map((x: { id: string }) => x.id);
  return { organiser, tournamentId, teamIds };
}

describe('the cash book over REST', () => {
  it('reads the charges, records a payment and reverses it', async () => {
    const t = testApp();
    const { organiser, tournamentId, teamIds } = await league(t);
    const book = await organiser.browser.get(`/api/v1/tournaments/${tournamentId}/ledger`);
    expect(book.status).toBe(200);
    expect(book.json.currency).toBe('ARS');
    expect(book.json.entries.map((e: { kind: string; amount: number }) => [e.kind, e.amount])).toEqual([
      ['REGISTRATION_FEE', 1_500_000],
      ['REGISTRATION_FEE', 1_500_000],
    ]);
    const paid = await organiser.browser.post(`/api/v1/tournaments/${tournamentId}/ledger`, {
      kind: 'PAYMENT',
      teamId: teamIds[0],
      amount: 1_500_000,
      method: 'PIX',
      note: 'Pix recibido',
    });
    expect(paid.status).toBe(201);
    expect(paid.json.successMessage).toBe('Movimiento registrado');
    const after = await organiser.browser.get(`/api/v1/tournaments/${tournamentId}/ledger`);
    expect(after.json.balances).toContainEqual({
      teamId: teamIds[0],
      charged: 1_500_000,
      paid: 1_500_000,
      balance: 0,
    });
    const undo = await organiser.browser.post(`/api/v1/ledger/${paid.json.entry.id}/reverse`, {
      reason: 'Pix devuelto',
    });
    expect(undo.status).toBe(201);
    expect(undo.json.entry).toMatchObject({ amount: -1_500_000, reverses: paid.json.entry.id });
    const again = await organiser.browser.post(`/api/v1/ledger/${paid.json.entry.id}/reverse`, {
      reason: 'x',
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('ENTRY_REVERSED');
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const t = testApp();
    const { organiser, tournamentId, teamIds } = await league(t);
    const path = `/api/v1/tournaments/${tournamentId}/ledger`;
    const count = async () => (await fetchAll(t.services.db.select().from(ledgerEntries))).length;
    const before = await count();
    for (const body of [
      { kind: 'PAYMENT', teamId: teamIds[0], amount: -5, method: 'CASH' },
      { kind: 'PAYMENT', teamId: teamIds[0], amount: 10.5, method: 'CASH' },
      { kind: 'PAYMENT', teamId: teamIds[0], amount: 100, method: 'BITCOIN' },
      { kind: 'GIFT', teamId: teamIds[0], amount: 100 },
    ]) {
      const r = await organiser.browser.post(path, body);
      expect(r.status).toBe(400);
      expect(r.json.errorMessage).toBeTruthy();
    }
    const stranger = await t.player();
    expect((await stranger.browser.get(path)).status).toBe(403);
    expect(
      (await stranger.browser.post(path, { kind: 'PAYMENT', teamId: teamIds[0], amount: 1, method: 'CASH' }))
        .status,
    ).toBe(403);
    const visitor = t.client();
    expect((await visitor.get(path)).status).toBe(401);
    const twoCurrencies = await organiser.browser.put(`/api/v1/tournaments/${tournamentId}`, {
      registrationFee: { amount: 10, currency: 'USD' },
    });
    expect(twoCurrencies.status).toBe(400);
    expect(twoCurrencies.json.code).toBe('VALIDATION');
    const dollars = await organiser.browser.put(`/api/v1/tournaments/${tournamentId}`, {
      fees: { currency: 'USD', registration: 1000 },
    });
    expect(dollars.status).toBe(409);
    expect(dollars.json.code).toBe('CURRENCY_LOCKED');
    expect(await count()).toBe(before);
  });

  it('answers the days, the day to collect, the CSV and a receipt', async () => {
    const t = testApp();
    const { organiser, tournamentId, teamIds } = await league(t);
    const base = `/api/v1/tournaments/${tournamentId}`;
    const paid = await organiser.browser.post(`${base}/ledger`, {
      kind: 'PAYMENT',
      teamId: teamIds[0],
      amount: 500_000,
      method: 'CASH',
    });
    const days = await organiser.browser.get(`${base}/ledger/days`);
    expect(days.status).toBe(200);
    expect(days.json).toEqual([
      { date: expect.any(String), charged: 3_000_000, collected: 500_000, paidOut: 0 },
    ]);
    const due = await organiser.browser.get(`${base}/ledger/due?date=2030-01-05`);
    expect(due.status).toBe(200);
    expect(due.json).toMatchObject({ date: '2030-01-05', teams: [], total: 0, currency: 'ARS' });
    expect((await organiser.browser.get(`${base}/ledger/due?date=5/1/2030`)).status).toBe(400);

    const csv = await organiser.browser.get(`${base}/ledger.csv?lang=en`);
    expect(csv.status).toBe(200);
    expect(csv.res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="caja-[a-z0-9-]+\.csv"$/,
    );
    expect(csv.text.split('\r\n')[0]).toBe(
      'Date,Team,Item,Amount,Currency,Method,Note,Recorded by,Match,Entry,Reverses',
    );
    expect(csv.text).toContain(',Los Pibes,Payment,5000.00,ARS,Cash,');

    const receipt = await organiser.browser.get(`/api/v1/ledger/${paid.json.entry.id}/receipt.pdf`);
    expect(receipt.status).toBe(200);
    expect(receipt.res.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.res.headers.get('content-disposition')).toBe(
      'inline; filename="recibo-0001-los-pibes.pdf"',
    );
    expect(receipt.text.startsWith('%PDF-')).toBe(true);

    const stranger = await t.player();
    for (const path of [`${base}/ledger/days`, `${base}/ledger/due`, `${base}/ledger.csv`])
      expect((await stranger.browser.get(path)).status).toBe(403);
    expect((await stranger.browser.get(`/api/v1/ledger/${paid.json.entry.id}/receipt.pdf`)).status).toBe(404);
    expect((await t.client().get(`${base}/ledger.csv`)).status).toBe(401);
  });

  it('keeps the organiser’s Pix key and answers a team’s Pix code', async () => {
    const t = testApp();
    const organiser = await t.player({ role: 'ADMIN' });
    const created = await organiser.browser.post(
      '/api/v1/tournaments',
      tournamentInput({
        type: 'LEAGUE',
        totalTeams: 4,
        registrationFee: undefined,
        matchFee: undefined,
        fees: { currency: 'BRL', registration: 15_000 },
      }),
    );
    const tournamentId: string = created.json.tournament.id;
    const added = await organiser.browser.post(`/api/v1/tournaments/${tournamentId}/teams`, {
      names: ['Unidos'],
    });
    const teamId: string = added.json.teams[0].id;
    const pix = `/api/v1/tournaments/${tournamentId}/teams/${teamId}/pix`;
    const notYet = await organiser.browser.get(pix);
    expect([notYet.status, notYet.json.code]).toEqual([409, 'PIX_NOT_SET_UP']);

    const bad = await organiser.browser.put('/api/v1/payments/settings', {
      pix: { key: '000.000.000-01', name: 'Liga', city: 'Recife' },
    });
    expect(bad.status).toBe(400);
    const saved = await organiser.browser.put('/api/v1/payments/settings', {
      pix: { key: '+55 (81) 99876-5432', name: 'Liga do Parque', city: 'Recife' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.pix).toEqual({ key: '+5581998765432', name: 'Liga do Parque', city: 'Recife' });
    expect((await organiser.browser.get('/api/v1/payments/settings')).json).toEqual(saved.json);

    const code = await organiser.browser.get(pix);
    expect(code.status).toBe(200);
    expect(code.json).toMatchObject({ amount: 15_000, txid: expect.stringMatching(/^UNIDOS[0-9A-Z]{10}$/) });
    expect(code.json.payload).toContain('0014br.gov.bcb.pix0114+5581998765432');
    expect(code.json.payload).toContain('5406150.00');

    const player = await t.player();
    expect((await player.browser.get('/api/v1/payments/settings')).status).toBe(403);
    expect((await t.client().get(pix)).status).toBe(401);
  });
});
