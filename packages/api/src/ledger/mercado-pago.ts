import { type Currency, DomainError } from '@cancha/shared';
import { MercadoPagoConfig, MercadoPagoError, Payment, Preference, User } from 'mercadopago';
// The SDK keeps its API's address in a static; an installation pointed elsewhere (a local fake in the tests) sets
// it once, as the SDK offers no option for it.
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';

// Mercado Pago Checkout Pro through the official SDK (docs/decisions/027), with each organiser's own access token:
// the money goes to their account, and Cancha only reads back what was paid.

export interface MercadoPagoPayment {
  id: string;
  status: string;
  externalReference: string | null;
  /** As Mercado Pago writes it: major units (1500.5). */
  amount: number;
  currency: string;
}

export interface MercadoPagoApi {
  /** The account an access token opens; refused (MERCADO_PAGO_TOKEN_REJECTED) when Mercado Pago does not take it. */
  account(accessToken: string): Promise<{ id: string; nickname: string }>;
  createPreference(
    accessToken: string,
    preference: {
      reference: string;
      title: string;
      amount: number;
      currency: Currency;
      notificationUrl: string;
      backUrl: string;
    },
  ): Promise<{ id: string; initPoint: string }>;
  payment(accessToken: string, paymentId: string): Promise<MercadoPagoPayment>;
}

/** A refusal in the app's words: a token Mercado Pago rejects, a payment it does not know, or it is unreachable. */
function refusal(error: unknown, notFound: DomainError['code']): DomainError {
  const status = error instanceof MercadoPagoError ? error.status : 0;
  if (status === 401 || status === 403) return new DomainError('MERCADO_PAGO_TOKEN_REJECTED');
  if (status === 404) return new DomainError(notFound);
  return new DomainError('PAYMENT_PROVIDER_UNAVAILABLE');
}

export function mercadoPagoSdk(options: {
  apiBase: string;
  timeoutMs?: number;
  retries?: number;
}): MercadoPagoApi {
  (AppConfig as { BASE_URL: string }).BASE_URL = options.apiBase.replace(/\/+$/, '');
  // A client per call: the SDK keeps request options on its config between calls (an idempotency key would stick).
  const client = (accessToken: string, idempotencyKey?: string) =>
    new MercadoPagoConfig({
      accessToken,
      options: {
        timeout: options.timeoutMs ?? 10_000,
        maxRetries: options.retries ?? 2,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      },
    });
  return {
    async account(accessToken) {
      try {
        const users = new User(client(accessToken));
        const me = await users.get();
        return { id: String(me.id ?? ''), nickname: me.nickname ?? '' };
      } catch (error) {
        throw refusal(error, 'MERCADO_PAGO_TOKEN_REJECTED');
      }
    },
    async createPreference(accessToken, p) {
      try {
        const created = await new Preference(client(accessToken, p.reference)).create({
          body: {
            items: [
              { id: p.reference, title: p.title, quantity: 1, unit_price: p.amount, currency_id: p.currency },
            ],
            external_reference: p.reference,
            notification_url: p.notificationUrl,
            back_urls: { success: p.backUrl, pending: p.backUrl, failure: p.backUrl },
            auto_return: 'approved',
          },
        });
        if (!created.id || !created.init_point) throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE');
        return { id: created.id, initPoint: created.init_point };
      } catch (error) {
        if (error instanceof DomainError) throw error;
        throw refusal(error, 'PAYMENT_PROVIDER_UNAVAILABLE');
      }
    },
    async payment(accessToken, paymentId) {
      try {
        const payments = new Payment(client(accessToken));
        const found = await payments.get({ id: paymentId });
        return {
          id: String(found.id ?? paymentId),
          status: found.status ?? '',
          externalReference: found.external_reference ?? null,
          amount: Number(found.transaction_amount ?? Number.NaN),
          currency: found.currency_id ?? '',
        };
      } catch (error) {
        // Another account's payment is one this token cannot see.
        throw refusal(error, 'PAYMENT_MISMATCH');
      }
    },
  };
}
