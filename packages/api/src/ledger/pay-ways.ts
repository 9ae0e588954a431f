import { type Db, fetchOne, paymentSettings, perDatabase } from '@cancha/db';
import { type Currency, type LedgerDto, MERCADO_PAGO_CURRENCIES } from '@cancha/shared';
import { eq, sql } from 'drizzle-orm';

// The ways a team may pay an organiser online (docs/decisions/027), read by the book and the payment services.

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

// Read with every opening of a cash book: prepared once per database.
const settingsById = perDatabase((db: Db) =>
  db
    .select()
    .from(paymentSettings)
    .where(eq(paymentSettings.userId, sql.placeholder('userId')))
    .prepare(),
);

export async function settingsOf(db: Db, organiserId: string): Promise<PaymentSettingsRow | undefined> {
  return await fetchOne(settingsById(db), { userId: organiserId });
}

/** Static Pix takes reais only, and a key with its name and city. */
export function pixReady(settings: PaymentSettingsRow | undefined, currency: Currency): boolean {
  return currency === 'BRL' && !!settings?.pixKey && !!settings.pixName && !!settings.pixCity;
}

/** Checkout Pro needs the organiser's token and webhook secret, and a currency Mercado Pago charges in. */
export function mercadoPagoReady(settings: PaymentSettingsRow | undefined, currency: Currency): boolean {
  return (
    MERCADO_PAGO_CURRENCIES.includes(currency) &&
    !!settings?.mercadoPagoToken &&
    !!settings.mercadoPagoWebhookSecret
  );
}

/** What the cash book tells its readers they may pay with. */
export async function payWaysOf(db: Db, organiserId: string, currency: Currency): Promise<LedgerDto['pay']> {
  const settings = await settingsOf(db, organiserId);
  return { pix: pixReady(settings, currency), mercadoPago: mercadoPagoReady(settings, currency) };
}

/** Where Mercado Pago sends its notifications; a checkout's own carries its reference. */
export function webhookUrl(publicUrl: string): string {
  return `${publicUrl}/api/v1/payments/mercadopago/webhook`;
}
