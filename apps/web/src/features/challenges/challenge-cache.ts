import type { MatchDetailDto } from '@cancha/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '@/lib/trpc';

/** Keeps the challenge detail, 'Mis desafíos' and the player's next matches in step after a challenge changes. */
export function useChallengeCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** A friendly answered by a mutation: its detail shows it at once, under both of its keys. */
      store(match: MatchDetailDto) {
        if (match.challengesId) {
          queryClient.setQueryData(trpc.challenges.byId.queryKey({ challengeId: match.challengesId }), match);
        }
        queryClient.setQueryData(trpc.matches.byId.queryKey({ matchId: match.id }), match);
      },
      /** 'Mis desafíos' and the home's next matches, which a new or answered challenge changes. */
      refreshLists() {
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.challenges.mine.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.matches.myNext.queryKey() }),
        ]);
      },
      /** Reads a challenge's detail again (after a refusal, it may have changed meanwhile). */
      refreshChallenge(challengeId: string) {
        return queryClient.invalidateQueries({ queryKey: trpc.challenges.byId.queryKey({ challengeId }) });
      },
    }),
    [queryClient],
  );
}
