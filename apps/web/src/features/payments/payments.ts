import { type PaymentDto, SUBSCRIPTION_PRICE } from '@cancha/shared';

// Pure rules of the ad-free subscription screens (docs/product/payments-and-ads.md#paying, #calls,
// #subscription).

/**
 * docs/product/payments-and-ads.md#subscription — 'US$ 1.99' a month, written the same way in every language.
 */
export function priceLabel(amount: number = SUBSCRIPTION_PRICE.amount, currency: string = 'USD'): string {
  const value = amount.toFixed(2);
  return currency === 'USD' ? `US$ ${value}` : `${currency} ${value}`;
}

/** One page of the history: the first `shown` payments (newest first, as the server sends them). */
export function historyPage<T>(payments: readonly T[], shown: number): { rows: T[]; hasMore: boolean } {
  return { rows: payments.slice(0, shown), hasMore: payments.length > shown };
}

/**
 * An instant (ISO) as the user's local dd/MM/yyyy (docs/product/formats.md#dates); null when missing or
 * unparsable.
 */
export function formatInstantDmy(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getFullYear()}`;
}

/** Whether the subscription is still running at `now` (the server decides; this only words the screen). */
export function isActiveUntil(subscribedUntil: string | null | undefined, now = new Date()): boolean {
  if (!subscribedUntil) return false;
  const end = new Date(subscribedUntil).getTime();
  return !Number.isNaN(end) && end > now.getTime();
}

/**
 * docs/product/payments-and-ads.md#paying — order creation sends the browser to the approval address; without
 * one the loading state is removed. Only an http(s) address or a path on this site is followed, never a
 * `javascript:` one.
 */
export function approvalTarget(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  const value = url.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Runs `run` at most once per key and hands every caller the same promise (settled or not). The success page
 * captures an order through it: React's strict mode mounts effects twice and a user may come back to the same
 * address, and neither must capture (or announce) twice.
 */
export function createOnceByKey<T>() {
  const started = new Map<string, Promise<T>>();
  return (key: string, run: () => Promise<T>): Promise<T> => {
    const existing = started.get(key);
    if (existing !== undefined) return existing;
    const promise = Promise.resolve().then(run);
    started.set(key, promise);
    return promise;
  };
}

/** What the history shows of one payment. */
export function paymentRow(payment: Pick<PaymentDto, 'paymentDate' | 'periodEnd' | 'amount' | 'currency'>) {
  return {
    date: formatInstantDmy(payment.paymentDate),
    periodEnd: formatInstantDmy(payment.periodEnd),
    amount: priceLabel(payment.amount, payment.currency),
  };
}
