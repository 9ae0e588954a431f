import { describe, expect, it, vi } from 'vitest';
import {
  historyShownOf,
  moreHistoryShown,
  PAYMENT_HISTORY_FIRST,
  PAYMENT_HISTORY_SHOWN_MAX,
  parsePaymentHistorySearch,
  parsePaymentReturnSearch,
} from './payment-search';
import {
  approvalTarget,
  createOnceByKey,
  formatInstantDmy,
  historyPage,
  isActiveUntil,
  paymentRow,
  priceLabel,
} from './payments';

describe('subscription price (product: payments-and-ads#subscription — US$ 1.99 per month)', () => {
  it('reads US$ 1.99 in every language', () => {
    expect(priceLabel()).toBe('US$ 1.99');
    expect(priceLabel(1.99, 'USD')).toBe('US$ 1.99');
    expect(priceLabel(2, 'EUR')).toBe('EUR 2.00');
  });
});

describe("payment history paging ('Historial de Pagos' with 'Ver más')", () => {
  const payments = Array.from({ length: 12 }, (_, i) => ({ id: `p${i + 1}` }));

  it('starts with 5 and grows by 5, never past the maximum', () => {
    expect(historyShownOf(undefined)).toBe(PAYMENT_HISTORY_FIRST);
    expect(historyShownOf(10)).toBe(10);
    expect(moreHistoryShown(5)).toBe(10);
    expect(moreHistoryShown(PAYMENT_HISTORY_SHOWN_MAX - 2)).toBe(PAYMENT_HISTORY_SHOWN_MAX);
  });

  it('shows the first rows and says whether more remain', () => {
    expect(historyPage(payments, 5)).toEqual({ rows: payments.slice(0, 5), hasMore: true });
    expect(historyPage(payments, 10).rows.map((p) => p.id)).toEqual(payments.slice(0, 10).map((p) => p.id));
    expect(historyPage(payments, 15)).toEqual({ rows: payments, hasMore: false });
    expect(historyPage(payments.slice(0, 5), 5).hasMore).toBe(false);
    expect(historyPage([], 5)).toEqual({ rows: [], hasMore: false });
  });

  it('drops a bad page size from the URL instead of failing', () => {
    expect(parsePaymentHistorySearch({ shown: 10 })).toEqual({ shown: 10 });
    expect(parsePaymentHistorySearch({ shown: 2 })).toEqual({ shown: undefined });
    expect(parsePaymentHistorySearch({ shown: 'x' })).toEqual({ shown: undefined });
    expect(parsePaymentHistorySearch({})).toEqual({ shown: undefined });
  });
});

describe('payment dates (product: formats#dates — dd/MM/yyyy)', () => {
  it('writes an instant as the local day', () => {
    // Midday UTC is the same calendar day in every time zone from UTC−11 to UTC+11.
    expect(formatInstantDmy('2025-03-07T12:00:00.000Z')).toBe('07/03/2025');
    expect(formatInstantDmy(null)).toBeNull();
    expect(formatInstantDmy('')).toBeNull();
    expect(formatInstantDmy('not a date')).toBeNull();
  });

  it('words one history row: date, amount and the end of the month it bought', () => {
    expect(
      paymentRow({
        paymentDate: '2025-03-07T12:00:00.000Z',
        periodEnd: '2025-04-07T12:00:00.000Z',
        amount: 1.99,
        currency: 'USD',
      }),
    ).toEqual({ date: '07/03/2025', periodEnd: '07/04/2025', amount: 'US$ 1.99' });
  });

  it('tells a running subscription from an ended one', () => {
    const now = new Date('2025-03-07T12:00:00.000Z');
    expect(isActiveUntil('2025-04-07T12:00:00.000Z', now)).toBe(true);
    expect(isActiveUntil('2025-03-01T12:00:00.000Z', now)).toBe(false);
    expect(isActiveUntil(null, now)).toBe(false);
  });
});

describe('order creation (product: payments-and-ads#paying — redirect to the approval address, or release the button)', () => {
  it('follows an http(s) address or a path of this site', () => {
    expect(approvalTarget('https://www.paypal.com/checkoutnow?token=ABC')).toBe(
      'https://www.paypal.com/checkoutnow?token=ABC',
    );
    expect(approvalTarget('http://127.0.0.1:3000/payments/sandbox/checkout?token=SBX-1')).toBe(
      'http://127.0.0.1:3000/payments/sandbox/checkout?token=SBX-1',
    );
    expect(approvalTarget('/payments/sandbox/checkout?token=SBX-1')).toBe(
      '/payments/sandbox/checkout?token=SBX-1',
    );
  });

  it('gives nothing to follow when no usable address came back', () => {
    expect(approvalTarget(undefined)).toBeNull();
    expect(approvalTarget(null)).toBeNull();
    expect(approvalTarget('')).toBeNull();
    expect(approvalTarget('   ')).toBeNull();
    expect(approvalTarget('javascript:alert(1)')).toBeNull();
    expect(approvalTarget('//evil.example/x')).toBeNull();
    expect(approvalTarget('not a url')).toBeNull();
  });

  it('reads the order token of the return and cancel addresses, ignoring what else the provider adds', () => {
    expect(parsePaymentReturnSearch({ token: 'SBX-1', PayerID: 'Q' })).toEqual({ token: 'SBX-1' });
    expect(parsePaymentReturnSearch({})).toEqual({ token: undefined });
    expect(parsePaymentReturnSearch({ token: '' })).toEqual({ token: undefined });
  });
});

describe('success page captures once (React strict mode mounts effects twice)', () => {
  it('runs the capture once per order and hands every caller the same answer', async () => {
    const once = createOnceByKey<string>();
    const capture = vi.fn(async () => 'captured');
    const first = once('ORDER-1', capture);
    const second = once('ORDER-1', capture);
    expect(second).toBe(first);
    await expect(first).resolves.toBe('captured');
    await expect(once('ORDER-1', capture)).resolves.toBe('captured');
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it('captures another order separately', async () => {
    const once = createOnceByKey<string>();
    const capture = vi.fn(async () => 'ok');
    await Promise.all([once('A', capture), once('B', capture), once('A', capture)]);
    expect(capture).toHaveBeenCalledTimes(2);
  });

  it('does not retry a failed capture by itself (a second effect sees the same failure)', async () => {
    const once = createOnceByKey<string>();
    const capture = vi.fn(async () => {
      throw new Error('PAYMENT_DECLINED');
    });
    await expect(once('X', capture)).rejects.toThrow('PAYMENT_DECLINED');
    await expect(once('X', capture)).rejects.toThrow('PAYMENT_DECLINED');
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it('turns a synchronous throw into a rejection', async () => {
    const once = createOnceByKey<string>();
    await expect(
      once('Y', () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });
});
