import { LedgerQuery, RecordLedgerEntry, ReverseLedgerEntry } from '@cancha/shared';
import { authedProcedure, creatorProcedure, router } from '../trpc';
import { readLedger, recordEntry, reverseEntry } from './ledger.service';

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
});
