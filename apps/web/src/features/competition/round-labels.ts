import type { RoundDto } from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// A round's progress: the fixture and the bracket use it (round names are @cancha/shared's stageText).

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
