import type { Context } from 'hono';
import { errorMessageOf } from './rest/texts';

/**
 * The one rule for "this request comes from this site's own pages", which cookie sessions need before any change
 * (and before a sign-out): the browser's Origin equals the configured public address's origin or, when the
 * request carries no Origin, the browser's Sec-Fetch-Site says `same-origin`. Clients other than browsers send
 * Origin themselves (older REST clients do).
 *
 * The request's own URL is never the reference: it is built from the Host header, which the client chooses.
 */
export function isSameOrigin(headers: Pick<Headers, 'get'>, publicOrigin: string): boolean {
  const origin = headers.get('origin');
  return origin ? origin === publicOrigin : headers.get('sec-fetch-site') === 'same-origin';
}

/** The origin requests of this site carry: PUBLIC_URL's scheme, host and port. */
export const originOf = (publicUrl: string) => new URL(publicUrl).origin;

/** An Origin header that names a web page's address (not `null`, which sandboxed and file pages send). */
export const isHttpOrigin = (origin: string) => /^https?:\/\/[^/]+$/.test(origin);

/**
 * A change refused before it reaches the API, worded as the caller reads errors: tRPC's envelope (one per call of
 * a batch) for the web app, so it shows its own sentence for the code; the REST shape for /api clients.
 */
export function refusal(
  c: Context,
  code: 'FORBIDDEN' | 'ORIGIN_MISMATCH',
  details?: Record<string, string>,
): Response {
  if (c.req.path.startsWith('/trpc/')) {
    const error = {
      error: {
        message: code,
        code: -32003,
        data: {
          code: 'FORBIDDEN',
          httpStatus: 403,
          appCode: code,
          fieldErrors: null,
          details: details ?? null,
        },
      },
    };
    const calls = c.req.path.slice('/trpc/'.length).split(',').length;
    return c.json(c.req.query('batch') ? Array.from({ length: calls }, () => error) : error, 403);
  }
  return c.json({ errorMessage: errorMessageOf(c, code), code, ...(details ? { details } : {}) }, 403);
}
