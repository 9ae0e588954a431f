import type { QueryClient, QueryKey } from '@tanstack/react-query';

type ProxyNode = { [key: string]: ProxyNode } & { queryKey?: (input?: unknown) => QueryKey };

/**
 * The answers the server put into the page (apps/server/src/page-boot.ts: the session user, the page's first
 * queries), placed in the query cache before the first render, so the page draws without asking for them again.
 * Read once: the element goes, and a page that later asks again gets fresh answers.
 */
export function adoptBootData(queryClient: QueryClient, trpc: object): void {
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
    const node = answer.path
      .split('.')
      .reduce<ProxyNode | undefined>((at, key) => at?.[key], trpc as ProxyNode);
    const key = node?.queryKey?.(answer.input);
    if (key) queryClient.setQueryData(key, answer.data);
  }
}
