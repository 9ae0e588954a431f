import type { UserDto } from '@cancha/shared';
import { useQuery } from '@tanstack/react-query';
import type * as React from 'react';
import { createContext, useContext } from 'react';
import { trpc } from '@/lib/trpc';

/** The signed-in user, or null for a visitor (GET user.me answers {user}). */
export function useCurrentUser(): { user: UserDto | null; isPending: boolean } {
  const query = useQuery(trpc.user.me.queryOptions());
  return { user: query.data?.user ?? null, isPending: query.isPending };
}

const RequiredUser = createContext<UserDto | null>(null);

/**
 * Wraps the player and creator areas. It renders its children only while there is a user (the route guard
 * loaded it; signing out clears it just before leaving for /login), and hands that user down, so every
 * component below sees the same user as the layout in the same render.
 */
export function RequireUser({ children }: { children: React.ReactNode }) {
  const { user } = useCurrentUser();
  if (!user) return null;
  return <RequiredUser.Provider value={user}>{children}</RequiredUser.Provider>;
}

/** The user inside <RequireUser>. */
export function useRequiredUser(): UserDto {
  const user = useContext(RequiredUser);
  if (!user) throw new Error('useRequiredUser is only available inside <RequireUser>');
  return user;
}
