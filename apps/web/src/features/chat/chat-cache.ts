import type { ChatType } from '@cancha/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '@/lib/trpc';

/** Keeps a chat's status (who may write, unread count) in step with what the reader just did. */
export function useChatCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** Read up to now: the button's badge goes at once. */
      clearUnread(type: ChatType, id: string) {
        queryClient.setQueryData(trpc.chat.status.queryKey({ type, id }), (old) =>
          old ? { ...old, unread: 0 } : old,
        );
      },
      /** Who may read and write changed on the server (say, no longer a captain): ask again. */
      refreshStatus(type: ChatType, id: string) {
        return queryClient.invalidateQueries({ queryKey: trpc.chat.status.queryKey({ type, id }) });
      },
    }),
    [queryClient],
  );
}
