import { COOKIE_CONSENT_DAYS, COOKIE_CONSENT_NAME } from '@cancha/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The cookie written when the visitor accepts the banner (spec: platform §1, §9 — cookiesAccepted, 150 days). */
export function consentCookie(now: Date = new Date()): string {
  const expires = new Date(now.getTime() + COOKIE_CONSENT_DAYS * DAY_MS);
  return [
    `${COOKIE_CONSENT_NAME}=true`,
    `expires=${expires.toUTCString()}`,
    `max-age=${COOKIE_CONSENT_DAYS * 24 * 60 * 60}`,
    'path=/',
    'SameSite=Lax',
  ].join('; ');
}

/** Whether a document.cookie string already holds the consent. */
export function hasConsent(cookieHeader: string): boolean {
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .some((part) => part === `${COOKIE_CONSENT_NAME}=true`);
}
