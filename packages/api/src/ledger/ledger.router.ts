import {
  CheckoutInput,
  LedgerBookQuery,
  LedgerDueQuery,
  LedgerQuery,
  MercadoPagoNotification,
  PaymentSettingsInput,
  PixQuery,
  ReceiptQuery,
  RecordLedgerEntry,
  ReverseLedgerEntry,
} from '@cancha/shared';
import { authedProcedure, creatorProcedure, publicProcedure, router } from '../trpc';
import { readLedger, recordEntry, reverseEntry } from './ledger.service';
import { mercadoPagoNotification } from './mercado-pago-webhook.service';
import { teamCheckout, teamPix } from './pay.service';
import { readPaymentSettings, savePaymentSettings } from './payment-settings.service';
import { ledgerDays, ledgerDue, ledgerExport, receiptOf } from './reports.service';

/** A tournament's cash book (docs/decisions/026). */
export const ledgerRouter = router({
  /** The organiser's whole book; a captain's team part; a player's team balance. */
  get: authedProcedure
    .input(LedgerQuery)
    .query(async ({ ctx, input }) => readLedger(ctx.db, ctx.user, input)),
  record: creatorProcedure
    .input(RecordLedgerEntry)
    .mutation(async ({ ctx, input }) => recordEntry(ctx.db, ctx.user, input)),
  reverse: creatorProcedure
    .input(ReverseLedgerEntry)
    .mutation(async ({ ctx, input }) => reverseEntry(ctx.db, ctx.user, input)),
  /** 'Por fecha': each pitch day's charges, collections and payouts (the organiser). */
  days: creatorProcedure
    .input(LedgerBookQuery)
    .query(async ({ ctx, input }) => ledgerDays(ctx.db, ctx.user, input, ctx.config.timeZone)),
  /** 'Hoy se cobra': the teams playing on a day and the cash to ask each for (the organiser). */
  due: creatorProcedure
    .input(LedgerDueQuery)
    .query(async ({ ctx, input }) => ledgerDue(ctx.db, ctx.user, input, ctx.config.timeZone)),
  /** The whole book for a spreadsheet (ledger.csv). */
  export: creatorProcedure
    .input(LedgerBookQuery)
    .query(async ({ ctx, input }) => ledgerExport(ctx.db, ctx.user, input, ctx.config.timeZone)),
  /** A payment's receipt (receipt.pdf): the organiser's and the paying team's captains'. */
  receipt: authedProcedure
    .input(ReceiptQuery)
    .query(async ({ ctx, input }) => receiptOf(ctx.db, ctx.user, input, ctx.config.timeZone)),
  /** How the organiser is paid into their own account (GET payments/settings). */
  paymentSettings: creatorProcedure.query(async ({ ctx }) => readPaymentSettings(ctx, ctx.user)),
  savePaymentSettings: creatorProcedure
    .input(PaymentSettingsInput)
    .mutation(async ({ ctx, input }) => savePaymentSettings(ctx, ctx.user, input)),
  /** A static Pix code for what a team owes: its captains' and the organiser's. */
  pix: authedProcedure.input(PixQuery).query(async ({ ctx, input }) => teamPix(ctx.db, ctx.user, input)),
  /** A team's balance paid on the organiser's Mercado Pago Checkout Pro: its captains' and the organiser's. */
  checkout: authedProcedure
    .input(CheckoutInput)
    .mutation(async ({ ctx, input }) => teamCheckout(ctx, ctx.user, input)),
  /** Mercado Pago's notification of a payment: believed by its signature and the payment read back. */
  mercadoPagoNotification: publicProcedure
    .input(MercadoPagoNotification)
    .mutation(async ({ ctx, input }) => mercadoPagoNotification(ctx, input)),
});
