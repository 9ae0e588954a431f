import { knockoutRoundName, type RoundStage } from '@cancha/shared';

const KNOCKOUT_ES = {
  FINAL: 'Final',
  SEMIFINAL: 'Semifinal',
  QUARTERFINAL: 'Cuartos de final',
  ROUND_OF_16: 'Octavos de final',
  ROUND_OF_32: 'Dieciseisavos de final',
  ROUND_OF_64: 'Treintaidosavos de final',
} as const;

/** The Spanish round name older REST clients read (`roundName`); the screens localize `stage` themselves. */
export function roundNameEs(stage: RoundStage): string {
  if (stage.kind === 'MATCHDAY') return `Fecha ${stage.number}`;
  if (stage.kind === 'GROUP_MATCHDAY') return `Fase de grupos, fecha ${stage.number}`;
  if (stage.kind === 'TRIANGULAR') return 'Triangular final';
  const name = knockoutRoundName(stage.teams);
  return name === 'NUMBERED' ? `Ronda ${stage.number}` : KNOCKOUT_ES[name];
}
