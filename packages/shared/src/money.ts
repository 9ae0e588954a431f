import type { Currency } from './tournaments.schema';

// The league's cash book (docs/decisions/026): amounts are whole numbers in the currency's minor units, so a
// balance is a sum that loses nothing.

/** Digits after the decimal point of each currency (ISO 4217): what one minor unit is worth. */
export const CURRENCY_DIGITS: Record<Currency, number> = {
  ARS: 2,
  BRL: 2,
  CLP: 0,
  COP: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  MXN: 2,
  PEN: 2,
  USD: 2,
  UYU: 2,
};

/** The largest amount an entry may carry, in minor units: a season's fees with room to spare. */
export const MONEY_MAX_MINOR = 100_000_000_000;

/** A price as the spec's REST reads it (1500.5 ARS) in minor units (150050). */
export function toMinor(amount: number, currency: Currency): number {
  return Math.round(amount * 10 ** CURRENCY_DIGITS[currency]);
}

/** Minor units (150050 ARS) as the spec's plain amount (1500.5). */
export function fromMinor(minor: number, currency: Currency): number {
  return minor / 10 ** CURRENCY_DIGITS[currency];
}

/** An amount in minor units as the reader's language writes money ("$ 1.500,50", "R$ 20,00"). */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  const digits = CURRENCY_DIGITS[currency];
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: minor % 10 ** digits === 0 ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(fromMinor(minor, currency));
}

/** What a tournament fines, in minor units of its currency; 0 fines nothing. */
export interface Fines {
  yellow: number;
  red: number;
  noShow: number;
}
export const NO_FINES: Fines = { yellow: 0, red: 0, noShow: 0 };

/** A tournament's money settings as the ledger reads them. */
export interface FeesDto {
  currency: Currency;
  registration: number;
  perMatch: number;
  fines: Fines;
}

/** Entries the competition writes by itself: what a team owes. */
export const CHARGE_KINDS = ['REGISTRATION_FEE', 'MATCH_FEE', 'FINE'] as const;
/** Entries the organiser writes. */
export const RECORDED_KINDS = ['PAYMENT', 'ADJUSTMENT', 'REFEREE_PAYOUT', 'PITCH_PAYOUT'] as const;
export const LEDGER_KINDS = [...CHARGE_KINDS, ...RECORDED_KINDS] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** Money paid out by the organiser: theirs, not any team's balance. */
export const PAYOUT_KINDS: readonly LedgerKind[] = ['REFEREE_PAYOUT', 'PITCH_PAYOUT'];

export const PAYMENT_METHODS = ['CASH', 'TRANSFER', 'PIX', 'MERCADO_PAGO'] as const;

export interface LedgerEntryDto {
  id: string;
  /** Null for money paid out (a referee, a pitch). */
  teamId: string | null;
  kind: LedgerKind;
  /**
   * Minor units. A charge or an adjustment adds to what the team owes (an adjustment may be negative, a credit);
   * a payment is money received; a reversal carries the opposite of the entry it undoes.
   */
  amount: number;
  currency: Currency;
  matchId: string | null;
  refereeId: string | null;
  method: (typeof PAYMENT_METHODS)[number] | null;
  note: string;
  createdAt: string;
  /** Who wrote it; null when the competition charged it by itself. */
  createdBy: { id: string; name: string } | null;
  /** The entry this one undoes. */
  reverses: string | null;
  /** The entry that undid this one, if any. */
  reversedBy: string | null;
}

export interface TeamBalanceDto {
  teamId: string;
  /** Sum of charges and adjustments. */
  charged: number;
  /** Sum of payments received. */
  paid: number;
  /** charged − paid: what the team still owes (negative: in credit). */
  balance: number;
}

export interface LedgerDto {
  tournamentId: string;
  currency: Currency;
  /** Newest first, one page of them. */
  entries: LedgerEntryDto[];
  /** The last entry of this page when older ones follow: the next page's `before`. */
  nextBefore: string | null;
  /** Every team's totals (the caller's own teams' when they do not run the tournament). */
  balances: TeamBalanceDto[];
  /** What the organiser paid out (referees, pitches), reversals counted; 0 for anyone else. */
  paidOut: number;
  /** Whether the caller runs the tournament (sees every team and records payments). */
  manage: boolean;
  /** The ways a team may pay the organiser online, into the organiser's own account. */
  pay: { pix: boolean; mercadoPago: boolean };
}

/** Whether an entry of this kind counts towards what a team has been charged. */
export function isCharge(kind: LedgerKind): boolean {
  return kind === 'REGISTRATION_FEE' || kind === 'MATCH_FEE' || kind === 'FINE' || kind === 'ADJUSTMENT';
}

/** Each team's balance, summed from its entries: the only way a balance is ever known. */
export function balancesOf(
  entries: readonly Pick<LedgerEntryDto, 'teamId' | 'kind' | 'amount'>[],
): TeamBalanceDto[] {
  const byTeam = new Map<string, TeamBalanceDto>();
  for (const e of entries) {
    if (e.teamId === null) continue;
    let b = byTeam.get(e.teamId);
    if (!b) {
      b = { teamId: e.teamId, charged: 0, paid: 0, balance: 0 };
      byTeam.set(e.teamId, b);
    }
    if (e.kind === 'PAYMENT') b.paid += e.amount;
    else if (isCharge(e.kind)) b.charged += e.amount;
    b.balance = b.charged - b.paid;
  }
  return [...byTeam.values()];
}

/** One pitch day of the book (the organiser's 'Por fecha'): what its matches charged and the cash that moved. */
export interface LedgerDayDto {
  /** YYYY-MM-DD in the tournament's zone. */
  date: string;
  /** Fees and fines of that day's matches, and other charges and adjustments written that day. */
  charged: number;
  /** Payments received that day. */
  collected: number;
  /** Paid out that day (referees, pitches). */
  paidOut: number;
}

/** A team that plays on the day of 'Hoy se cobra', with what to collect from it. */
export interface DueTeamDto {
  teamId: string;
  /** Its matches of the day, in kick-off order. */
  matches: { matchId: string; time: string | null; pitch: string | null; opponentId: string | null }[];
  /** What it owes now. */
  balance: number;
  /** Match fees of the day's matches not played yet: charged when they finish. */
  pending: number;
  /** balance + pending, never below zero: the cash to ask for at the pitch. */
  toCollect: number;
}

/** 'Hoy se cobra': the teams that play on a day and what each owes once the day's matches are charged. */
export interface LedgerDueDto {
  tournamentId: string;
  currency: Currency;
  date: string;
  /** The nearest days with matches before and after `date`. */
  previous: string | null;
  next: string | null;
  teams: DueTeamDto[];
  total: number;
}

/** What a payment's receipt says (GET ledger/{entryId}/receipt.pdf). */
export interface ReceiptDto {
  /** The payment's place among the tournament's payments, from 1. */
  number: number;
  entry: LedgerEntryDto;
  tournament: { id: string; name: string };
  team: { id: string; name: string };
  /** What the team owed right after this payment. */
  balanceAfter: number;
  /** The tournament's zone, for the time it was received. */
  timeZone: string;
  /** Why it was undone, when it was. */
  reversal: { at: string; reason: string } | null;
}

/** GET payments/settings: how the organiser is paid (docs/decisions/027). */
export interface PaymentSettingsDto {
  pix: { key: string; name: string; city: string } | null;
  /** The connected account's nickname; the token and the secret are never sent back. */
  mercadoPago: { account: string } | null;
  /** Where Mercado Pago's notifications come: what the organiser enters in their application's Webhooks. */
  mercadoPagoWebhookUrl: string;
}

/** POST tournaments/{id}/teams/{teamId}/checkout: where the payer goes to pay on Mercado Pago. */
export interface CheckoutDto {
  initPoint: string;
  amount: number;
  currency: Currency;
}

/** GET tournaments/{id}/teams/{teamId}/pix: a static Pix code for what a team owes (or one of its charges). */
export interface PixChargeDto {
  /** The BR Code: what the QR carries and 'Pix Copia e Cola' pastes. */
  payload: string;
  /** Minor units of BRL. */
  amount: number;
  /** Names the payment in the organiser's bank statement. */
  txid: string;
  receiver: { name: string; city: string };
}

/** The currencies Mercado Pago's Checkout Pro charges in, in the countries it serves. */
export const MERCADO_PAGO_CURRENCIES: readonly Currency[] = ['ARS', 'BRL', 'CLP', 'COP', 'MXN', 'PEN', 'UYU'];
