import type { TeamDto, TeamPlayerDto } from '@cancha/shared';
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
      /** One player's saved details: the squad shows them at once. */
      storePlayer(teamId: string, player: TeamPlayerDto) {
        queryClient.setQueryData(trpc.teams.players.queryKey({ teamId }), (list) =>
          list?.map((p) => (p.id === player.id ? player : p)),
        );
      },
      refreshFormations(teamId: string) {
        return queryClient.invalidateQueries({ queryKey: trpc.formations.ofTeam.queryKey({ teamId }) });
      },
      /** The captain's list of invitations the team has sent and are still pending. */
      refreshSentInvitations(teamId: string) {
        return queryClient.invalidateQueries({ queryKey: trpc.invitations.ofTeam.queryKey({ teamId }) });
      },
      /** The invitations the player has received. */
      refreshMyInvitations() {
        return queryClient.invalidateQueries({ queryKey: trpc.invitations.mine.queryKey() });
      },
      /** An invitation the player answered leaves their list at once, once any request under way is held. */
      async dropMyInvitation(invitationId: string) {
        await queryClient.cancelQueries({ queryKey: trpc.invitations.mine.queryKey() });
        queryClient.setQueryData(trpc.invitations.mine.queryKey(), (list) =>
          list?.filter((i) => i.id !== invitationId),
        );
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
