import { mercadoPagoSdk } from '@cancha/api';
import { type MercadoPagoFake, startMercadoPagoFake, tournamentInput } from '@cancha/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

// docs/decisions/027 — Mercado Pago over /api/v1: the organiser connects their account, a team's balance goes to
// Checkout Pro, and Mercado Pago's notification (no session, no Origin) is answered as it expects.

const TOKEN = 'APP_USR-5555555555-121206-abcdef012345-88001';
const SECRET = 'whsec-rest-0123456789abcdef';

let fake: MercadoPagoFake;
beforeAll(async () => {
  fake = await startMercadoPagoFake();
  fake.account(TOKEN, 'CLUBDELBARRIO');
});
afterAll(async () => fake.close());

describe('Mercado Pago over REST', () => {
  it('connects, opens a checkout and records the notified payment once', async () => {
    const t = testApp({ mercadoPago: mercadoPagoSdk({ apiBase: fake.url, retries: 0 }) });
    const organiser = await t.player({ role: 'ADMIN' });
    const rejected = await organiser.browser.put('/api/v1/payments/settings', {
      mercadoPago: { accessToken: 'APP_USR-wrong-token-000', webhookSecret: SECRET },
    });
    expect([rejected.status, rejected.json.code]).toEqual([400, 'MERCADO_PAGO_TOKEN_REJECTED']);
    const connected = await organiser.browser.put('/api/v1/payments/settings', {
      mercadoPago: { accessToken: TOKEN, webhookSecret: SECRET },
    });
    expect(connected.status).toBe(200);
    expect(connected.json.mercadoPago).toEqual({ account: 'CLUBDELBARRIO' });
    expect(connected.text).not.toContain(TOKEN);
    expect(connected.text).not.toContain(SECRET);

    const created = await organiser.browser.post(
      '/api/v1/tournaments',
      tournamentInput({
        type: 'LEAGUE',
        totalTeams: 4,
        registrationFee: undefined,
        matchFee: undefined,
        fees: { currency: 'MXN', registration: 80_000 },
      }),
    );
    const tournamentId: string = created.json.tournament.id;
    const added = await organiser.browser.post(`/api/v1/tournaments/${tournamentId}/teams`, {
      names: ['Halcones'],
    });
    const teamId: string = added.json.teams[0].id;
    const checkout = await organiser.browser.post(
      `/api/v1/tournaments/${tournamentId}/teams/${teamId}/checkout`,
    );
    expect(checkout.status).toBe(201);
    expect(checkout.json).toMatchObject({ amount: 80_000, currency: 'MXN' });
    const preferenceId = new URL(checkout.json.initPoint).searchParams.get('pref_id')!;

    const paymentId = fake.pay(preferenceId);
    const n = fake.notification(preferenceId, paymentId, SECRET);
    // As Mercado Pago posts it: JSON, its signature headers, no cookie and no Origin.
    const post = (path: string, headers: Record<string, string>) =>
      t.app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(n.body),
      });
    const first = await post(n.path, n.headers);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ recorded: true });
    const again = await post(n.path, n.headers);
    expect(await again.json()).toEqual({ recorded: false });
    const book = await organiser.browser.get(`/api/v1/tournaments/${tournamentId}/ledger?teamId=${teamId}`);
    expect(
      book.json.entries.filter((e: { method: string | null }) => e.method === 'MERCADO_PAGO'),
    ).toHaveLength(1);
    expect(book.json.balances).toContainEqual({ teamId, charged: 80_000, paid: 80_000, balance: 0 });

    const forged = await post(n.path, {
      ...n.headers,
      'x-signature': n.headers['x-signature'].replace(/v1=./, 'v1=0'),
    });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { code: string }).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const unknown = await post(n.path.replace(/ref=[^&]+/, 'ref=nada'), n.headers);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('CHECKOUT_UNKNOWN');
  });
});
