import { type Db, fetchOne, paymentSettings } from '@cancha/db';
import type { PaymentSettingsDto, PaymentSettingsInput } from '@cancha/shared';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import { settingsOf } from './pay-ways';

// How an organiser is paid into their own account (docs/decisions/027): their Pix key, name and city.

/** GET payments/settings: the organiser's own, as they entered them. */
export async function readPaymentSettings(db: Db, user: UserRow): Promise<PaymentSettingsDto> {
  return toDto(await settingsOf(db, user.id));
}

/** PUT payments/settings: what is sent changes; what is left out stays. */
export async function savePaymentSettings(
  db: Db,
  user: UserRow,
  input: z.output<typeof PaymentSettingsInput>,
): Promise<PaymentSettingsDto> {
  const changes: Partial<typeof paymentSettings.$inferInsert> = {};
  if (input.pix !== undefined) {
    changes.pixKey = input.pix?.key ?? null;
    changes.pixName = input.pix?.name ?? null;
    changes.pixCity = input.pix?.city ?? null;
  }
  const row = await fetchOne(
    db
      .insert(paymentSettings)
      .values({ userId: user.id, ...changes })
      .onConflictDoUpdate({ target: paymentSettings.userId, set: { ...changes, updatedAt: new Date() } })
      .returning(),
  );
  return toDto(row);
}

function toDto(row: typeof paymentSettings.$inferSelect | undefined): PaymentSettingsDto {
  return {
    pix:
      row?.pixKey && row.pixName && row.pixCity
        ? { key: row.pixKey, name: row.pixName, city: row.pixCity }
        : null,
  };
}
