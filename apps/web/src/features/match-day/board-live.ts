import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useRef } from 'react';
import { trpc } from '@/lib/trpc';

/**
 * Keeps a board current (docs/decisions/014): the server says "read again" whenever the tournament's matches
 * change, and the board's query is read again. The stream carries no data, so what shows is always the board's
 * own answer. Its first signal only says it is listening; one after a dropped connection is read as a change,
 * since one may have been missed meanwhile.
 */
export function useBoardLive(tournamentId: string, invite: string | undefined, boardKey: QueryKey): void {
  const queryClient = useQueryClient();
  const listening = useRef(false);
  useSubscription(
    trpc.matchDay.onBoard.subscriptionOptions(
      { tournamentId, ...(invite ? { invite } : {}) },
      {
        onData: (signal) => {
          const first = signal.kind === 'READY' && !listening.current;
          listening.current = true;
          if (!first) void queryClient.invalidateQueries({ queryKey: boardKey });
        },
      },
    ),
  );
}
