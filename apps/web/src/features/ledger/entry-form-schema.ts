import {
  type Currency,
  isSingleLineText,
  LEDGER_NOTE_MAX,
  type RecordLedgerEntry as RecordInput,
  RecordLedgerEntry,
} from '@cancha/shared';
import { z } from 'zod';
import { parseAmount } from './amount-text';
import type { PaymentMethod } from './ledger-labels';

// The form of 'Registrar pago' and 'Ajuste' (docs/decisions/023): its rules, and the shared RecordLedgerEntry the
// server checks, on what would be sent. Each issue's message is a code the dialog words.

export type EntryFormKind = 'PAYMENT' | 'ADJUSTMENT';

export interface EntryFormValues {
  teamId: string;
  /** Major units as typed: "1500,50". */
  amount: string;
  /** A payment's. */
  method: PaymentMethod;
  /** An adjustment's: adds to what the team owes, or takes from it (a credit). */
  direction: 'CHARGE' | 'CREDIT';
  note: string;
}

export type EntryFormProblem = 'TEAM_REQUIRED' | 'AMOUNT_INVALID' | 'NOTE_REQUIRED' | 'NOTE_INVALID';

/** What `ledger.record` is sent for the form's values, the amount in minor units; null while it cannot be read. */
export function toRecordInput(
  kind: EntryFormKind,
  values: EntryFormValues,
  tournamentId: string,
  currency: Currency,
): RecordInput | null {
  const amount = parseAmount(values.amount, currency);
  if (amount === null) return null;
  const note = values.note.trim();
  if (kind === 'PAYMENT') {
    return { tournamentId, kind, teamId: values.teamId, amount, method: values.method, note };
  }
  return {
    tournamentId,
    kind,
    teamId: values.teamId,
    amount: values.direction === 'CREDIT' ? -amount : amount,
    note,
  };
}

export function entryFormSchema(kind: EntryFormKind, tournamentId: string, currency: Currency) {
  return z.custom<EntryFormValues>().superRefine((values, ctx) => {
    let problems = 0;
    const issue = (field: keyof EntryFormValues, message: EntryFormProblem) => {
      problems += 1;
      ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (values.teamId === '') issue('teamId', 'TEAM_REQUIRED');
    if (parseAmount(values.amount, currency) === null) issue('amount', 'AMOUNT_INVALID');
    const note = values.note.trim();
    if (kind === 'ADJUSTMENT' && note === '') issue('note', 'NOTE_REQUIRED');
    if (note.length > LEDGER_NOTE_MAX || !isSingleLineText(note)) issue('note', 'NOTE_INVALID');
    const input = toRecordInput(kind, values, tournamentId, currency);
    if (problems > 0 || !input) return;
    const checked = RecordLedgerEntry.safeParse(input);
    if (checked.success) return;
    for (const failure of checked.error.issues) {
      const field = String(failure.path[0] ?? 'amount');
      if (field === 'note') issue('note', 'NOTE_INVALID');
      else if (field === 'teamId') issue('teamId', 'TEAM_REQUIRED');
      else issue('amount', 'AMOUNT_INVALID');
    }
  });
}
