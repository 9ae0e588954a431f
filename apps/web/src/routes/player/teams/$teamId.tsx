import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TeamPage } from '@/features/teams/team-page';
import { prefetchPage } from '@/lib/page-queries';

// docs/product/teams.md#team-page — the team page; its players come from GET player-team/me (teams.players).
export const Route = createFileRoute('/player/teams/$teamId')({
  staticData: { crumb: msg`Equipo` },
  loader: ({ context, params }) => prefetchPage(context, '/player/teams/$teamId', params),
  component: TeamRoute,
});

function TeamRoute() {
  const { teamId } = Route.useParams();
  // keyed: another team's page starts with fresh dialogs and forms.
  return <TeamPage key={teamId} teamId={teamId} />;
}
