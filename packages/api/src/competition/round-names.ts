import type { RoundStage } from '@cancha/shared';

/** The Spanish round name of the spec's clients; the screens localize `stage` themselves. */
export function roundNameEs(stage: RoundStage): string {
  if (stage.kind === 'MATCHDAY') return `Fecha ${stage.number}`;
  if (stage.kind === 'TRIANGULAR') return 'Triangular final';
  if (stage.teams <= 2) return 'Final';
  if (stage.teams <= 4) return 'Semifinal';
  if (stage.teams <= 8) return 'Cuartos de final';
  if (stage.teams <= 16) return 'Octavos de final';
  if (stage.teams <= 32) return 'Dieciseisavos de final';
  return 'Treintaidosavos de final';
}
