import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '@/lib/trpc';

/** Keeps the blog's lists and articles in step after the owner creates, edits or deletes a post. */
export function usePostCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** The article once kept under `slug`: it was deleted, or now lives at another address. */
      forget(slug: string) {
        queryClient.removeQueries({ queryKey: trpc.posts.bySlug.queryKey({ slug }) });
      },
      /** Every list, search and article of the blog. */
      refresh() {
        return queryClient.invalidateQueries({ queryKey: trpc.posts.pathKey() });
      },
    }),
    [queryClient],
  );
}
