import type { UserDto } from '@cancha/shared';
import { redirect } from '@tanstack/react-router';
import { type Area, guardRedirect } from './guards';
import type { RouterContext } from './router-context';
import { clearSessionHints, saveSessionHints } from './session';

/** The current user, from the query cache or GET user.me; keeps the browser-storage hints in step. */
export async function loadCurrentUser({ queryClient, trpc }: RouterContext): Promise<UserDto | null> {
  const { user } = await queryClient.ensureQueryData(trpc.user.me.queryOptions());
  // docs/product/accounts.md#session — with no user the stored role and login flag are cleared.
  if (user) saveSessionHints({ role: user.role, subscriptionActive: user.subscriptionActive });
  else clearSessionHints();
  return user;
}

/** beforeLoad guard: redirects away unless the current user may open this area (lib/guards.ts). */
export async function requireArea(context: RouterContext, area: Area): Promise<{ user: UserDto | null }> {
  const user = await loadCurrentUser(context);
  const to = guardRedirect(area, user);
  if (to) throw redirect({ to, replace: true });
  return { user };
}
