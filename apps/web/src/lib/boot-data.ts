import type { QueryClient } from '@tanstack/react-query';
import { procedureAt } from './page-queries';
import type { Trpc } from './trpc';

/**
 * The answers the server put into the page (apps/server/src/page-boot.ts: the session user, the page's first
 * queries), placed in the query cache before the first render, so the page draws without asking for them again.
 * Read once: the element goes, and a page that later asks again gets fresh answers.
 */
export function adoptBootData(queryClient: QueryClient, trpc: Trpc): void {
  const element = document.getElementById('boot-data');
  element?.remove();
  let answers: unknown;
  try {
    answers = JSON.parse(element?.textContent || '[]');
  } catch {
    return;
  }
  if (!Array.isArray(answers)) return;
  for (const answer of answers as { path?: unknown; input?: unknown; data?: unknown }[]) {
    if (typeof answer?.path !== 'string') continue;
    queryClient.setQueryData(procedureAt(trpc, answer.path).queryKey(answer.input), answer.data);
  }
}
