import { homePathFor } from '@cancha/shared';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { loadCurrentUser } from '@/lib/route-guards';

// The installed app's start address (its manifest's start_url): each user's own home, the public site for a visitor.
export const Route = createFileRoute('/app')({
  beforeLoad: async ({ context }) => {
    const user = await loadCurrentUser(context);
    throw redirect({ to: user ? homePathFor(user.role) : '/', replace: true });
  },
});
