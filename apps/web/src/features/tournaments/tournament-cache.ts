import type { TournamentDto } from '@cancha/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '@/lib/trpc';

/** Keeps every screen that shows a tournament or a registration in step after a change. */
export function useTournamentCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** A tournament answered by a mutation: its page shows it at once. */
      store(tournament: TournamentDto) {
        queryClient.setQueryData(trpc.tournaments.byId.queryKey({ tournamentId: tournament.id }), tournament);
      },
      /** Lists, counts and badges of every tournament screen (cards, pending requests, 'Mis torneos'…). */
      refresh() {
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.tournaments.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.registrations.pathKey() }),
        ]);
      },
      /** A team removed from a tournament: its screen there is gone, and the fixture no longer lists it. */
      teamRemoved(tournamentId: string, teamId: string) {
        queryClient.removeQueries({
          queryKey: trpc.fixtures.teamInTournament.queryKey({ tournamentId, teamId }),
        });
        return Promise.all([
          this.refresh(),
          queryClient.invalidateQueries({ queryKey: trpc.fixtures.pathKey() }),
        ]);
      },
      forget(tournamentId: string) {
        queryClient.removeQueries({ queryKey: trpc.tournaments.byId.queryKey({ tournamentId }) });
        queryClient.removeQueries({ queryKey: trpc.registrations.ofTournament.queryKey({ tournamentId }) });
      },
    }),
    [queryClient],
  );
}
