import type { LedgerKind, PAYMENT_METHODS } from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The cash book's words (docs/decisions/026): what each kind of entry is, and how money was paid.

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const KIND_LABELS: Record<LedgerKind, MessageDescriptor> = {
  REGISTRATION_FEE: msg`Inscripción`,
  MATCH_FEE: msg`Partido`,
  FINE: msg`Multa`,
  PAYMENT: msg`Pago`,
  ADJUSTMENT: msg`Ajuste`,
  REFEREE_PAYOUT: msg`Pago a árbitro`,
  PITCH_PAYOUT: msg`Pago de cancha`,
};

export const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  CASH: msg`Efectivo`,
  TRANSFER: msg`Transferencia`,
  PIX: msg`Pix`,
  MERCADO_PAGO: msg`Mercado Pago`,
};

/** A label for a kind the app may not know yet: never the raw key (docs/product/formats.md#labels). */
export const kindLabel = (kind: string): MessageDescriptor =>
  KIND_LABELS[kind as LedgerKind] ?? msg`Movimiento`;
