import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '@/features/teams/team-page';

// spec: tournaments §2 Player routes — the team page; its players come from GET player-team/me (teams.players).
export const Route = createFileRoute('/player/teams/$teamId')({
  staticData: { crumb: msg`Equipo` },
  loader: ({ context: { queryClient, trpc }, params: { teamId } }) =>
    Promise.all([
      queryClient.prefetchQuery(trpc.teams.byId.queryOptions({ teamId })),
      queryClient.prefetchQuery(trpc.teams.players.queryOptions({ teamId })),
    ]),
  component: TeamRoute,
});

function TeamRoute() {
  const { teamId } = Route.useParams();
  // keyed: another team's page starts with fresh dialogs and forms.
  return <TeamPage key={teamId} teamId={teamId} />;
}
