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
