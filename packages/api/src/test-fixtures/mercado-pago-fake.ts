import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from '@cancha/shared';

// A local stand-in for Mercado Pago's API (docs/decisions/027), spoken to by the official SDK as it would speak to
// api.mercadopago.com: accounts by access token, Checkout Pro preferences, payments read back by their account
// only. The tests pay a preference here and sign its notification as Mercado Pago does, written apart from the
// app's own check; a browser pays on its checkout page, which notifies the app and sends the payer back.

interface Account {
  id: number;
  nickname: string;
  /** The secret of the account's Webhooks: its checkout page signs notifications with it. */
  webhookSecret: string | null;
}
interface StoredPreference {
  id: string;
  account: Account;
  body: {
    external_reference: string;
    notification_url: string;
    back_urls: { success: string };
    items: { unit_price: number; currency_id: string; title: string }[];
  };
}
interface StoredPayment {
  id: number;
  account: Account;
  status: string;
  external_reference: string;
  transaction_amount: number;
  currency_id: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
}

/** Listens on 127.0.0.1 at `port` (0: any free one). */
export async function startMercadoPagoFake(port = 0) {
  let url_ = '';
  const accounts = new Map<string, Account>();
  const preferences = new Map<string, StoredPreference>();
  const payments = new Map<number, StoredPayment>();
  const requests: FakeRequest[] = [];
  let next = 1000;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    // The checkout page a payer's browser opens (init_point), and its 'Pagar' button.
    if (url.pathname === '/checkout/v1/redirect' || url.pathname === '/checkout/v1/pay')
      return checkoutPage(req, res, url);
    const authorization = req.headers.authorization;
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      authorization,
      idempotencyKey: req.headers['x-idempotency-key'] as string | undefined,
    });
    const account = accounts.get(authorization?.replace(/^Bearer /, '') ?? '');
    if (!account)
      return send(res, 401, { message: 'invalid access token', error: 'unauthorized', status: 401 });
    if (req.method === 'GET' && url.pathname === '/users/me')
      return send(res, 200, { id: account.id, nickname: account.nickname, site_id: 'MLA' });
    if (req.method === 'POST' && /^\/checkout\/preferences\/?$/.test(url.pathname)) {
      const body = (await readBody(req)) as StoredPreference['body'];
      const id = `${account.id}-pref-${next++}`;
      preferences.set(id, { id, account, body });
      return send(res, 201, {
        id,
        init_point: `${url_}/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `${url_}/checkout/v1/redirect?pref_id=${id}&sandbox=1`,
        external_reference: body.external_reference,
      });
    }
    const paid = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && paid) {
      const payment = payments.get(Number(paid[1]));
      // Another account's payment is not found with this token.
      if (!payment || payment.account.id !== account.id)
        return send(res, 404, { message: 'Payment not found', error: 'not_found', status: 404 });
      const { account: _, ...shown } = payment;
      return send(res, 200, shown);
    }
    return send(res, 404, { message: 'no such resource', status: 404 });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  url_ = url;

  /** Pays a preference with its own amount, tells the app as Mercado Pago would, and sends the payer back. */
  async function checkoutPage(req: IncomingMessage, res: ServerResponse, at: URL) {
    const preferenceId = at.searchParams.get('pref_id') ?? '';
    const preference = preferences.get(preferenceId);
    if (!preference) return send(res, 404, { message: 'no such checkout' });
    const item = preference.body.items[0]!;
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><meta name="viewport" content="width=device-width"><title>Mercado Pago</title>` +
          `<h1>${escapeHtml(item.title)}</h1><p>${item.currency_id} ${item.unit_price}</p>` +
          `<form method="post" action="/checkout/v1/pay?pref_id=${encodeURIComponent(preferenceId)}"><button>Pagar</button></form>`,
      );
    }
    const paymentId = api.pay(preferenceId);
    const secret = preference.account.webhookSecret;
    if (secret) {
      const n = api.notification(preferenceId, paymentId, secret);
      const target = new URL(preference.body.notification_url);
      await fetch(`${target.origin}${n.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...n.headers },
        body: JSON.stringify(n.body),
      });
    }
    const back = new URL(preference.body.back_urls.success);
    back.searchParams.set('collection_status', 'approved');
    back.searchParams.set('payment_id', paymentId);
    res.writeHead(303, { location: back.toString() });
    res.end();
  }

  const api = {
    url,
    requests,
    preferences,
    /** An account whose access token the fake takes, and the secret its Webhooks sign with. */
    account(token: string, nickname: string, webhookSecret: string | null = null) {
      accounts.set(token, { id: next++, nickname, webhookSecret });
    },
    /** A payer pays a preference (its amount and currency unless told otherwise); the payment's id. */
    pay(
      preferenceId: string,
      overrides: Partial<
        Pick<StoredPayment, 'status' | 'transaction_amount' | 'currency_id' | 'external_reference'>
      > = {},
    ): string {
      const preference = preferences.get(preferenceId);
      if (!preference) throw new Error(`no preference ${preferenceId}`);
      const item = preference.body.items[0]!;
      const payment: StoredPayment = {
        id: next++,
        account: preference.account,
        status: 'approved',
        external_reference: preference.body.external_reference,
        transaction_amount: item.unit_price,
        currency_id: item.currency_id,
        ...overrides,
      };
      payments.set(payment.id, payment);
      return String(payment.id);
    },
    /** Mercado Pago's notification of a payment to a preference's notification address, signed with `secret`. */
    notification(preferenceId: string, paymentId: string, secret: string, at = Date.now()) {
      const target = new URL(preferences.get(preferenceId)!.body.notification_url);
      target.searchParams.set('data.id', paymentId);
      target.searchParams.set('type', 'payment');
      const ts = String(Math.floor(at / 1000));
      const requestId = `req-${next++}`;
      const v1 = createHmac('sha256', secret)
        .update(`id:${paymentId};request-id:${requestId};ts:${ts};`)
        .digest('hex');
      return {
        path: `${target.pathname}${target.search}`,
        query: Object.fromEntries(target.searchParams),
        headers: { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
        body: {
          action: 'payment.updated',
          api_version: 'v1',
          data: { id: paymentId },
          date_created: new Date(at).toISOString(),
          id: next++,
          live_mode: true,
          type: 'payment',
          user_id: preferences.get(preferenceId)!.account.id,
        },
      };
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return api;
}

export type MercadoPagoFake = Awaited<ReturnType<typeof startMercadoPagoFake>>;
