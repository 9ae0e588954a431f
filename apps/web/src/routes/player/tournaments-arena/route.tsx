import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';

// The tournaments section: its crumb sits above the arena and a tournament's details.
export const Route = createFileRoute('/player/tournaments-arena')({
  staticData: { crumb: msg`Torneos` },
});
