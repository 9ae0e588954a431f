import { randomUUID } from 'node:crypto';
import {
  execute,
  fetchOne,
  ledgerEntries,
  mercadoPagoCheckouts,
  mercadoPagoPayments,
  tournaments,
  transaction,
} from '@cancha/db';
import { DomainError, type MercadoPagoNotification, toMinor } from '@cancha/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context } from '../context';
import { captainsOf, notify, teamNameOf } from '../notifications/notify';
import { mercadoPagoSecrets, settingsOf } from './pay-ways';
import { signatureHolds } from './webhook-signature';

// POST payments/mercadopago/webhook (docs/decisions/027): Mercado Pago says a payment changed. Nothing in the
// notification is believed but its signature: the payment is read back with the organiser's token, and written to
// the book once, only when approved for the checkout it names, in its amount and currency.

/**
 * The checkout named by the notification address, the signature checked with its organiser's secret, the payment
 * read back and written as a PAYMENT entry; `recorded` is false when there was nothing to write (another topic, a
 * payment not approved yet, or one already written).
 */
export async function mercadoPagoNotification(
  s: Pick<Context, 'db' | 'config' | 'mercadoPago'>,
  n: z.output<typeof MercadoPagoNotification>,
  now = Date.now(),
): Promise<{ recorded: boolean }> {
  const checkout = n.ref
    ? await fetchOne(s.db.select().from(mercadoPagoCheckouts).where(eq(mercadoPagoCheckouts.id, n.ref)))
    : undefined;
  if (!checkout) throw new DomainError('CHECKOUT_UNKNOWN');
  const secrets = mercadoPagoSecrets(await settingsOf(s.db, checkout.organiserId), s.config.paymentsKey);
  if (!signatureHolds(n, secrets.webhookSecret, now)) throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
  if (n.type !== 'payment') return { recorded: false };
  if (!n.dataId) throw new DomainError('VALIDATION', 'data.id: the payment is missing');
  const paymentId = n.dataId;
  const known = await fetchOne(
    s.db
      .select({ id: mercadoPagoPayments.paymentId })
      .from(mercadoPagoPayments)
      .where(eq(mercadoPagoPayments.paymentId, paymentId)),
  );
  if (known) return { recorded: false };

  const payment = await s.mercadoPago.payment(secrets.token, paymentId);
  if (payment.externalReference !== checkout.id) throw new DomainError('PAYMENT_MISMATCH');
  if (payment.status !== 'approved') return { recorded: false };
  if (
    payment.currency !== checkout.currency ||
    !Number.isFinite(payment.amount) ||
    toMinor(payment.amount, checkout.currency) !== Number(checkout.amount)
  )
    throw new DomainError('PAYMENT_MISMATCH');

  return await transaction(s.db, async (tx) => {
    const entryId = randomUUID();
    // The payment's row first: a notification racing this one finds it taken and writes nothing.
    const claimed = await fetchOne(
      tx
        .insert(mercadoPagoPayments)
        .values({ paymentId, checkoutId: checkout.id, ledgerEntryId: entryId })
        .onConflictDoNothing()
        .returning(),
    );
    if (!claimed) return { recorded: false };
    await execute(
      tx.insert(ledgerEntries).values({
        id: entryId,
        tournamentId: checkout.tournamentId,
        teamId: checkout.teamId,
        kind: 'PAYMENT',
        amount: Number(checkout.amount),
        currency: checkout.currency,
        method: 'MERCADO_PAGO',
        note: `Mercado Pago ${paymentId}`,
      }),
    );
    const tournament = await fetchOne(
      tx
        .select({ name: tournaments.name })
        .from(tournaments)
        .where(eq(tournaments.id, checkout.tournamentId)),
    );
    const params = { tournament: tournament?.name ?? '', team: await teamNameOf(tx, checkout.teamId) };
    const refs = { tournamentId: checkout.tournamentId, teamId: checkout.teamId };
    await notify(tx, { to: await captainsOf(tx, checkout.teamId), kind: 'LEDGER_PAYMENT', params, refs });
    await notify(tx, { to: [checkout.organiserId], kind: 'LEDGER_ONLINE_PAYMENT', params, refs });
    return { recorded: true };
  });
}
