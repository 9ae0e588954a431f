import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

// The teams section: its crumb sits above the team page and the invitations page.
export const Route = createFileRoute('/player/teams')({
  staticData: { crumb: msg`Mi equipo` },
});
