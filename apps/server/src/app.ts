import { type AppServices, appRouter, createContextInner, headerCookieJar } from '@cancha/api';
import { fetchOneSql } from '@cancha/db';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { TRPCError } from '@trpc/server';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { clientAddress, type ProxyTrust } from './client-address';
import { type DevOutboxAccess, devOutboxRoutes } from './dev-outbox';
import type { AppEnv } from './env';
import { Lifecycle } from './lifecycle';
import { liveStreams } from './live-sse';
import { requestGuards } from './request-guards';
import { restError } from './rest/caller';
import { confirmEmailLink } from './rest/confirm-email';
import { restApi } from './rest/routes';
import { sandboxCheckout } from './rest/sandbox-checkout';
import { legacyApiRest } from './rest/site';
import { detectLanguage, errorMessageOf } from './rest/texts';
import { securityHeaders } from './security-headers';
import { serveUploads } from './uploads';
import { mountWebApp } from './web-pages';

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

  const { publicOrigin, sameOrigin, limit, personal } = requestGuards(services);
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

  const api = restApi({ sameOrigin, limit });
  app.route('/api/v1', api);
  app.use('/api/payments/*', sameOrigin, limit);
  app.use('/api/sendEmail', sameOrigin, limit);
  app.route('/api', legacyApiRest);
  if (services.payments.name === 'sandbox') app.route('/payments/sandbox', sandboxCheckout);

  app.use('/uploads/*', serveUploads(services.uploads, config.uploadsDir));
  app.all('/uploads/*', (c) => c.text('Not found', 404));

  app.route('/confirm-email', confirmEmailLink);
  if (options.devOutbox) app.route('/dev/outbox', devOutboxRoutes(options.devOutbox));

  if (options.webDist) mountWebApp(app, services, { webDist: options.webDist, publicOrigin });

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
    return c.json({ errorMessage: errorMessageOf(c, null), code: 'INTERNAL' }, 500);
  });

  return app;
}
