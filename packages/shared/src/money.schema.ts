import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils/get-pix-key-info';
import { z } from 'zod';
import { MONEY_MAX_MINOR, PAYMENT_METHODS } from './money';
import { Id } from './teams.schema';
import { singleLine } from './text.schema';

export const LEDGER_NOTE_MAX = 200;

export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethod>;
const Note = singleLine(LEDGER_NOTE_MAX);
const IsoDate = z.iso.date();
const Amount = z.number().int().min(1).max(MONEY_MAX_MINOR);

/**
 * What the organiser writes in the cash book by hand (amounts in minor units): money a team paid, an adjustment
 * to what a team owes (negative: a credit), or money paid out to a referee or for a pitch.
 */
export const RecordLedgerEntry = z.discriminatedUnion('kind', [
  z.object({
    tournamentId: Id,
    kind: z.literal('PAYMENT'),
    teamId: Id,
    amount: Amount,
    method: PaymentMethod,
    note: Note.default(''),
  }),
  z.object({
    tournamentId: Id,
    kind: z.literal('ADJUSTMENT'),
    teamId: Id,
    amount: z
      .number()
      .int()
      .min(-MONEY_MAX_MINOR)
      .max(MONEY_MAX_MINOR)
      .refine((n) => n !== 0),
    note: Note.min(1),
  }),
  z.object({
    tournamentId: Id,
    kind: z.literal('REFEREE_PAYOUT'),
    refereeId: Id,
    amount: Amount,
    method: PaymentMethod.default('CASH'),
    note: Note.default(''),
  }),
  z.object({
    tournamentId: Id,
    kind: z.literal('PITCH_PAYOUT'),
    amount: Amount,
    method: PaymentMethod.default('CASH'),
    note: Note.min(1),
  }),
]);
export type RecordLedgerEntry = z.input<typeof RecordLedgerEntry>;

export const LEDGER_PAGE = 50;
export const LEDGER_PAGE_MAX = 500;

/** A page of a tournament's cash book, newest entries first; `before` is the last entry of the previous page. */
export const LedgerQuery = z.object({
  tournamentId: Id,
  teamId: Id.optional(),
  before: Id.optional(),
  limit: z.coerce.number().int().min(1).max(LEDGER_PAGE_MAX).default(LEDGER_PAGE),
});
export type LedgerQuery = z.input<typeof LedgerQuery>;

/** Undoes an entry by writing its opposite; the reason is kept on the new entry. */
export const ReverseLedgerEntry = z.object({ entryId: Id, reason: Note.min(1) });
export type ReverseLedgerEntry = z.input<typeof ReverseLedgerEntry>;

/** A tournament's book as a whole: 'Por fecha', the CSV export. */
export const LedgerBookQuery = z.object({ tournamentId: Id });
export type LedgerBookQuery = z.input<typeof LedgerBookQuery>;

/** 'Hoy se cobra' on a day (YYYY-MM-DD); without one, today when it has matches, else the next day that does. */
export const LedgerDueQuery = z.object({ tournamentId: Id, date: IsoDate.optional() });
export type LedgerDueQuery = z.input<typeof LedgerDueQuery>;

export const ReceiptQuery = z.object({ entryId: Id });
export type ReceiptQuery = z.input<typeof ReceiptQuery>;

/** What a static Pix code may carry of the receiver (the BR Code's fields 59 and 60). */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;

/**
 * A Pix key as the organiser types it (CPF or CNPJ with or without its mask, a mobile number, an e-mail, a random
 * key), read into the DICT's canonical form the BR Code carries; refused when it is none of them.
 */
export const PixKey = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .transform((value, ctx) => {
    const info = getPixKeyInfo(value);
    if (!info) {
      ctx.addIssue({ code: 'custom', message: 'PIX_KEY_INVALID' });
      return z.NEVER;
    }
    return info.value;
  });

/**
 * PUT payments/settings: how the organiser is paid into their own account. Each way's fields travel together;
 * `null` takes it away, and one left out stays as it is.
 */
export const PixSettings = z.object({
  key: PixKey,
  name: singleLine(PIX_NAME_MAX).min(1),
  city: singleLine(PIX_CITY_MAX).min(1),
});
export type PixSettings = z.input<typeof PixSettings>;

/** What Mercado Pago gives the organiser under 'Credenciales de producción' and 'Webhooks': one word each. */
const Credential = z.string().trim().min(8).max(300).regex(/^\S+$/);
export const MercadoPagoSettings = z.object({ accessToken: Credential, webhookSecret: Credential });
export type MercadoPagoSettings = z.input<typeof MercadoPagoSettings>;

export const PaymentSettingsInput = z.object({
  pix: PixSettings.nullable().optional(),
  mercadoPago: MercadoPagoSettings.nullable().optional(),
});
export type PaymentSettingsInput = z.input<typeof PaymentSettingsInput>;

/** A team's balance (or one of its charges, `entryId`) as a static Pix code. */
export const PixQuery = z.object({ tournamentId: Id, teamId: Id, entryId: Id.optional() });
export type PixQuery = z.input<typeof PixQuery>;

/** A team's balance paid through the organiser's Mercado Pago Checkout Pro. */
export const CheckoutInput = z.object({ tournamentId: Id, teamId: Id });
export type CheckoutInput = z.input<typeof CheckoutInput>;

/**
 * What a Mercado Pago notification brings (POST payments/mercadopago/webhook): the checkout in the address it was
 * sent to (`ref`), the payment's id (`data.id`) and topic, and the signature headers.
 */
export const MercadoPagoNotification = z.object({
  ref: z.string().trim().max(64).optional(),
  dataId: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  type: z.string().trim().max(40).optional(),
  xSignature: z.string().max(300).optional(),
  xRequestId: z.string().max(200).optional(),
});
export type MercadoPagoNotification = z.input<typeof MercadoPagoNotification>;
