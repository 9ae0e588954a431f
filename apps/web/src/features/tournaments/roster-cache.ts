import type { TeamDto } from '@cancha/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '@/lib/trpc';

/** Keeps the screens of a team the organiser runs in step after a roster change or a hand-over. */
export function useRosterCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** The team as the mutation answered it, and what depends on its roster. */
      teamChanged(team: TeamDto, tournamentId: string) {
        queryClient.setQueryData(trpc.teams.byId.queryKey({ teamId: team.id }), team);
        queryClient.setQueryData(trpc.teams.players.queryKey({ teamId: team.id }), team.players);
        return Promise.all([
          queryClient.invalidateQueries({
            queryKey: trpc.fixtures.teamInTournament.queryKey({ tournamentId, teamId: team.id }),
          }),
          queryClient.invalidateQueries({ queryKey: trpc.roster.invitations.queryKey({ teamId: team.id }) }),
        ]);
      },
      /** The team as it is now, after a refusal that may mean it changed meanwhile. */
      refreshTeam(teamId: string, tournamentId: string) {
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.teams.byId.queryKey({ teamId }) }),
          queryClient.invalidateQueries({ queryKey: trpc.teams.players.queryKey({ teamId }) }),
          queryClient.invalidateQueries({
            queryKey: trpc.fixtures.teamInTournament.queryKey({ tournamentId, teamId }),
          }),
          queryClient.invalidateQueries({ queryKey: trpc.roster.invitations.queryKey({ teamId }) }),
        ]);
      },
      /** Teams added to a tournament: its counts, registrations and what the fixture can draw. */
      teamsAdded() {
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.tournaments.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.registrations.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.fixtures.pathKey() }),
        ]);
      },
    }),
    [queryClient],
  );
}
