import type { UserDto } from '@cancha/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '@/lib/trpc';

const meKey = () => trpc.user.me.queryKey();

/** The signed-in user as every screen reads it (user.me), kept in step after a change to the account. */
export function userCache(queryClient: QueryClient) {
  return {
    /** The user a mutation answered: the header, guards and forms show it at once. */
    store(user: UserDto) {
      queryClient.setQueryData(meKey(), { user });
    },
    /** A change the answer only describes; the server's copy follows with refresh(). */
    update(change: (user: UserDto) => UserDto) {
      queryClient.setQueryData(meKey(), (old) => (old?.user ? { ...old, user: change(old.user) } : old));
    },
    current(): UserDto | null {
      return queryClient.getQueryData(meKey())?.user ?? null;
    },
    refresh() {
      return queryClient.invalidateQueries({ queryKey: meKey() });
    },
  };
}

export function useUserCache() {
  const queryClient = useQueryClient();
  return useMemo(() => userCache(queryClient), [queryClient]);
}
