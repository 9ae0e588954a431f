import type { TeamDto } from '@cancha/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '@/lib/trpc';

/** Keeps every screen that shows a team in step after a change, without refetching what the answer already holds. */
export function useTeamCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** A team answered by a mutation: the team page and its player list show it at once. */
      store(team: TeamDto) {
        queryClient.setQueryData(trpc.teams.byId.queryKey({ teamId: team.id }), team);
        queryClient.setQueryData(trpc.teams.players.queryKey({ teamId: team.id }), team.players);
      },
      /** 'Mis equipos' and the current user's teams (user.me carries playerTeam and teams). */
      refreshMine() {
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.teams.mine.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.user.me.queryKey() }),
        ]);
      },
      refreshTeam(teamId: string) {
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.teams.byId.queryKey({ teamId }) }),
          queryClient.invalidateQueries({ queryKey: trpc.teams.players.queryKey({ teamId }) }),
        ]);
      },
      forget(teamId: string) {
        queryClient.removeQueries({ queryKey: trpc.teams.byId.queryKey({ teamId }) });
        queryClient.removeQueries({ queryKey: trpc.teams.players.queryKey({ teamId }) });
        queryClient.removeQueries({ queryKey: trpc.formations.ofTeam.queryKey({ teamId }) });
        queryClient.removeQueries({ queryKey: trpc.invitations.ofTeam.queryKey({ teamId }) });
      },
    }),
    [queryClient],
  );
}
