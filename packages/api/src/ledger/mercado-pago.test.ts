import { randomBytes } from 'node:crypto';
import { fetchAll, fetchOne, ledgerEntries, notifications, paymentSettings } from '@cancha/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashLeague } from '../test-fixtures/ledger';
import {
  asNewUser,
  browserCaller,
  type MercadoPagoFake,
  startMercadoPagoFake,
  testServices,
  tournamentWithTeams,
} from '../testing';
import { mercadoPagoSdk } from './mercado-pago';
import { openSecret, sealSecret } from './secrets';

// Mercado Pago into the organiser's own account (docs/decisions/027), against a local fake of its API: the token
// tried and sealed, a team's checkout, and notifications believed only by their signature and the payment read
// back, written once.

const TOKEN = 'APP_USR-1234567890-121206-0a1b2c3d4e5f-77001';
const SECRET = 'whsec-liga-del-parque-0123456789';

let fake: MercadoPagoFake;
beforeAll(async () => {
  fake = await startMercadoPagoFake();
  fake.account(TOKEN, 'LIGADELPARQUE');
});
afterAll(async () => fake.close());

async function connectedLeague() {
  const s = testServices({ mercadoPago: mercadoPagoSdk({ apiBase: fake.url, retries: 0 }) });
  const league = await cashLeague(s);
  await league.creator.api.ledger.savePaymentSettings({
    mercadoPago: { accessToken: TOKEN, webhookSecret: SECRET },
  });
  return { s, ...league };
}

/** The notification as Mercado Pago sends it, handed to the app as the REST adapter reads it. */
function notice(n: ReturnType<MercadoPagoFake['notification']>) {
  return {
    ref: n.query.ref,
    dataId: n.query['data.id'],
    type: n.query.type,
    xSignature: n.headers['x-signature'],
    xRequestId: n.headers['x-request-id'],
  };
}

describe('Mercado Pago', () => {
  it('tries the token before keeping it, keeps it sealed, and never sends it back', async () => {
    const s = testServices({ mercadoPago: mercadoPagoSdk({ apiBase: fake.url, retries: 0 }) });
    const organiser = await asNewUser(s, { role: 'ADMIN' });
    await expect(
      organiser.api.ledger.savePaymentSettings({
        mercadoPago: { accessToken: 'APP_USR-not-a-real-token', webhookSecret: SECRET },
      }),
    ).rejects.toMatchObject({ message: 'MERCADO_PAGO_TOKEN_REJECTED' });
    const saved = await organiser.api.ledger.savePaymentSettings({
      mercadoPago: { accessToken: TOKEN, webhookSecret: SECRET },
    });
    expect(saved).toEqual({
      pix: null,
      mercadoPago: { account: 'LIGADELPARQUE' },
      mercadoPagoWebhookUrl: 'http://localhost:3000/api/v1/payments/mercadopago/webhook',
    });
    const stored = await fetchOne(
      s.db.select().from(paymentSettings).where(eq(paymentSettings.userId, organiser.user.id)),
    );
    expect(JSON.stringify(stored)).not.toContain(TOKEN);
    expect(JSON.stringify(stored)).not.toContain(SECRET);
    expect(stored?.mercadoPagoToken).toMatch(/^v1\./);
    expect(JSON.stringify(await organiser.api.ledger.paymentSettings())).not.toContain(TOKEN);
    // Disconnected: gone.
    expect((await organiser.api.ledger.savePaymentSettings({ mercadoPago: null })).mercadoPago).toBeNull();
  });

  it("takes a team's balance to Checkout Pro and writes the approved payment once", async () => {
    const { s, creator, tournamentId, a } = await connectedLeague();
    expect((await a.captain.api.ledger.get({ tournamentId })).pay).toEqual({ pix: false, mercadoPago: true });
    const checkout = await a.captain.api.ledger.checkout({ tournamentId, teamId: a.teamId });
    expect(checkout).toMatchObject({ amount: 1_500_000, currency: 'ARS' });
    expect(checkout.initPoint.startsWith(`${fake.url}/checkout/v1/redirect?pref_id=`)).toBe(true);
    const preferenceId = new URL(checkout.initPoint).searchParams.get('pref_id')!;
    const preference = fake.preferences.get(preferenceId)!;
    expect(preference.body.items[0]).toMatchObject({ unit_price: 15000, currency_id: 'ARS' });
    expect(preference.body.notification_url).toBe(
      `http://localhost:3000/api/v1/payments/mercadopago/webhook?ref=${preference.body.external_reference}`,
    );
    // Created with the organiser's own token, once (an idempotency key per checkout).
    const created = fake.requests.filter(
      (r) => r.method === 'POST' && r.path.startsWith('/checkout/preferences'),
    );
    expect(created.at(-1)).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      idempotencyKey: preference.body.external_reference,
    });

    const paymentId = fake.pay(preferenceId);
    const mp = browserCaller(s).api;
    const n = fake.notification(preferenceId, paymentId, SECRET);
    expect(await mp.ledger.mercadoPagoNotification(notice(n))).toEqual({ recorded: true });
    const book = await creator.api.ledger.get({ tournamentId, teamId: a.teamId });
    const paid = book.entries.filter((e) => e.kind === 'PAYMENT');
    expect(paid).toEqual([
      expect.objectContaining({
        amount: 1_500_000,
        method: 'MERCADO_PAGO',
        note: `Mercado Pago ${paymentId}`,
        createdBy: null,
      }),
    ]);
    expect(book.balances.find((b) => b.teamId === a.teamId)?.balance).toBe(0);

    // The same notification again, or signed anew (Mercado Pago retries): nothing more is written.
    expect(await mp.ledger.mercadoPagoNotification(notice(n))).toEqual({ recorded: false });
    expect(
      await mp.ledger.mercadoPagoNotification(notice(fake.notification(preferenceId, paymentId, SECRET))),
    ).toEqual({ recorded: false });
    const written = await fetchAll(
      s.db.select().from(ledgerEntries).where(eq(ledgerEntries.method, 'MERCADO_PAGO')),
    );
    expect(written).toHaveLength(1);

    // The organiser hears of it, and so do the team's captains.
    const told = await fetchAll(
      s.db.select().from(notifications).where(eq(notifications.tournamentId, tournamentId)),
    );
    expect(told.filter((x) => x.kind === 'LEDGER_ONLINE_PAYMENT').map((x) => x.userId)).toEqual([
      creator.user.id,
    ]);
    expect(told.filter((x) => x.kind === 'LEDGER_PAYMENT').map((x) => x.userId)).toEqual([a.captain.user.id]);

    // Paid in full: no checkout for nothing.
    await expect(a.captain.api.ledger.checkout({ tournamentId, teamId: a.teamId })).rejects.toMatchObject({
      message: 'NOTHING_OWED',
    });
  });

  it('refuses a notification with no or a forged signature, an unknown checkout, a wrong amount, another organiser’s payment, an old replay', async () => {
    const { s, tournamentId, a, b } = await connectedLeague();
    const mp = browserCaller(s).api;
    const count = async () =>
      (await fetchAll(s.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'PAYMENT')))).length;
    const checkout = await a.captain.api.ledger.checkout({ tournamentId, teamId: a.teamId });
    const preferenceId = new URL(checkout.initPoint).searchParams.get('pref_id')!;
    const paymentId = fake.pay(preferenceId);
    const good = notice(fake.notification(preferenceId, paymentId, SECRET));
    const refused = (n: Parameters<typeof mp.ledger.mercadoPagoNotification>[0], message: string) =>
      expect(mp.ledger.mercadoPagoNotification(n)).rejects.toMatchObject({ message });

    await refused({ ...good, xSignature: undefined }, 'WEBHOOK_SIGNATURE_INVALID');
    await refused(
      notice(fake.notification(preferenceId, paymentId, 'not-the-secret')),
      'WEBHOOK_SIGNATURE_INVALID',
    );
    await refused({ ...good, dataId: String(Number(paymentId) + 1) }, 'WEBHOOK_SIGNATURE_INVALID');
    await refused(
      notice(fake.notification(preferenceId, paymentId, SECRET, Date.now() - 3_600_000)),
      'WEBHOOK_SIGNATURE_INVALID',
    );
    await refused({ ...good, ref: 'no-such-checkout' }, 'CHECKOUT_UNKNOWN');
    await refused({ ...good, ref: undefined }, 'CHECKOUT_UNKNOWN');

    // Paid less than the checkout asked.
    const short = fake.pay(preferenceId, { transaction_amount: 100 });
    await refused(notice(fake.notification(preferenceId, short, SECRET)), 'PAYMENT_MISMATCH');
    // A payment of team B's checkout, announced at team A's address: its reference is not A's.
    const other = await b.captain.api.ledger.checkout({ tournamentId, teamId: b.teamId });
    const otherPreference = new URL(other.initPoint).searchParams.get('pref_id')!;
    const otherPayment = fake.pay(otherPreference);
    const crossed = fake.notification(otherPreference, otherPayment, SECRET);
    await refused({ ...notice(crossed), ref: good.ref }, 'PAYMENT_MISMATCH');
    // Another organiser's account: its payments are not found with this organiser's token.
    const elsewhere = testServices({ mercadoPago: mercadoPagoSdk({ apiBase: fake.url, retries: 0 }) });
    fake.account('APP_USR-other-organiser-token-0001', 'OTRALIGA');
    const otherLeague = await cashLeague(elsewhere);
    await otherLeague.creator.api.ledger.savePaymentSettings({
      mercadoPago: {
        accessToken: 'APP_USR-other-organiser-token-0001',
        webhookSecret: 'whsec-otra-liga-000000',
      },
    });
    const theirs = await otherLeague.a.captain.api.ledger.checkout({
      tournamentId: otherLeague.tournamentId,
      teamId: otherLeague.a.teamId,
    });
    const theirPayment = fake.pay(new URL(theirs.initPoint).searchParams.get('pref_id')!);
    await refused(notice(fake.notification(preferenceId, theirPayment, SECRET)), 'PAYMENT_MISMATCH');

    // A payment still pending is acknowledged and waits for its approval.
    const pending = fake.pay(preferenceId, { status: 'pending' });
    expect(
      await mp.ledger.mercadoPagoNotification(notice(fake.notification(preferenceId, pending, SECRET))),
    ).toEqual({
      recorded: false,
    });
    expect(await count()).toBe(0);
    expect(await mp.ledger.mercadoPagoNotification(good)).toEqual({ recorded: true });
    expect(await count()).toBe(1);
  });

  it('is offered only where the organiser connected it, in a currency Mercado Pago charges', async () => {
    const s = testServices({ mercadoPago: mercadoPagoSdk({ apiBase: fake.url, retries: 0 }) });
    const { creator, tournamentId, a } = await cashLeague(s);
    await expect(a.captain.api.ledger.checkout({ tournamentId, teamId: a.teamId })).rejects.toMatchObject({
      message: 'MERCADO_PAGO_NOT_SET_UP',
    });
    const dollars = await tournamentWithTeams(s, 1, {
      type: 'LEAGUE',
      totalTeams: 3,
      fees: { currency: 'USD', registration: 5_000 },
    });
    await dollars.creator.api.ledger.savePaymentSettings({
      mercadoPago: { accessToken: TOKEN, webhookSecret: SECRET },
    });
    await expect(
      dollars.sides[0]!.captain.api.ledger.checkout({
        tournamentId: dollars.tournamentId,
        teamId: dollars.sides[0]!.teamId,
      }),
    ).rejects.toMatchObject({ message: 'MERCADO_PAGO_CURRENCY' });
    // Only the team's captains and the organiser open a checkout.
    await creator.api.ledger.savePaymentSettings({
      mercadoPago: { accessToken: TOKEN, webhookSecret: SECRET },
    });
    await expect(a.players[1]!.api.ledger.checkout({ tournamentId, teamId: a.teamId })).rejects.toMatchObject(
      {
        code: 'FORBIDDEN',
      },
    );
  });

  it('seals each secret apart, refuses a changed one, and reads secrets of a lost key as not connected', async () => {
    const key = new Uint8Array(randomBytes(32));
    const a = sealSecret(key, TOKEN);
    expect(a).not.toBe(sealSecret(key, TOKEN));
    expect(openSecret(key, a)).toBe(TOKEN);
    const [v, iv, tag, body] = a.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => openSecret(key, [v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => openSecret(new Uint8Array(randomBytes(32)), a)).toThrow();

    const { s, tournamentId, a: side } = await connectedLeague();
    const anotherKey = testServices({ db: s.db, mercadoPago: s.mercadoPago, config: { paymentsKey: key } });
    const caller = browserCaller(anotherKey);
    await expect(
      caller.api.ledger.mercadoPagoNotification({ ref: 'x', dataId: '1', type: 'payment' }),
    ).rejects.toMatchObject({ message: 'CHECKOUT_UNKNOWN' });
    const checkout = await side.captain.api.ledger.checkout({ tournamentId, teamId: side.teamId });
    const preferenceId = new URL(checkout.initPoint).searchParams.get('pref_id')!;
    const n = notice(fake.notification(preferenceId, fake.pay(preferenceId), SECRET));
    await expect(caller.api.ledger.mercadoPagoNotification(n)).rejects.toMatchObject({
      message: 'MERCADO_PAGO_NOT_SET_UP',
    });
  });
});
