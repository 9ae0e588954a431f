import type { HttpBindings } from '@hono/node-server';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';

export interface SecurityHeaderOptions {
  /** Origins images may also come from (the map's tile server). */
  imageOrigins: string[];
  /** Served over HTTPS: browsers are told to keep to it. */
  https: boolean;
}

/** The security headers every answer carries, as name and value. */
export function securityHeaderList(options: SecurityHeaderOptions): [string, string][] {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...options.imageOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Origin-Agent-Cluster', '?1'],
    ['Referrer-Policy', 'no-referrer'],
    ...(options.https
      ? [['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'] as [string, string]]
      : []),
    ['X-Content-Type-Options', 'nosniff'],
    ['X-DNS-Prefetch-Control', 'off'],
    ['X-Download-Options', 'noopen'],
    ['X-Frame-Options', 'SAMEORIGIN'],
    ['X-Permitted-Cross-Domain-Policies', 'none'],
    ['X-XSS-Protection', '0'],
  ];
}

/**
 * Puts the security headers on every answer. On a real socket they go onto Node's response before the handler
 * runs: changing the handler's Response headers afterwards made every answer convert its headers once more,
 * about a sixth of a small read's cost. Requests made in-process (tests) get them on the Response.
 */
export function securityHeaders(options: SecurityHeaderOptions) {
  const list = securityHeaderList(options);
  return createMiddleware<AppEnv & { Bindings: Partial<HttpBindings> }>(async (c, next) => {
    const outgoing = c.env?.outgoing;
    if (outgoing && typeof outgoing.setHeader === 'function') {
      for (const [name, value] of list) outgoing.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of list) c.res.headers.set(name, value);
  });
}
