import type { Db } from '@cancha/db';
import type { EventHandlers } from '../events/events';
import { settleCharges } from './charges.service';

// The cash book follows the competition: whatever may change what is due brings the charges in line.
const settle = (tx: Db, event: { tournamentId: string }) => settleCharges(tx, event.tournamentId);

export const ledgerHandlers: EventHandlers = {
  'competition.results-changed': [settle],
  'tournaments.teams-changed': [settle],
  'tournaments.fees-changed': [settle],
};
