import {
  COOKIE_CONSENT_DAYS,
  COOKIE_CONSENT_NAME,
  FONT_COOKIE_DAYS,
  FONT_COOKIE_NAME,
  FONT_COOKIE_VALUE,
  LOCALE_COOKIE_DAYS,
  LOCALE_COOKIE_NAME,
  type Locale,
} from '@cancha/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

function firstPartyCookie(name: string, value: string, days: number, now: Date): string {
  const expires = new Date(now.getTime() + days * DAY_MS);
  return [
    `${name}=${value}`,
    `expires=${expires.toUTCString()}`,
    `max-age=${days * 24 * 60 * 60}`,
    'path=/',
    'SameSite=Lax',
  ].join('; ');
}

/**
 * The cookie written when the visitor accepts the banner (docs/product/site-and-navigation.md#cookie-banner —
 * cookiesAccepted, 150 days).
 */
export function consentCookie(now: Date = new Date()): string {
  return firstPartyCookie(COOKIE_CONSENT_NAME, 'true', COOKIE_CONSENT_DAYS, now);
}

/** The chosen language, read by the server to draw the first paint in it (apps/server/src/cookie-banner.ts). */
export function localeCookie(locale: Locale, now: Date = new Date()): string {
  return firstPartyCookie(LOCALE_COOKIE_NAME, locale, LOCALE_COOKIE_DAYS, now);
}

/** The app's font is in the browser's cache, read by the server to start the page in it (lib/web-font.ts). */
export function fontCookie(now: Date = new Date()): string {
  return firstPartyCookie(FONT_COOKIE_NAME, FONT_COOKIE_VALUE, FONT_COOKIE_DAYS, now);
}

/** Whether a document.cookie string already holds the consent. */
export function hasConsent(cookieHeader: string): boolean {
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .some((part) => part === `${COOKIE_CONSENT_NAME}=true`);
}
