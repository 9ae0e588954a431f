import { type Db, fetchOne, paymentSettings, perDatabase } from '@cancha/db';
import { type Currency, DomainError, type LedgerDto, MERCADO_PAGO_CURRENCIES } from '@cancha/shared';
import { eq, sql } from 'drizzle-orm';
import { openSecret, type PaymentsKey } from './secrets';

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

/**
 * The organiser's Mercado Pago token and webhook secret, opened. Secrets sealed under another key (a payments key
 * lost or changed) open to nothing: the account reads as not connected until the organiser pastes them again.
 */
export function mercadoPagoSecrets(
  settings: PaymentSettingsRow | undefined,
  key: PaymentsKey,
): { token: string; webhookSecret: string } {
  if (!settings?.mercadoPagoToken || !settings.mercadoPagoWebhookSecret)
    throw new DomainError('MERCADO_PAGO_NOT_SET_UP');
  try {
    return {
      token: openSecret(key, settings.mercadoPagoToken),
      webhookSecret: openSecret(key, settings.mercadoPagoWebhookSecret),
    };
  } catch {
    throw new DomainError('MERCADO_PAGO_NOT_SET_UP');
  }
}
