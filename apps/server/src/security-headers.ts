import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env';
import { asksForEventStream } from './live-sse';

/** What secureHeaders takes (hono/secure-headers does not export the type by name). */
type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

export interface SecurityHeaderOptions {
  /** Origins images may also come from (the map's tile server). */
  imageOrigins: string[];
  /** Served over HTTPS: browsers are told to keep to it. */
  https: boolean;
}

/**
 * Hono's secureHeaders settings for Cancha: its defaults (the same headers and values helmet sends), a
 * Content-Security-Policy that lets in only the app's own files and the map's tiles, and Strict-Transport-Security
 * only over HTTPS. docs/decisions/010.
 */
export function secureHeadersOptions(options: SecurityHeaderOptions): SecureHeadersOptions {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...options.imageOrigins],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
    strictTransportSecurity: options.https,
  };
}

/** The headers Hono's secureHeaders puts on an answer, as name and value: read once from an answer it made. */
export async function securityHeaderList(options: SecurityHeaderOptions): Promise<[string, string][]> {
  const probe = new Hono().use(secureHeaders(secureHeadersOptions(options))).get('/', (c) => c.body(null));
  return [...(await probe.request('/')).headers];
}

/**
 * Puts Hono's security headers on every answer. On a real socket they go onto Node's response before the
 * handler runs, which Hono's middleware (made for every runtime) cannot do: it sets them on the handler's
 * Response afterwards, which cost each answer ~5 µs of CPU more (docs/decisions/010). Requests made in-process
 * (tests) go through Hono's middleware itself.
 */
export function securityHeaders(options: SecurityHeaderOptions) {
  const onResponse = secureHeaders(secureHeadersOptions(options));
  let list: [string, string][] | undefined;
  const listing = securityHeaderList(options).then((headers) => {
    list = headers;
    return headers;
  });
  return createMiddleware<AppEnv & { Bindings: Partial<HttpBindings> }>(async (c, next) => {
    const outgoing = c.env?.outgoing;
    // A live stream's go on its answer, whose head live-sse.ts writes in one piece: Node keeps every header set one
    // by one for as long as the answer lasts, which for a stream is hours.
    if (outgoing && typeof outgoing.setHeader === 'function' && !asksForEventStream(c)) {
      for (const [name, value] of list ?? (await listing)) outgoing.setHeader(name, value);
      return next();
    }
    return onResponse(c, next);
  });
}
