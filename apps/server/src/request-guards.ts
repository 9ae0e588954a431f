import type { AppServices } from '@cancha/api';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env';
import { errorMessageOf } from './rest/texts';
import { isHttpOrigin, isSameOrigin, originOf, refusal } from './same-origin';

// What stands in front of the API's changes: the same-origin check, the body's size, and no shared caching of
// answers that carry a session's own data.

// Avatars are at most 5 MB; the rest of a multipart body is a few fields.
export const MAX_BODY_BYTES = 6 * 1024 * 1024;

export function requestGuards(services: AppServices) {
  const { logger, config } = services;
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
  return { publicOrigin, sameOrigin, limit, personal };
}
