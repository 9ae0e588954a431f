import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type SecurityHeaderOptions, securityHeaderList, securityHeaders } from './security-headers';

/** What Cancha sent before Hono's secureHeaders made its headers (security-headers.ts until 2026-11): kept. */
const BEFORE: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
    "img-src 'self' data: blob: https://*.tiles.test; font-src 'self' data:; connect-src 'self'; " +
    "frame-ancestors 'none'; form-action 'self'; object-src 'none'; base-uri 'self'",
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

async function headersOf(options: SecurityHeaderOptions) {
  const app = new Hono().use(securityHeaders(options)).get('/', (c) => c.body(null));
  return Object.fromEntries((await app.request('/')).headers);
}

describe('the security headers', () => {
  it('are the same headers, with the same values, as before', async () => {
    expect(await headersOf({ imageOrigins: ['https://*.tiles.test'], https: false })).toEqual(BEFORE);
  });

  it("are the ones put on Node's response before the handler, on a real socket", async () => {
    const options = { imageOrigins: ['https://*.tiles.test'], https: true };
    expect(Object.fromEntries(await securityHeaderList(options))).toEqual(await headersOf(options));
  });

  it('tell browsers to keep to HTTPS only when served over HTTPS', async () => {
    expect(await headersOf({ imageOrigins: [], https: true })).toEqual({
      ...BEFORE,
      'content-security-policy': BEFORE['content-security-policy']!.replace(' https://*.tiles.test', ''),
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
    });
  });
});
