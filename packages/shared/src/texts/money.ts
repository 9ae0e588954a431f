import type { LedgerKind, PAYMENT_METHODS } from '../money';
import type { TextDescriptor } from './text';

// The cash book's words (docs/decisions/026), said alike by the screens, the CSV export and the receipts.

export const LEDGER_KIND_LABELS: Record<LedgerKind, TextDescriptor> = {
  REGISTRATION_FEE: /*i18n*/ { id: 'ledger.kind.REGISTRATION_FEE', message: 'Inscripción' },
  MATCH_FEE: /*i18n*/ { id: 'ledger.kind.MATCH_FEE', message: 'Partido' },
  FINE: /*i18n*/ { id: 'ledger.kind.FINE', message: 'Multa' },
  PAYMENT: /*i18n*/ { id: 'ledger.kind.PAYMENT', message: 'Pago' },
  ADJUSTMENT: /*i18n*/ { id: 'ledger.kind.ADJUSTMENT', message: 'Ajuste' },
  REFEREE_PAYOUT: /*i18n*/ { id: 'ledger.kind.REFEREE_PAYOUT', message: 'Pago a árbitro' },
  PITCH_PAYOUT: /*i18n*/ { id: 'ledger.kind.PITCH_PAYOUT', message: 'Pago de cancha' },
};

export const PAYMENT_METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], TextDescriptor> = {
  CASH: /*i18n*/ { id: 'ledger.method.CASH', message: 'Efectivo' },
  TRANSFER: /*i18n*/ { id: 'ledger.method.TRANSFER', message: 'Transferencia' },
  PIX: /*i18n*/ { id: 'ledger.method.PIX', message: 'Pix' },
  MERCADO_PAGO: /*i18n*/ { id: 'ledger.method.MERCADO_PAGO', message: 'Mercado Pago' },
};
