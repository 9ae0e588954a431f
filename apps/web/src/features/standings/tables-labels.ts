import type { SuspensionReason } from '@cancha/shared';
import { msg } from '@lingui/core/macro';

// Words of the tournament tables (docs/decisions/013#tables, #discipline).

export const SUSPENSION_REASON_LABELS = {
  RED_CARD: msg`Roja directa`,
  SECOND_YELLOW: msg`Doble amarilla`,
  YELLOW_ACCUMULATION: msg`Acumulación de amarillas`,
} satisfies Record<SuspensionReason, ReturnType<typeof msg>>;

/** The panes of the tournament tables, in the order the switch shows them. */
export const TABLE_PANES = ['scorers', 'defence', 'fairPlay', 'discipline'] as const;
export type TablePane = (typeof TABLE_PANES)[number];

export const TABLE_PANE_LABELS = {
  scorers: msg`Goleadores`,
  defence: msg`Valla menos vencida`,
  fairPlay: msg`Fair play`,
  discipline: msg`Tarjetas y suspensiones`,
} satisfies Record<TablePane, ReturnType<typeof msg>>;
