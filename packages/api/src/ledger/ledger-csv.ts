import {
  CURRENCY_DIGITS,
  fromMinor,
  LEDGER_KIND_LABELS,
  type LedgerEntryDto,
  type Locale,
  PAYMENT_METHOD_LABELS,
  type TextDescriptor,
} from '@cancha/shared';
import { translator } from '../i18n/translate';

// The whole cash book for a spreadsheet (GET tournaments/{id}/ledger.csv, docs/decisions/026): RFC 4180 with a
// byte-order mark so Excel reads the accents, headings and kinds in the reader's language, amounts as plain
// numbers with a point (what every spreadsheet parses), times in the tournament's zone.

const HEADINGS = {
  date: /*i18n*/ { id: 'ledgerCsv.date', message: 'Fecha' },
  team: /*i18n*/ { id: 'ledgerCsv.team', message: 'Equipo' },
  kind: /*i18n*/ { id: 'ledgerCsv.kind', message: 'Concepto' },
  amount: /*i18n*/ { id: 'ledgerCsv.amount', message: 'Importe' },
  currency: /*i18n*/ { id: 'ledgerCsv.currency', message: 'Moneda' },
  method: /*i18n*/ { id: 'ledgerCsv.method', message: 'Medio' },
  note: /*i18n*/ { id: 'ledgerCsv.note', message: 'Nota' },
  by: /*i18n*/ { id: 'ledgerCsv.by', message: 'Registrado por' },
  match: /*i18n*/ { id: 'ledgerCsv.match', message: 'Partido' },
  id: /*i18n*/ { id: 'ledgerCsv.id', message: 'Movimiento' },
  reverses: /*i18n*/ { id: 'ledgerCsv.reverses', message: 'Anula a' },
} satisfies Record<string, TextDescriptor>;

/**
 * A cell as RFC 4180 quotes it. Text someone typed (a note, a name) that a spreadsheet would run as a formula
 * ('=HYPERLINK(…)') is written with a leading apostrophe. Amounts do not pass here: a '-' starts a number.
 */
function cell(value: string | null): string {
  if (value === null) return '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** "2026-12-05 18:30" in a zone: sortable, and read as a date by spreadsheets. */
function localTime(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const n = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${n('year')}-${n('month')}-${n('day')} ${n('hour')}:${n('minute')}`;
}

export function ledgerCsv(
  book: { timeZone: string; entries: (LedgerEntryDto & { team: string | null })[] },
  locale: Locale,
): string {
  const t = translator(locale);
  const lines = [Object.values(HEADINGS).map((h) => cell(t(h)))];
  for (const e of book.entries) {
    lines.push([
      cell(localTime(e.createdAt, book.timeZone)),
      cell(e.team ?? ''),
      cell(t(LEDGER_KIND_LABELS[e.kind])),
      fromMinor(e.amount, e.currency).toFixed(CURRENCY_DIGITS[e.currency]),
      cell(e.currency),
      cell(e.method ? t(PAYMENT_METHOD_LABELS[e.method]) : ''),
      cell(e.note),
      cell(e.createdBy?.name ?? ''),
      cell(e.matchId),
      cell(e.id),
      cell(e.reverses),
    ]);
  }
  return `\uFEFF${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
}
