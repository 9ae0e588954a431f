import { fetchOne, users } from '@cancha/db';
import { eq } from 'drizzle-orm';
import { asAccount } from '../auth/session';
import type { EventHandlers } from '../events/events';
import { claimTournamentInvitations } from './registrations.service';

export const tournamentHandlers: EventHandlers = {
  // Invitations to a tournament sent to the address before it was proven become the account's.
  'auth.address-proven': [
    async (tx, event) => {
      const user = asAccount(await fetchOne(tx.select().from(users).where(eq(users.id, event.userId))));
      if (user) await claimTournamentInvitations(tx, user);
    },
  ],
};
