import { createHash } from 'node:crypto';
import {
  CATALOG_LOCALE,
  formatMoney,
  LEDGER_KIND_LABELS,
  type Locale,
  PAYMENT_METHOD_LABELS,
  type ReceiptDto,
  type TextDescriptor,
  withValues,
} from '@cancha/shared';
import { jsPDF } from 'jspdf';
import { translator } from '../i18n/translate';
import { fit, font, winAnsi } from '../pdf/pdf-text';

// A payment's receipt (GET ledger/{entryId}/receipt.pdf): what a team gets for the cash it handed over at the pitch,
// in the reader's language, with the balance it still owes right after.

const LABELS = {
  title: /*i18n*/ { id: 'receipt.title', message: 'Recibo de pago' },
  number: /*i18n*/ { id: 'receipt.number', message: 'N.º {value}' },
  from: /*i18n*/ { id: 'receipt.from', message: 'Recibimos de' },
  amount: /*i18n*/ { id: 'receipt.amount', message: 'La suma de' },
  method: /*i18n*/ { id: 'receipt.method', message: 'Medio de pago' },
  date: /*i18n*/ { id: 'receipt.date', message: 'Fecha' },
  concept: /*i18n*/ { id: 'receipt.concept', message: 'Concepto' },
  receivedBy: /*i18n*/ { id: 'receipt.receivedBy', message: 'Recibió' },
  balance: /*i18n*/ { id: 'receipt.balance', message: 'Saldo después de este pago' },
  void: /*i18n*/ { id: 'receipt.void', message: 'ANULADO' },
  voidReason: /*i18n*/ { id: 'receipt.voidReason', message: 'Anulado el {value}' },
  footer: /*i18n*/ { id: 'receipt.footer', message: 'Emitido por Cancha · comprobante {value}' },
} satisfies Record<string, TextDescriptor>;

const MARGIN = 20;
const LABEL_W = 55;

export function renderReceipt(
  receipt: ReceiptDto,
  options: { paper: 'A4' | 'LETTER'; locale: Locale },
): Uint8Array {
  const format = options.paper === 'A4' ? 'a4' : 'letter';
  const doc = new jsPDF({ unit: 'mm', format, orientation: 'portrait', compress: true });
  // Same receipt, same bytes: a fixed creation date and a file ID digested from what it says.
  doc.setCreationDate("D:20000101000000+00'00'");
  doc.setFileId(
    createHash('md5')
      .update(JSON.stringify([receipt, options]))
      .digest('hex'),
  );
  const t = translator(options.locale);
  const say = (key: keyof typeof LABELS, value?: string) =>
    t(value === undefined ? LABELS[key] : withValues(LABELS[key], { value }));
  const lang = CATALOG_LOCALE[options.locale];
  const { entry } = receipt;
  const money = (minor: number) => formatMoney(minor, entry.currency, lang);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: receipt.timeZone,
    }).format(new Date(iso));
  doc.setDocumentProperties({
    title: winAnsi(`${say('title')} ${receipt.tournament.name}`),
    creator: 'Cancha',
  });

  const width = doc.internal.pageSize.getWidth() - 2 * MARGIN;
  let y = MARGIN + 6;
  font(doc, 18, 'bold');
  doc.text(fit(doc, say('title'), width * 0.65), MARGIN, y);
  font(doc, 13, 'bold');
  doc.text(say('number', String(receipt.number).padStart(4, '0')), MARGIN + width, y, { align: 'right' });
  y += 8;
  font(doc, 12);
  doc.text(fit(doc, receipt.tournament.name, width), MARGIN, y);
  y += 4;
  doc.setLineWidth(0.4).line(MARGIN, y, MARGIN + width, y);
  y += 9;

  const rows: [string, string][] = [
    [say('from'), receipt.team.name],
    [say('amount'), money(entry.amount)],
    [say('method'), entry.method ? t(PAYMENT_METHOD_LABELS[entry.method]) : ''],
    [say('date'), when(entry.createdAt)],
    [say('concept'), entry.note || t(LEDGER_KIND_LABELS.PAYMENT)],
    [say('receivedBy'), entry.createdBy?.name ?? ''],
    [say('balance'), money(receipt.balanceAfter)],
  ];
  for (const [label, value] of rows) {
    font(doc, 10, 'bold');
    doc.text(fit(doc, `${label}:`, LABEL_W - 2), MARGIN, y);
    font(doc, label === say('amount') ? 14 : 11, label === say('amount') ? 'bold' : 'normal');
    doc.text(fit(doc, value, width - LABEL_W), MARGIN + LABEL_W, y);
    y += 9;
  }

  if (receipt.reversal) {
    // Stamped across the receipt, so a printed copy of an undone payment cannot pass for a good one.
    doc.setTextColor(200, 30, 30);
    font(doc, 40, 'bold');
    doc.text(say('void'), MARGIN + width / 2, MARGIN + 45, { align: 'center', angle: 12 });
    font(doc, 10);
    doc.text(
      fit(doc, `${say('voidReason', when(receipt.reversal.at))}: ${receipt.reversal.reason}`, width),
      MARGIN,
      y,
    );
    doc.setTextColor(0, 0, 0);
    y += 8;
  }

  doc.setLineWidth(0.2).line(MARGIN, y, MARGIN + width, y);
  y += 5;
  font(doc, 8);
  doc.setTextColor(110, 110, 110);
  doc.text(fit(doc, say('footer', entry.id), width), MARGIN, y);
  return new Uint8Array(doc.output('arraybuffer'));
}
