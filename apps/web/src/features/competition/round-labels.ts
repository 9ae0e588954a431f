import { knockoutRoundName, type RoundDto, type RoundStage } from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Round names and progress: the fixture, the bracket and a match's page use them; the player's home does not, so
// they stay out of its first load (match-labels.ts is in it).

/**
 * A round's name in the reader's language: 'Fecha 3', 'Cuartos de final', 'Final', 'Triangular final'; a
 * knock-out round of an uneven count is 'Ronda 1' (knockoutRoundName).
 */
export function roundLabel(stage: RoundStage): MessageDescriptor {
  if (stage.kind === 'MATCHDAY') return msg`Fecha ${{ number: stage.number }}`;
  if (stage.kind === 'GROUP_MATCHDAY') return msg`Fase de grupos, fecha ${{ number: stage.number }}`;
  if (stage.kind === 'TRIANGULAR') return msg`Triangular final`;
  switch (knockoutRoundName(stage.teams)) {
    case 'FINAL':
      return msg`Final`;
    case 'SEMIFINAL':
      return msg`Semifinal`;
    case 'QUARTERFINAL':
      return msg`Cuartos de final`;
    case 'ROUND_OF_16':
      return msg`Octavos de final`;
    case 'ROUND_OF_32':
      return msg`Dieciseisavos de final`;
    case 'ROUND_OF_64':
      return msg`Treintaidosavos de final`;
    case 'NUMBERED':
      return msg`Ronda ${{ number: stage.number }}`;
  }
}

export type RoundProgress = 'COMPLETED' | 'IN_PLAY' | 'UPCOMING';

/**
 * Where a round stands: every match over, some played or under way, or none yet (a bye, which plays itself, does
 * not count as played).
 */
export function roundProgress(round: Pick<RoundDto, 'roundMatchesCompleted' | 'matches'>): RoundProgress {
  if (round.roundMatchesCompleted) return 'COMPLETED';
  const started = round.matches.some(
    (m) => m.teamTwo !== null && (m.status === 'COMPLETED' || m.status === 'IN_PROGRESS'),
  );
  return started ? 'IN_PLAY' : 'UPCOMING';
}

export const ROUND_PROGRESS_LABELS: Record<RoundProgress, MessageDescriptor> = {
  COMPLETED: msg`Completada`,
  IN_PLAY: msg`En juego`,
  UPCOMING: msg`Por jugar`,
};
