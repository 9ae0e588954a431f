import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type AppServices, appRouter, createContextInner, headerCookieJar } from '@cancha/api';
import { fetchOneSql } from '@cancha/db';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import type { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { clientAddress, type ProxyTrust } from './client-address';
import { mountCookieConsent, readStaticCookieBanners, withCookieBanner } from './cookie-banner';
import { type DevOutboxAccess, devOutboxRoutes } from './dev-outbox';
import type { AppEnv } from './env';
import { Lifecycle } from './lifecycle';
import { liveStreams } from './live-sse';
import { answerPageQueries, matchRoute, pageFiles, readRouteChunks, withBoot } from './page-boot';
import { pageMeta, safeDecode, withMeta } from './page-meta';
import { authRest } from './rest/auth';
import { restError } from './rest/caller';
import { chatRest } from './rest/chat';
import { confirmEmailLink } from './rest/confirm-email';
import {
  generateRoundRest,
  groupsRest,
  matchEventsRest,
  rankingRest,
  roundsRest,
  soccerMatchRest,
  statisticsRest,
  tournamentStatisticsRest,
} from './rest/fixtures';
import {
  matchDayMatchRest,
  matchDaySoccerMatchRest,
  matchDayTournamentRest,
  refereesRest,
  venuesRest,
} from './rest/match-day';
import { notificationsRest } from './rest/notifications';
import { prodeRest } from './rest/prode';
import { pushRest } from './rest/push';
import { sandboxCheckout } from './rest/sandbox-checkout';
import { shareRest } from './rest/share';
import { legacyApiRest, paymentsRest, postsRest } from './rest/site';
import { challengesRest, formationsRest, invitationsRest, playerTeamRest, teamsRest } from './rest/teams';
import { detectLanguage, errorMessageOf } from './rest/texts';
import { registrationsRest, tournamentsRest } from './rest/tournaments';
import { usersRest } from './rest/users';
import { isHttpOrigin, isSameOrigin, originOf, refusal } from './same-origin';
import { securityHeaders } from './security-headers';
import { serveUploads } from './uploads';

export interface AppOptions {
  services: AppServices;
  /** Folder of the built web app; null serves the API only. */
  webDist: string | null;
  /** TRUST_PROXY: which proxies' X-Forwarded-For entries to believe (client-address.ts). */
  trustProxy: ProxyTrust;
  /** The developer e-mail outbox: not mounted, open to everyone, or shown only to site owners (dev-outbox.ts). */
  devOutbox: DevOutboxAccess | false;
  /** The process's stop (lifecycle.ts); a test app without one never drains. */
  lifecycle?: Lifecycle;
}

// Avatars are at most 5 MB; the rest of a multipart body is a few fields.
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

function clientIp(c: Context<AppEnv>, trust: ProxyTrust): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    peer = undefined; // requests made in-process (tests) have no socket
  }
  return clientAddress(trust, peer, c.req.header('x-forwarded-for'));
}

/** The CSP source of a tile URL template: its scheme and host, a {s} subdomain becoming a wildcard. */
/** For files whose name stays the same across builds: kept, but checked with the server before each use. */
const revalidateEachTime = createMiddleware(async (c, next) => {
  await next();
  if (c.res.status === 200) c.res.headers.set('Cache-Control', 'no-cache');
});

export function tileOrigin(template: string): string {
  const origin = /^https?:\/\/[^/]+/.exec(template)?.[0] ?? '';
  return origin.replace('{s}', '*');
}

export function createApp(options: AppOptions) {
  const { services } = options;
  const { logger, config } = services;
  const lifecycle = options.lifecycle ?? new Lifecycle();
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const started = performance.now();
    c.set('services', services);
    c.set('ip', clientIp(c, options.trustProxy));
    await next();
    const ms = Math.round(performance.now() - started);
    if (c.req.path !== '/healthz') {
      logger.info('request', { method: c.req.method, path: c.req.path, status: c.res.status, ms });
    }
    // Stopping: no proxy keeps a connection to this process for a next request (lifecycle.ts). A response built
    // with immutable headers (a fetch's) is left as it is: Node still closes once the listener has.
    if (lifecycle.draining) {
      try {
        c.res.headers.set('Connection', 'close');
      } catch {}
    }
  });

  app.use(
    securityHeaders({
      // Map tiles come from the configured tile server (OpenStreetMap's by default).
      imageOrigins: config.map ? [tileOrigin(config.map.tileUrl)] : [],
      https: config.secureCookies,
    }),
  );

  // Cookie sessions need a same-origin check on changes: a browser names the page that sent a request (Origin,
  // Sec-Fetch-Site). Clients other than browsers send Origin themselves (older REST clients do).
  const publicOrigin = originOf(config.publicUrl);
  const warnedOrigins = new Set<string>();
  const warnOfOrigin = (origin: string) => {
    // Once per address and process: a browser refused there keeps trying, the log must stay readable.
    if (warnedOrigins.has(origin) || warnedOrigins.size >= 20) return;
    warnedOrigins.add(origin);
    logger.warn(
      `a change from ${origin} was refused: it is not PUBLIC_URL's origin (${publicOrigin}). If people reach Cancha at ${origin}, start it with PUBLIC_URL=${origin}`,
    );
  };
  const sameOrigin = createMiddleware<AppEnv>(async (c, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
    // A change must prove it comes from this site (same-origin.ts): its Origin, or the browser's Sec-Fetch-Site.
    // A request with neither (a script, a form from an old browser) is refused, as is any body a cross-site form
    // could send.
    const allowed = isSameOrigin(c.req.raw.headers, publicOrigin);
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    const acceptedType = !type || type === 'application/json' || type === 'multipart/form-data';
    const origin = c.req.header('origin');
    // A page opened at another address than PUBLIC_URL (the one-file release reached by its IP): say so, to the
    // person in their language and to whoever reads the log, with what to set.
    if (!allowed && origin && isHttpOrigin(origin)) {
      warnOfOrigin(origin);
      return refusal(c, 'ORIGIN_MISMATCH', { expected: publicOrigin, received: origin });
    }
    if (!allowed || !acceptedType) return refusal(c, 'FORBIDDEN');
    return next();
  });
  const tooLarge = (c: Context<AppEnv>) =>
    c.json({ errorMessage: errorMessageOf(c, 'FILE_TOO_LARGE'), code: 'FILE_TOO_LARGE' }, 413);
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  // A declared length is checked from the header alone; only a body of unknown length (chunked) is counted as it
  // streams. Asking the request for its body stream, as the generic check does, builds a second, web-streams
  // Request and keeps the body from being read straight off the socket: a third of a small POST's cost.
  const limit = createMiddleware<AppEnv>(async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (/^\d+$/.test(length) && Number(length) <= MAX_BODY_BYTES) return next();
      return tooLarge(c);
    }
    return limitBody(c, next);
  });

  // API answers carry the session's own data (user.me, notifications…): no shared cache may keep them, nor the
  // browser reuse them, unless a route says otherwise with its own Cache-Control.
  const personal = createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.res.headers.set('Cache-Control', 'private, no-store');
  });
  app.use('/trpc/*', personal);
  app.use('/api/*', personal);
  app.use('/api/*', detectLanguage);

  app.get('/healthz', async (c) => {
    // A stopping process is out of the proxies' rotation while it finishes (lifecycle.ts).
    if (lifecycle.draining) return c.json({ status: 'draining' }, 503);
    await fetchOneSql(services.db, sql`select 1`);
    return c.json({ status: 'ok' });
  });

  app.use('/trpc/*', sameOrigin, limit);
  const contextFor = async (c: Context<AppEnv>, resHeaders: Headers) =>
    createContextInner(services, {
      cookies: headerCookieJar(c.req.header('cookie') ?? null, (line) =>
        resHeaders.append('Set-Cookie', line),
      ),
      ip: c.var.ip,
    });
  const onTrpcError = ({ error, path }: { error: TRPCError; path?: string }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR')
      logger.error('trpc error', { path, error: String(error.cause ?? error) });
  };
  app.use(
    '/trpc/*',
    liveStreams({ endpoint: '/trpc', createContext: contextFor, onError: onTrpcError, lifecycle }),
  );
  // tRPC's own fetch handler, straight on the request: nothing in front of it reads the body, and every
  // layer between costs each call a copy of its context.
  app.use('/trpc/*', (c) =>
    fetchRequestHandler({
      router: appRouter,
      endpoint: '/trpc',
      req: c.req.raw,
      createContext: async ({ resHeaders }) => contextFor(c, resHeaders),
      onError: onTrpcError,
    }),
  );

  const api = new Hono<AppEnv>();
  api.use(sameOrigin, limit);
  api.route('/auth', authRest);
  api.route('/user', usersRest);
  api.route('/team', teamsRest);
  api.route('/player-team', playerTeamRest);
  api.route('/invitations', invitationsRest);
  api.route('/formations', formationsRest);
  api.route('/challenges', challengesRest);
  api.route('/tournaments', tournamentsRest);
  api.route('/registrations', registrationsRest);
  api.route('/tournaments', tournamentStatisticsRest);
  api.route('/statistics', statisticsRest);
  api.route('/rounds', roundsRest);
  api.route('/match', generateRoundRest);
  api.route('/match', groupsRest);
  api.route('/soccer-match', soccerMatchRest);
  api.route('/soccer-match', matchDaySoccerMatchRest);
  api.route('/match', matchDayMatchRest);
  api.route('/tournaments', matchDayTournamentRest);
  api.route('/venues', venuesRest);
  api.route('/referees', refereesRest);
  api.route('/match-events', matchEventsRest);
  api.route('/ranking', rankingRest);
  api.route('/chat', chatRest);
  api.route('/notifications', notificationsRest);
  api.route('/posts', postsRest);
  api.route('/prode', prodeRest);
  api.route('/push', pushRest);
  api.route('/share', shareRest);
  api.route('/payments', paymentsRest);
  app.route('/api/v1', api);
  app.use('/api/payments/*', sameOrigin, limit);
  app.use('/api/sendEmail', sameOrigin, limit);
  app.route('/api', legacyApiRest);
  if (services.payments.name === 'sandbox') app.route('/payments/sandbox', sandboxCheckout);

  app.use('/uploads/*', serveUploads(services.uploads, config.uploadsDir));
  app.all('/uploads/*', (c) => c.text('Not found', 404));

  app.route('/confirm-email', confirmEmailLink);
  if (options.devOutbox) app.route('/dev/outbox', devOutboxRoutes(options.devOutbox));

  if (options.webDist) {
    const root = options.webDist;
    let indexHtml: string | null = null;
    const readIndex = () => {
      indexHtml ??= readFileSync(join(root, 'index.html'), 'utf8');
      return indexHtml;
    };
    const banners = readStaticCookieBanners(root);
    if (banners) mountCookieConsent(app, banners, { publicOrigin, secureCookies: config.secureCookies });
    const chunks = readRouteChunks(root);
    // Every page address is a client route: the same page, with its title and preview tags, in the visitor's
    // language, with the cookie banner until it is accepted, and with what the route needs to draw (page-boot.ts).
    const page = async (c: Context<AppEnv>) => {
      // An address with broken percent-encoding (`%E0%A4%A`) names no page: the client's mistake, said plainly.
      if (safeDecode(c.req.path) === null) return c.text('Bad request: malformed address', 400);
      let index: string;
      try {
        index = readIndex();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        return c.text('The web app is not built: run `bun run build`.', 503);
      }
      const meta = await pageMeta(services, c.req.path);
      // A renamed post's old address: moved for good, so shared links and search engines follow.
      if (meta?.movedTo) return c.redirect(meta.movedTo + new URL(c.req.url).search, 301);
      const html = meta ? withMeta(index, meta) : index;
      const url = new URL(c.req.url);
      const cookie = c.req.header('cookie');
      const matched = matchRoute(chunks.routes, url.pathname);
      const answers = await answerPageQueries(
        services,
        { cookie, ip: c.var.ip, setCookie: (line) => c.header('Set-Cookie', line, { append: true }) },
        { pattern: matched?.route.pattern, params: matched?.params ?? {}, search: url.searchParams },
      );
      // The page carries the session's own data now: never to be kept by a shared cache, nor reused for another.
      c.header('Cache-Control', 'private, no-cache');
      c.header('Vary', 'Cookie, Accept-Encoding');
      const body = withCookieBanner(
        withBoot(html, pageFiles(chunks, matched?.route, answers), answers),
        banners,
        {
          cookie,
          address: url.pathname + url.search,
        },
      );
      // With a page's data in it, the HTML is worth compressing: a few kilobytes less on a slow line.
      if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
        c.header('Content-Encoding', 'gzip');
        c.header('Content-Type', 'text/html; charset=UTF-8');
        return c.body(gzipSync(body));
      }
      return c.html(body);
    };
    app.get('/', page);
    app.get('/index.html', page);
    // Built asset names carry a content hash, so they never change.
    app.use('/assets/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    });
    // The installable app's files keep their names across builds: the browser asks again each time (a new worker
    // is how a phone learns of a new build), and the server answers 304 when nothing changed.
    app.use('/sw.js', revalidateEachTime);
    app.use('/manifest.webmanifest', revalidateEachTime);
    app.use('/shell.html', revalidateEachTime);
    app.use('/icons/*', async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=86400');
    });
    // The build writes .br and .gz beside each text asset (apps/web/scripts/postbuild.mjs): a phone that accepts
    // them downloads a fraction of the bytes, at no cost per request.
    app.use('*', serveStatic({ root, precompressed: true }));
    app.get('*', async (c) => {
      if (/^\/(api|trpc|uploads|assets)(\/|$)/.test(c.req.path)) return c.notFound();
      return await page(c);
    });
  }

  app.notFound((c) =>
    c.req.path.startsWith('/api/')
      ? c.json({ errorMessage: errorMessageOf(c, 'NOT_FOUND'), code: 'NOT_FOUND' }, 404)
      : c.text('Not found', 404),
  );

  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    const known = restError(c, error);
    if (known) return known;
    logger.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      error: String(error),
      stack: (error as Error).stack,
    });
    return c.json({ errorMessage: 'Error de servidor', code: 'INTERNAL' }, 500);
  });

  return app;
}
