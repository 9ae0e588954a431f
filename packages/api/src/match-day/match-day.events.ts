import type { EventHandlers } from '../events/events';
import { refreshBoard } from './board-live';

export const matchDayHandlers: EventHandlers = {
  'competition.matches-changed': [refreshBoard],
  'competition.results-changed': [refreshBoard],
};
