import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

// spec: tournaments §2 Player routes — /player/tournaments-arena/tournament?tournamentId= and, below it, the team in
// the tournament. Both read the tournament from the same search parameter. No crumb here: a crumb links by path
// only and would lose the tournamentId.
export const Route = createFileRoute('/player/tournaments-arena/tournament')({
  validateSearch: z.object({ tournamentId: z.string().trim().max(64).optional().catch(undefined) }),
});
