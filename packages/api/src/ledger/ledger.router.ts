import {
  LedgerBookQuery,
  LedgerDueQuery,
  LedgerQuery,
  PaymentSettingsInput,
  PixQuery,
  ReceiptQuery,
  RecordLedgerEntry,
  ReverseLedgerEntry,
} from '@cancha/shared';
import { authedProcedure, creatorProcedure, router } from '../trpc';
import { readLedger, recordEntry, reverseEntry } from './ledger.service';
import { teamPix } from './pay.service';
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
  paymentSettings: creatorProcedure.query(async ({ ctx }) => readPaymentSettings(ctx.db, ctx.user)),
  savePaymentSettings: creatorProcedure
    .input(PaymentSettingsInput)
    .mutation(async ({ ctx, input }) => savePaymentSettings(ctx.db, ctx.user, input)),
  /** A static Pix code for what a team owes: its captains' and the organiser's. */
  pix: authedProcedure.input(PixQuery).query(async ({ ctx, input }) => teamPix(ctx.db, ctx.user, input)),
});
