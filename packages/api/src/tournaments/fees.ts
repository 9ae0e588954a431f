import type { Db } from '@cancha/db';
import { type Currency, type Fees, type FeesDto, fromMinor, NO_FINES, toMinor } from '@cancha/shared';
import { emit } from '../events/events';
import type { TournamentRow } from './access';

// A tournament's money settings (docs/decisions/026): the spec's registrationFee and matchFee, as entered, and the
// fines; the cash book reads them as whole minor units of one currency.

type FeeColumns = Pick<
  TournamentRow,
  'registrationFeeAmount' | 'registrationFeeCurrency' | 'matchFeeAmount' | 'matchFeeCurrency' | 'fines'
>;

/** The cash book's currency: the one of the fee that charges (both are kept equal once one does). */
export function bookCurrency(row: FeeColumns): Currency {
  return row.registrationFeeAmount === 0 && row.matchFeeAmount > 0
    ? row.matchFeeCurrency
    : row.registrationFeeCurrency;
}

export function feesOf(row: FeeColumns): FeesDto {
  const currency = bookCurrency(row);
  return {
    currency,
    registration: toMinor(row.registrationFeeAmount, currency),
    perMatch: toMinor(row.matchFeeAmount, currency),
    fines: row.fines ?? NO_FINES,
  };
}

type MoneyFields = {
  registrationFee?: { amount: number; currency: Currency };
  matchFee?: { amount: number; currency: Currency };
  fees?: Required<Fees> & { fines: FeesDto['fines'] };
};

/** The columns an edit of the money settings writes; `fees` (minor units) wins over the spec's two amounts. */
export function feeColumns(input: MoneyFields): Partial<FeeColumns> {
  const { fees, registrationFee, matchFee } = input;
  if (fees) {
    const currency = fees.currency;
    return {
      registrationFeeAmount: fromMinor(fees.registration, currency),
      registrationFeeCurrency: currency,
      matchFeeAmount: fromMinor(fees.perMatch, currency),
      matchFeeCurrency: currency,
      fines: fees.fines,
    };
  }
  const out: Partial<FeeColumns> = {};
  if (registrationFee) {
    out.registrationFeeAmount = registrationFee.amount;
    out.registrationFeeCurrency = registrationFee.currency;
  }
  if (matchFee) {
    out.matchFeeAmount = matchFee.amount;
    out.matchFeeCurrency = matchFee.currency;
  }
  // A fee that charges names the one currency of the book for both.
  const charging = [registrationFee, matchFee].find((f) => f && f.amount > 0);
  if (charging) {
    out.registrationFeeCurrency = charging.currency;
    out.matchFeeCurrency = charging.currency;
  }
  return out;
}

/** Whether an edit changes what the competition charges. */
export function feesChanged(before: FeeColumns, after: FeeColumns): boolean {
  return JSON.stringify(feesOf(before)) !== JSON.stringify(feesOf(after));
}

/** Says, in the change's transaction, that a tournament's fees or fines changed: the cash book charges anew. */
export async function feesChangedEvent(tx: Db, tournamentId: string): Promise<void> {
  await emit(tx, { type: 'tournaments.fees-changed', tournamentId });
}

/** Says, in the change's transaction, that which teams are in a tournament changed (an approval, a removal). */
export async function teamsChanged(tx: Db, tournamentId: string): Promise<void> {
  await emit(tx, { type: 'tournaments.teams-changed', tournamentId });
}
