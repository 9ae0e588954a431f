import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execute, fetchAll, fetchOne, payments, users } from '@cancha/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { asNewUser, testServices } from '../testing';
import { addMonth } from './payments.service';
import { payPalProvider } from './paypal';
import type { SandboxProvider } from './sandbox';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
});

describe('subscription through the sandbox provider', () => {
  it('creates an order at the server’s price, captures it once and makes the subscription active for a month', async () => {
    const s = testServices();
    const buyer = await asNewUser(s);
    await expect(buyer.api.payments.createOrder({ amount: 0.01 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const { approvalUrl, orderId } = await buyer.api.payments.createOrder({ amount: 1.99 });
    expect(approvalUrl).toBe(
      `http://localhost:3000/payments/sandbox/checkout?token=${encodeURIComponent(orderId)}`,
    );
    const back = (s.payments as SandboxProvider).decide(orderId, 'APPROVED');
    expect(back).toBe(`http://localhost:3000/payments/success?token=${encodeURIComponent(orderId)}`);

    // Another user cannot capture (or even see) this order.
    await expect((await asNewUser(s)).api.payments.capture({ orderId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const before = Date.now();
    const done = await buyer.api.payments.capture({ orderId });
    expect(done).toMatchObject({
      success: true,
      subscriptionActive: true,
      payment: { status: 'COMPLETED', amount: 1.99 },
    });
    const until = new Date(done.subscribedUntil!).getTime();
    expect(until).toBe(addMonth(new Date(new Date(done.payment.paymentDate!).getTime())).getTime());
    expect(until).toBeGreaterThan(before + 27 * 86_400_000);

    // Capturing again neither charges nor extends.
    const again = await buyer.api.payments.capture({ orderId });
    expect(again.subscribedUntil).toBe(done.subscribedUntil);
    expect((await buyer.api.user.me()).user?.subscriptionActive).toBe(true);
    const history = await buyer.api.payments.history({ userId: buyer.user.id });
    expect(history).toHaveLength(1);
    await expect(buyer.api.payments.history({ userId: (await asNewUser(s)).user.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    // A second month starts where the first ends.
    const second = await buyer.api.payments.createOrder({});
    (s.payments as SandboxProvider).decide(second.orderId, 'APPROVED');
    const renewed = await buyer.api.payments.capture({ orderId: second.orderId });
    expect(renewed.subscribedUntil).toBe(addMonth(new Date(done.subscribedUntil!)).toISOString());
  });

  it('extends once when the same order is captured twice at the same moment (two tabs, two processes)', async () => {
    const s = testServices();
    const buyer = await asNewUser(s);
    const { orderId } = await buyer.api.payments.createOrder({});
    (s.payments as SandboxProvider).decide(orderId, 'APPROVED');
    const [first, second] = await Promise.all([
      buyer.api.payments.capture({ orderId }),
      buyer.api.payments.capture({ orderId }),
    ]);
    expect(second.subscribedUntil).toBe(first.subscribedUntil);
    const paid = new Date(first.payment.paymentDate!);
    expect(first.subscribedUntil).toBe(addMonth(paid).toISOString());
  });

  it('a declined payment activates nothing, and an expired month turns the ads back on', async () => {
    const s = testServices();
    const buyer = await asNewUser(s);
    const { orderId } = await buyer.api.payments.createOrder({ amount: 1.99 });
    (s.payments as SandboxProvider).decide(orderId, 'DECLINED');
    await expect(buyer.api.payments.capture({ orderId })).rejects.toMatchObject({
      code: 'PAYMENT_REQUIRED',
      message: 'PAYMENT_DECLINED',
    });
    expect((await buyer.api.user.me()).user?.subscriptionActive).toBe(false);
    expect((await fetchOne(s.db.select().from(payments).where(eq(payments.orderId, orderId))))?.status).toBe(
      'DECLINED',
    );
    expect(await buyer.api.payments.history({ userId: buyer.user.id })).toEqual([]);

    await execute(
      s.db
        .update(users)
        .set({ subscribedUntil: new Date(Date.now() - 1000) })
        .where(eq(users.id, buyer.user.id)),
    );
    expect((await buyer.api.user.me()).user?.subscriptionActive).toBe(false);
    await execute(
      s.db
        .update(users)
        .set({ subscribedUntil: new Date(Date.now() + 60_000) })
        .where(eq(users.id, buyer.user.id)),
    );
    expect((await buyer.api.user.me()).user?.subscriptionActive).toBe(true);
  });

  it('adds calendar months, clamped to the end of shorter months', () => {
    expect(addMonth(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonth(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});

/** A local stand-in for PayPal's REST API: token, create order, capture (declining or repeating on demand). */
async function fakePayPal(behaviour: { decline?: Set<string> } = {}) {
  const orders = new Map<string, { captured: boolean }>();
  const calls: string[] = [];
  let n = 0;
  const read = (req: IncomingMessage) =>
    new Promise<string>((done) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => done(body));
    });
  const server = createServer(async (req, res) => {
    const body = await read(req);
    calls.push(`${req.method} ${req.url}`);
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.url === '/v1/oauth2/token') {
      const auth = Buffer.from(String(req.headers.authorization).replace('Basic ', ''), 'base64').toString();
      if (auth !== 'id:secret' || body !== 'grant_type=client_credentials')
        return json(401, { error: 'invalid_client' });
      return json(200, { access_token: 'TOKEN', expires_in: 3600 });
    }
    if (req.headers.authorization !== 'Bearer TOKEN') return json(401, {});
    if (req.url === '/v2/checkout/orders' && req.method === 'POST') {
      const parsed = JSON.parse(body);
      expect(parsed.purchase_units[0].amount).toEqual({ currency_code: 'USD', value: '1.99' });
      const id = `ORDER${++n}`;
      orders.set(id, { captured: false });
      return json(201, {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        links: [{ rel: 'payer-action', href: `https://paypal.test/checkoutnow?token=${id}` }],
      });
    }
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(req.url ?? '');
    if (capture) {
      const order = orders.get(capture[1]!);
      if (!order) return json(404, { name: 'RESOURCE_NOT_FOUND' });
      if (behaviour.decline?.has(capture[1]!)) {
        return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
      }
      if (order.captured)
        return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
      order.captured = true;
      return json(201, {
        id: capture[1],
        status: 'COMPLETED',
        purchase_units: [{ payments: { captures: [{ id: `CAP-${capture[1]}`, status: 'COMPLETED' }] } }],
      });
    }
    json(404, {});
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  closers.push(() => server.close());
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, calls, orders };
}

describe('the PayPal adapter against a local fake of its API', () => {
  it('gets a token, creates the order with the approval link and captures it; a repeated capture is harmless', async () => {
    const fake = await fakePayPal();
    const s = testServices({
      payments: payPalProvider({ clientId: 'id', clientSecret: 'secret', apiBase: fake.base }),
    });
    const buyer = await asNewUser(s);
    const { approvalUrl, orderId } = await buyer.api.payments.createOrder({ amount: 1.99 });
    expect(approvalUrl).toBe(`https://paypal.test/checkoutnow?token=${orderId}`);
    const done = await buyer.api.payments.capture({ orderId });
    expect(done).toMatchObject({
      subscriptionActive: true,
      payment: { status: 'COMPLETED', paymentMethod: 'PayPal' },
    });
    // Our record already says COMPLETED: PayPal is not asked again.
    const captures = fake.calls.filter((c) => c.endsWith('/capture')).length;
    await buyer.api.payments.capture({ orderId });
    expect(fake.calls.filter((c) => c.endsWith('/capture')).length).toBe(captures);
    // The token was fetched once and reused.
    expect(fake.calls.filter((c) => c.includes('oauth2')).length).toBe(1);
    expect((await fetchOne(s.db.select().from(payments)))?.captureId).toBe(`CAP-${orderId}`);
  });

  it('maps a declined instrument to PAYMENT_DECLINED and an order PayPal already captured to completed', async () => {
    const decline = new Set<string>();
    const fake = await fakePayPal({ decline });
    const provider = payPalProvider({ clientId: 'id', clientSecret: 'secret', apiBase: fake.base });
    const s = testServices({ payments: provider });
    const buyer = await asNewUser(s);
    const first = await buyer.api.payments.createOrder({});
    decline.add(first.orderId);
    await expect(buyer.api.payments.capture({ orderId: first.orderId })).rejects.toMatchObject({
      message: 'PAYMENT_DECLINED',
    });
    expect((await buyer.api.user.me()).user?.subscriptionActive).toBe(false);
    const second = await buyer.api.payments.createOrder({});
    // Captured at PayPal (e.g. by a request whose answer was lost), not yet on our side.
    fake.orders.get(second.orderId)!.captured = true;
    const done = await buyer.api.payments.capture({ orderId: second.orderId });
    expect(done.subscriptionActive).toBe(true);
  });

  it('reports an unreachable or misconfigured provider as unavailable, charging nothing', async () => {
    const s = testServices({
      payments: payPalProvider({ clientId: 'id', clientSecret: 'wrong', apiBase: (await fakePayPal()).base }),
    });
    await expect((await asNewUser(s)).api.payments.createOrder({})).rejects.toMatchObject({
      message: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
    expect(await fetchAll(s.db.select().from(payments))).toEqual([]);
  });
});
