import { fetchOne, paymentSettings } from '@cancha/db';
import type { PaymentSettingsDto, PaymentSettingsInput } from '@cancha/shared';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import type { Context } from '../context';
import { type PaymentSettingsRow, settingsOf, webhookUrl } from './pay-ways';
import { sealSecret } from './secrets';

// How an organiser is paid into their own account (docs/decisions/027): their Pix key, name and city, and their
// Mercado Pago access token and webhook secret, sealed at rest and never sent back.

type Services = Pick<Context, 'db' | 'config' | 'mercadoPago'>;

/** GET payments/settings: the organiser's own, without their secrets. */
export async function readPaymentSettings(s: Services, user: UserRow): Promise<PaymentSettingsDto> {
  return toDto(await settingsOf(s.db, user.id), s.config.publicUrl);
}

/**
 * PUT payments/settings: what is sent changes; what is left out stays. A Mercado Pago token is tried on Mercado
 * Pago before it is kept, so a mistyped one is refused now rather than when a team tries to pay.
 */
export async function savePaymentSettings(
  s: Services,
  user: UserRow,
  input: z.output<typeof PaymentSettingsInput>,
): Promise<PaymentSettingsDto> {
  const changes: Partial<typeof paymentSettings.$inferInsert> = {};
  if (input.pix !== undefined) {
    changes.pixKey = input.pix?.key ?? null;
    changes.pixName = input.pix?.name ?? null;
    changes.pixCity = input.pix?.city ?? null;
  }
  if (input.mercadoPago !== undefined) {
    const mp = input.mercadoPago;
    const account = mp ? await s.mercadoPago.account(mp.accessToken) : null;
    changes.mercadoPagoToken = mp ? sealSecret(s.config.paymentsKey, mp.accessToken) : null;
    changes.mercadoPagoWebhookSecret = mp ? sealSecret(s.config.paymentsKey, mp.webhookSecret) : null;
    changes.mercadoPagoAccount = account ? account.nickname || account.id : null;
  }
  const row = await fetchOne(
    s.db
      .insert(paymentSettings)
      .values({ userId: user.id, ...changes })
      .onConflictDoUpdate({ target: paymentSettings.userId, set: { ...changes, updatedAt: new Date() } })
      .returning(),
  );
  return toDto(row, s.config.publicUrl);
}

function toDto(row: PaymentSettingsRow | undefined, publicUrl: string): PaymentSettingsDto {
  return {
    pix:
      row?.pixKey && row.pixName && row.pixCity
        ? { key: row.pixKey, name: row.pixName, city: row.pixCity }
        : null,
    mercadoPago:
      row?.mercadoPagoToken && row.mercadoPagoWebhookSecret
        ? { account: row.mercadoPagoAccount ?? '' }
        : null,
    mercadoPagoWebhookUrl: webhookUrl(publicUrl),
  };
}
