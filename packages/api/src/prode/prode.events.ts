import type { EventHandlers } from '../events/events';
import { refreshProde } from './scoring.service';

/** El Prode follows the competitions its games are over. */
export const prodeHandlers: EventHandlers = {
  // Scores what the change decided, the champion included; scoring again what is already scored changes nothing.
  'competition.results-changed': [(tx, event) => refreshProde(tx, event.tournamentId)],
};
