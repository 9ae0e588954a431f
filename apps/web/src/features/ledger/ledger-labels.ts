import {
  LEDGER_KIND_LABELS,
  type LedgerKind,
  PAYMENT_METHOD_LABELS,
  type PAYMENT_METHODS,
} from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The cash book's words (docs/decisions/026): what each kind of entry is, and how money was paid; shared with
// the server's CSV export and receipts.

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = PAYMENT_METHOD_LABELS;

/** A label for a kind the app may not know yet: never the raw key (docs/product/formats.md#labels). */
export const kindLabel = (kind: string): MessageDescriptor =>
  LEDGER_KIND_LABELS[kind as LedgerKind] ?? msg`Movimiento`;
