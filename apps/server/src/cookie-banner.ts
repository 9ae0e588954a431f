import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  CATALOG_LOCALE,
  COOKIE_CONSENT_DAYS,
  COOKIE_CONSENT_NAME,
  escapeHtml,
  FONT_COOKIE_NAME,
  FONT_COOKIE_VALUE,
  isBoardKiosk,
  LOCALE_COOKIE_NAME,
  parseLocale,
  SESSION_COOKIE_NAME,
} from '@cancha/shared';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { parse as parseCookies } from 'hono/utils/cookie';
import { z } from 'zod';
import type { AppEnv } from './env';
import { isSameOrigin } from './same-origin';

// docs/product/site-and-navigation.md#cookie-banner — the cookie banner, drawn into the page by the server
// until it is accepted. A phone on a slow network shows it with the first paint instead of after the app's
// JavaScript, and its "Aceptar" works without that JavaScript (a form post). The web build writes it in each
// language (apps/web/static-cookie-banner.ts) with the slots filled in here; the app takes it over once
// loaded (apps/web/src/components/cookie-banner.tsx).

/** The web build's cookie-banner.json. */
const StaticCookieBanners = z.object({
  marker: z.string().min(1),
  acceptPath: z.string().startsWith('/'),
  slots: z.object({ next: z.string().min(1), attributes: z.string().min(1) }),
  banners: z.record(z.string(), z.string()),
});
export type StaticCookieBanners = z.infer<typeof StaticCookieBanners>;

export const STATIC_COOKIE_BANNER_FILE = 'cookie-banner.json';

/** The built banners, or null when the web build has none (then the app draws the banner itself). */
export function readStaticCookieBanners(webDist: string): StaticCookieBanners | null {
  const file = join(webDist, STATIC_COOKIE_BANNER_FILE);
  if (!existsSync(file)) return null;
  return StaticCookieBanners.parse(JSON.parse(readFileSync(file, 'utf8')));
}

const inPlayerArea = (path: string) => path === '/player' || path.startsWith('/player/');

/**
 * The page for one request: in the visitor's language (the locale cookie the app keeps; Spanish by default, as
 * the app itself), in the app's font once the browser has it cached (the font cookie, apps/web/src/lib/web-font.ts),
 * with the banner unless the visitor accepted it. `address` is the page's path and query.
 */
export function withCookieBanner(
  indexHtml: string,
  built: StaticCookieBanners | null,
  request: { cookie: string | undefined; address: string },
): string {
  const cookies = request.cookie ? parseCookies(request.cookie) : {};
  const chosen = cookies[LOCALE_COOKIE_NAME];
  const locale = CATALOG_LOCALE[parseLocale(chosen)];
  const font = cookies[FONT_COOKIE_NAME] === FONT_COOKIE_VALUE ? ' data-font="inter"' : '';
  const page = indexHtml.replace(/<html lang="[^"]*"/, `<html lang="${locale}"${font}`);
  const banner = built?.banners[locale];
  const [path = '/', search = ''] = request.address.split('?');
  // A board on a club's TV is only the board (nobody there accepts cookies).
  if (!built || !banner || cookies[COOKIE_CONSENT_NAME] === 'true' || isBoardKiosk(path, search)) return page;
  // A signed-in player's page will have the bottom menu, and the banner sits above it (apps/web styles.css).
  const attributes = inPlayerArea(path) && cookies[SESSION_COOKIE_NAME] ? ' data-bottom-nav' : '';
  // Replacer functions: a `$&` in the address must stay text, not become a replacement pattern.
  const drawn = banner
    .replace(built.slots.attributes, () => attributes)
    .replace(built.slots.next, () => escapeHtml(request.address));
  return page.replace(built.marker, () => drawn);
}

// Only a page of this site: a path, not another host (`//host`, `/\host`), within a sane length.
const NextPage = z
  .string()
  .max(2048)
  .regex(/^\/(?![/\\])[^\s]*$/);

/** "Aceptar" of the drawn banner: stores the consent as the app does and goes back to the page. */
export function mountCookieConsent(
  app: Hono<AppEnv>,
  built: StaticCookieBanners,
  options: { publicOrigin: string; secureCookies: boolean },
) {
  const checks = createMiddleware<AppEnv>(async (c, next) => {
    // Same rule as every other change (same-origin.ts): the request must come from this site.
    if (!isSameOrigin(c.req.raw.headers, options.publicOrigin)) return c.text('Forbidden', 403);
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') return c.text('Unsupported media type', 415);
    return next();
  });
  const small = bodyLimit({ maxSize: 4096, onError: (c) => c.text('Payload too large', 413) });
  app.post(built.acceptPath, checks, small, async (c) => {
    const next = NextPage.safeParse(new URLSearchParams(await c.req.text()).get('next'));
    const maxAge = COOKIE_CONSENT_DAYS * 24 * 60 * 60;
    c.header(
      'Set-Cookie',
      [
        `${COOKIE_CONSENT_NAME}=true`,
        `Max-Age=${maxAge}`,
        `Expires=${new Date(Date.now() + maxAge * 1000).toUTCString()}`,
        'Path=/',
        'SameSite=Lax',
        ...(options.secureCookies ? ['Secure'] : []),
      ].join('; '),
    );
    c.header('Cache-Control', 'no-store');
    return c.redirect(next.success ? next.data : '/', 303);
  });
}
