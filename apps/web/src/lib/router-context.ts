import type { QueryClient } from '@tanstack/react-query';
import type { Trpc } from './trpc';

/** What every route's beforeLoad and loader receive (a route loads through the query client). */
export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}
