import type { Db } from '@cancha/db';
import { emit } from '../events/events';

/**
 * Says, in the change's own transaction, that what a tournament's day shows changed (a match placed or moved, a
 * round written, a referee freed), so its open boards read it again once the change commits. A result says so
 * through `competition.results-changed`, which the board also hears.
 */
export async function matchesChanged(tx: Db, tournamentId: string | null): Promise<void> {
  if (tournamentId) await emit(tx, { type: 'competition.matches-changed', tournamentId });
}
