import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type AppServices, appRouter, createContextInner, headerCookieJar } from '@cancha/api';
import { type PageQuery, pageQueriesOf } from '@cancha/api/page-queries';
import { callTRPCProcedure } from '@trpc/server';
import { z } from 'zod';

// What a page needs to draw, sent with its HTML: the route's JavaScript files as modulepreload links, and the
// answers to the first queries it makes. On slow 4G each round trip the app would otherwise make before drawing
// (entry script → route code → user.me → the page's data) costs a visible fraction of a second; here they all
// start with the HTML, or are in it.

export const ROUTE_CHUNKS_FILE = 'route-chunks.json';
export const BOOT_DATA_ID = 'boot-data';

const Files = z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/));
/** The web build's route-chunks.json (apps/web/route-chunks.ts). */
const RouteChunks = z.object({
  routes: z.array(z.object({ pattern: z.string().startsWith('/'), files: Files })),
  parts: z.object({ 'banner-ad': Files }).partial(),
});
export type RouteChunks = z.infer<typeof RouteChunks>;
export type PageRoute = RouteChunks['routes'][number];

export function readRouteChunks(webDist: string): RouteChunks {
  const file = join(webDist, ROUTE_CHUNKS_FILE);
  if (!existsSync(file)) return { routes: [], parts: {} };
  return RouteChunks.parse(JSON.parse(readFileSync(file, 'utf8')));
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The route the client's router will draw for `path`, with its parameters: the most specific match, an index route
 * over its own layout. Null for an address no route takes (the app's not-found page).
 */
export function matchRoute(
  routes: readonly PageRoute[],
  path: string,
): { route: PageRoute; params: Record<string, string> } | null {
  let segments: string[];
  try {
    segments = segmentsOf(path).map(decodeURIComponent);
  } catch {
    return null;
  }
  let best: { route: PageRoute; params: Record<string, string>; score: number } | null = null;
  for (const route of routes) {
    const parts = segmentsOf(route.pattern);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let score = route.pattern.endsWith('/') ? 1 : 0;
    let matches = true;
    for (const [i, part] of parts.entries()) {
      const segment = segments[i]!;
      if (part.startsWith('$')) params[part.slice(1)] = segment;
      else if (part === segment) score += 2;
      else {
        matches = false;
        break;
      }
    }
    if (matches && (!best || score > best.score)) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}

/** What any page may ask first: who is signed in and how this server is set up (sign-in options, map, payments). */
const EVERY_PAGE: PageQuery[] = [
  { path: 'user.me', input: undefined },
  { path: 'auth.config', input: undefined },
];
/**
 * The player's and the creator's areas: their header has the notifications bell, and a user without the
 * subscription sees the banner ad at the top of every page (apps/web/src/features/ads/ad-slot.tsx).
 */
const SIGNED_IN_AREA = /^\/(player|tournament-creator)(\/|$)/;

export interface BootAnswer {
  path: string;
  input?: unknown;
  data: unknown;
}

/**
 * Answers a page's first queries as the request's own session would be answered, through the same procedures and
 * their checks: first who is signed in, then what the page declares (packages/api/src/page-queries.ts) for its
 * route, path and search parameters and that user. A query that fails is left out: the page asks for it itself and
 * shows that error as it always does.
 */
export async function answerPageQueries(
  services: AppServices,
  request: { cookie: string | undefined; ip: string; setCookie: (line: string) => void },
  page: { pattern: string | undefined; params: Record<string, string>; search: URLSearchParams },
): Promise<BootAnswer[]> {
  const ctx = await createContextInner(services, {
    cookies: headerCookieJar(request.cookie, request.setCookie),
    ip: request.ip,
  });
  const answers: BootAnswer[] = [];
  const answer = async (query: PageQuery) => {
    try {
      const data = await callTRPCProcedure({
        router: appRouter,
        ctx,
        path: query.path,
        type: 'query',
        getRawInput: async () => query.input,
        signal: undefined,
        batchIndex: 0,
      });
      // Written into the page by scriptSafeJson, as JSON: what the HTTP answer would carry (dates as strings).
      answers.push({ path: query.path, input: query.input, data: data ?? null });
    } catch {
      // Not found, not allowed, bad input: the client's own request will say so.
    }
  };
  for (const query of EVERY_PAGE) await answer(query);
  if (!page.pattern) return answers;
  const me = answers.find((a) => a.path === 'user.me')?.data as { user: { id: string } | null } | undefined;
  const vars = { ...Object.fromEntries(page.search), ...page.params, userId: me?.user?.id };
  const queries = [
    ...(SIGNED_IN_AREA.test(page.pattern)
      ? [{ path: 'notifications.list', input: undefined } as PageQuery]
      : []),
    ...pageQueriesOf(page.pattern, vars),
  ];
  for (const query of queries) await answer(query);
  return answers;
}

/**
 * The files to preload for a page: its route's, and the banner ad's where the user will see it at once
 * (docs/product/payments-and-ads.md#who-sees-ads — everyone signed in without the subscription).
 */
export function pageFiles(
  chunks: RouteChunks,
  route: PageRoute | undefined,
  answers: readonly BootAnswer[],
): string[] {
  if (!route) return [];
  const me = answers.find((a) => a.path === 'user.me')?.data as
    | { user: { subscriptionActive?: boolean } | null }
    | undefined;
  const seesAds = SIGNED_IN_AREA.test(route.pattern) && me?.user?.subscriptionActive === false;
  return [...new Set([...route.files, ...(seesAds ? (chunks.parts['banner-ad'] ?? []) : [])])];
}

/** JSON that cannot end the script element it sits in, nor open a comment there. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The page with its route's modulepreload links in the head and the answers before the app's script runs. */
export function withBoot(html: string, files: readonly string[], answers: readonly BootAnswer[]): string {
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)
    .join('');
  // A JSON script element is data, never run: the Content-Security-Policy needs no exception for it.
  const data = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptSafeJson(answers)}</script>`;
  return html.replace('</head>', () => `${links}</head>`).replace('</body>', () => `${data}</body>`);
}
