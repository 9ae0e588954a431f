import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  lockForUpdate,
  payments,
  transaction,
  users,
} from '@cancha/db';
import { DomainError, type PaymentDto, SUBSCRIPTION_PRICE } from '@cancha/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { isSubscribed } from '../users/subscription';
import { type PaymentProvider, PaymentProviderError } from './provider';

type PaymentRow = typeof payments.$inferSelect;

interface PaymentsCtx {
  db: Db;
  payments: PaymentProvider;
  config: { publicUrl: string };
}

const PRICE_CENTS = Math.round(SUBSCRIPTION_PRICE.amount * 100);

function toDto(row: PaymentRow, provider: string): PaymentDto {
  return {
    id: row.id,
    orderId: row.orderId,
    paymentMethod: provider === 'paypal' ? 'PayPal' : provider === 'sandbox' ? 'Sandbox' : provider,
    amount: row.amountCents / 100,
    currency: row.currency,
    status: row.status,
    paymentDate: row.capturedAt?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
  };
}

/** One calendar month later, the same day (clamped to the month's last day). */
export function addMonth(from: Date): Date {
  const next = new Date(from);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, last));
  return next;
}

/**
 * docs/product/payments-and-ads.md#calls — POST payments/create-order {amount 1.99}. The price is the
 * server's: a client asking for any other amount is refused, never charged it.
 */
export async function createOrder(ctx: PaymentsCtx, user: UserRow, amount: number | undefined) {
  if (amount !== undefined && Math.round(amount * 100) !== PRICE_CENTS) {
    throw new DomainError('VALIDATION', 'The subscription costs US$ 1.99');
  }
  const reference = crypto.randomUUID();
  let order: { orderId: string; approvalUrl: string };
  try {
    order = await ctx.payments.createOrder({
      amount: (PRICE_CENTS / 100).toFixed(2),
      currency: SUBSCRIPTION_PRICE.currency,
      reference,
      returnUrl: `${ctx.config.publicUrl}/payments/success`,
      cancelUrl: `${ctx.config.publicUrl}/payments`,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError)
      throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE', error.message);
    throw error;
  }
  await execute(
    ctx.db.insert(payments).values({
      id: reference,
      userId: user.id,
      provider: ctx.payments.name,
      orderId: order.orderId,
      amountCents: PRICE_CENTS,
      currency: SUBSCRIPTION_PRICE.currency,
    }),
  );
  return { approvalUrl: order.approvalUrl, orderId: order.orderId };
}

/**
 * docs/product/payments-and-ads.md#calls — POST payments/capture-payment {orderId}. Only the order's own
 * buyer captures it; a second capture of the same order neither charges nor extends again. A completed
 * capture makes the subscription active for one month from the later of now and the current end.
 */
export async function capturePayment(ctx: PaymentsCtx, user: UserRow, orderId: string) {
  const row = await fetchOne(
    ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, ctx.payments.name), eq(payments.orderId, orderId))),
  );
  // Another user's order is as unknown as a missing one.
  if (!row || row.userId !== user.id) throw new DomainError('NOT_FOUND');
  if (row.status !== 'COMPLETED') {
    let result: Awaited<ReturnType<PaymentProvider['captureOrder']>>;
    try {
      result = await ctx.payments.captureOrder(orderId);
    } catch (error) {
      if (error instanceof PaymentProviderError)
        throw new DomainError('PAYMENT_PROVIDER_UNAVAILABLE', error.message);
      throw error;
    }
    if (result.status === 'DECLINED') {
      await execute(ctx.db.update(payments).set({ status: 'DECLINED' }).where(eq(payments.id, row.id)));
      throw new DomainError('PAYMENT_DECLINED');
    }
    await transaction(ctx.db, async (tx) => {
      // A concurrent capture of the same order may have completed it meanwhile: extend once.
      await lockForUpdate(tx, payments, row.id);
      const fresh = (await fetchOne(tx.select().from(payments).where(eq(payments.id, row.id))))!;
      if (fresh.status === 'COMPLETED') return;
      const buyer = (await fetchOne(tx.select().from(users).where(eq(users.id, user.id))))!;
      const now = new Date();
      const from = isSubscribed(buyer, now) ? buyer.subscribedUntil! : now;
      const periodEnd = addMonth(from);
      await execute(
        tx
          .update(payments)
          .set({ status: 'COMPLETED', captureId: result.captureId, capturedAt: now, periodEnd })
          .where(eq(payments.id, row.id)),
      );
      await execute(tx.update(users).set({ subscribedUntil: periodEnd }).where(eq(users.id, user.id)));
    });
  }
  const buyer = (await fetchOne(ctx.db.select().from(users).where(eq(users.id, user.id))))!;
  const done = (await fetchOne(ctx.db.select().from(payments).where(eq(payments.id, row.id))))!;
  return {
    success: true as const,
    subscriptionActive: isSubscribed(buyer),
    subscribedUntil: buyer.subscribedUntil?.toISOString() ?? null,
    payment: toDto(done, done.provider),
  };
}

/**
 * docs/product/payments-and-ads.md#calls — GET /api/payments/history/{userId}: the user's own completed
 * payments, newest first.
 */
export async function paymentHistory(db: Db, user: UserRow, userId: string): Promise<PaymentDto[]> {
  if (userId !== user.id) throw new DomainError('FORBIDDEN');
  return (
    await fetchAll(
      db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, user.id), eq(payments.status, 'COMPLETED')))
        .orderBy(desc(payments.capturedAt)),
    )
  ).map((p) => toDto(p, p.provider));
}
