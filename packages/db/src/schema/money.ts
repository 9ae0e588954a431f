import { CURRENCIES, LEDGER_KINDS, PAYMENT_METHODS } from '@cancha/shared';
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { matches } from './matches';
import { teams } from './teams';
import { tournaments } from './tournaments';
import { users } from './users';
import { referees } from './venues';

/**
 * A tournament's cash book (docs/decisions/026): append-only. A mistake is undone by a new entry with the
 * opposite amount that names it (`reversesId`, once per entry), so every balance is the sum of its entries.
 * Amounts are whole minor units; a charge, an adjustment and a payment are positive when written, a reversal
 * carries the opposite.
 */
export const ledgerEntries = sqliteTable(
  'ledger_entries',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    tournamentId: text()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    // Null for money paid out (a referee, a pitch): the organiser's, not a team's.
    teamId: text().references(() => teams.id),
    kind: text({ enum: LEDGER_KINDS }).notNull(),
    amount: integer().notNull(),
    currency: text({ enum: CURRENCIES }).notNull(),
    matchId: text().references(() => matches.id, { onDelete: 'set null' }),
    refereeId: text().references(() => referees.id, { onDelete: 'set null' }),
    method: text({ enum: PAYMENT_METHODS }),
    note: text().notNull().default(''),
    // What a charge the competition wrote by itself stands for ('reg:<registration>', 'match:<match>:<team>',
    // 'card:<event>:<type>', 'noshow:<match>:<team>'): it is written once while its cause stands.
    cause: text(),
    // The entry this one undoes (an id of this table; unique, so an entry is undone once).
    reversesId: text(),
    // Null: written by the competition itself.
    createdById: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: integer({ mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
  },
  (t) => [
    index('ledger_entries_tournament_idx').on(t.tournamentId, t.createdAt),
    index('ledger_entries_team_idx').on(t.teamId),
    // Only the charges the competition wrote name a cause, and only reversals name an entry: a payment recorded
    // at the pitch, most of a season's book, writes neither index.
    index('ledger_entries_cause_idx').on(t.tournamentId, t.cause).where(sql`${t.cause} is not null`),
    uniqueIndex('ledger_entries_reverses_idx').on(t.reversesId).where(sql`${t.reversesId} is not null`),
    // What the organiser paid out (no team) is summed on every read of the book: only those rows, amounts included.
    index('ledger_entries_payouts_idx').on(t.tournamentId, t.amount).where(sql`${t.teamId} is null`),
  ],
);

/**
 * Each team's totals in a tournament's cash book, kept by a trigger on every entry written (drizzle/0029), so a
 * balance reads one row however long the season's book is. The book is append-only, so an insert is the only
 * change to follow; `ledger.test.ts` checks the totals against the sum of the entries.
 */
export const ledgerBalances = sqliteTable(
  'ledger_balances',
  {
    tournamentId: text()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    teamId: text()
      .notNull()
      .references(() => teams.id),
    // Charges and adjustments.
    charged: integer().notNull().default(0),
    // Payments received.
    paid: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.teamId] })],
);

/**
 * How an organiser gets paid into their own account (docs/decisions/027): the Pix key, name and city their static
 * Pix codes carry, and their own Mercado Pago access token and webhook secret, encrypted with the server's key
 * (never read back to anyone). One row per organiser, for every tournament they run.
 */
export const paymentSettings = sqliteTable('payment_settings', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // In the DICT's canonical form (CPF/CNPJ digits, +55 phone, lowercased e-mail, random key).
  pixKey: text(),
  pixName: text(),
  pixCity: text(),
  // AES-256-GCM under the server's PAYMENTS_KEY (api/src/ledger/secrets.ts): 'v1.<iv>.<tag>.<ciphertext>'.
  mercadoPagoToken: text(),
  mercadoPagoWebhookSecret: text(),
  // The Mercado Pago account the token opens (its nickname), as Mercado Pago named it when the token was saved.
  mercadoPagoAccount: text(),
  updatedAt: integer({ mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date()),
});

/**
 * A team's balance offered through the organiser's Mercado Pago Checkout Pro (docs/decisions/027). Its id is the
 * preference's external_reference and rides on its notification address: a notification is believed only for a
 * payment that names one of these, in its amount and currency.
 */
export const mercadoPagoCheckouts = sqliteTable('mercado_pago_checkouts', {
  id: text()
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID()),
  tournamentId: text()
    .notNull()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  teamId: text()
    .notNull()
    .references(() => teams.id),
  // Whose account the money goes to: the organiser's token reads the payment back.
  organiserId: text()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdById: text().references(() => users.id, { onDelete: 'set null' }),
  amount: integer().notNull(),
  currency: text({ enum: CURRENCIES }).notNull(),
  preferenceId: text().notNull(),
  createdAt: integer({ mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date()),
});

/**
 * Each Mercado Pago payment written to the book, by Mercado Pago's id: a repeated or replayed notification finds
 * it here and writes nothing (a second payment of the same checkout is another row, and another entry).
 */
export const mercadoPagoPayments = sqliteTable('mercado_pago_payments', {
  paymentId: text().primaryKey(),
  checkoutId: text()
    .notNull()
    .references(() => mercadoPagoCheckouts.id, { onDelete: 'cascade' }),
  ledgerEntryId: text().notNull(),
  createdAt: integer({ mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date()),
});
