import { type SearchInput, searchInt, searchText } from '@/lib/search-params';

// The payment screens' addresses, read by their route definitions (which every visitor loads first): kept apart
// from the rules in payments.ts so those load with the pages.

/** 'Historial de Pagos' shows 5 payments, and each 'Ver más' adds 5. */
export const PAYMENT_HISTORY_FIRST = 5;
export const PAYMENT_HISTORY_MORE = 5;
/** Most rows one URL can ask for; 'Ver más' stops there. */
export const PAYMENT_HISTORY_SHOWN_MAX = 600;

/** /payments/history search (paging in the URL); a bad value is dropped. */
export interface PaymentHistorySearch {
  shown?: number;
}

export function parsePaymentHistorySearch(search: SearchInput): PaymentHistorySearch {
  return { shown: searchInt(search.shown, PAYMENT_HISTORY_FIRST, PAYMENT_HISTORY_SHOWN_MAX) };
}

export function historyShownOf(value: number | undefined): number {
  return value ?? PAYMENT_HISTORY_FIRST;
}

export function moreHistoryShown(shown: number): number {
  return Math.min(shown + PAYMENT_HISTORY_MORE, PAYMENT_HISTORY_SHOWN_MAX);
}

/**
 * /payments/success?token=ORDER (the provider's return address) and /payments?token=ORDER (its cancel address).
 * PayPal adds PayerID and others: they are ignored.
 */
export interface PaymentReturnSearch {
  token?: string;
}

export function parsePaymentReturnSearch(search: SearchInput): PaymentReturnSearch {
  return { token: searchText(search.token, { min: 1, max: 100, trim: true }) };
}
