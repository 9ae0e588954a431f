import { type PaymentProvider, PaymentProviderError } from './provider';

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** https://api-m.paypal.com, or https://api-m.sandbox.paypal.com for PayPal's own sandbox. */
  apiBase: string;
}

interface PayPalLink {
  href: string;
  rel: string;
}

/**
 * PayPal Orders v2: an OAuth client-credentials token (reused until shortly before it expires), an order with
 * intent CAPTURE whose 'payer-action' (or 'approve') link the buyer follows, and its capture by the order id that
 * PayPal hands back to the return URL as `token`.
 */
export function payPalProvider(config: PayPalConfig, fetchImpl: typeof fetch = fetch): PaymentProvider {
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const res = await call(`${config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw new PaymentProviderError(`PayPal token: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new PaymentProviderError('PayPal token: no access_token');
    token = { value: body.access_token, until: Date.now() + ((body.expires_in ?? 300) - 60) * 1000 };
    return token.value;
  }

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      throw new PaymentProviderError(`PayPal unreachable: ${(error as Error).message}`);
    }
  }

  async function authed(path: string, body: unknown, requestId: string) {
    return call(`${config.apiBase}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        // Makes a retried request harmless: PayPal answers it once.
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      },
      body: JSON.stringify(body),
    });
  }

  return {
    name: 'paypal',
    async createOrder(order) {
      const res = await authed(
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            { reference_id: order.reference, amount: { currency_code: order.currency, value: order.amount } },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: order.returnUrl,
                cancel_url: order.cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        `create-${order.reference}`,
      );
      if (!res.ok) throw new PaymentProviderError(`PayPal create order: HTTP ${res.status}`);
      const body = (await res.json()) as { id?: string; links?: PayPalLink[] };
      const approve = body.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (!body.id || !approve) throw new PaymentProviderError('PayPal create order: no approval link');
      return { orderId: body.id, approvalUrl: approve.href };
    },
    async captureOrder(orderId) {
      const res = await authed(
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {},
        `capture-${orderId}`,
      );
      const body = (await res.json().catch(() => ({}))) as {
        status?: string;
        details?: { issue?: string }[];
        purchase_units?: { payments?: { captures?: { id: string; status: string }[] } }[];
      };
      const issue = body.details?.[0]?.issue;
      if (res.ok && body.status === 'COMPLETED') {
        const capture = body.purchase_units?.[0]?.payments?.captures?.[0];
        return { status: 'COMPLETED', captureId: capture?.id ?? null };
      }
      if (res.status === 422 && issue === 'ORDER_ALREADY_CAPTURED')
        return { status: 'COMPLETED', captureId: null };
      if (res.status === 422 || res.ok) return { status: 'DECLINED', captureId: null };
      if (res.status === 404) return { status: 'DECLINED', captureId: null };
      throw new PaymentProviderError(`PayPal capture: HTTP ${res.status}`);
    },
  };
}
