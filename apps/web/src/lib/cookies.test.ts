import { describe, expect, it } from 'vitest';
import { consentCookie, fontCookie, hasConsent, localeCookie } from './cookies';

describe('cookie consent (product: site-and-navigation#cookie-banner)', () => {
  it('stores cookiesAccepted for 150 days', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    const cookie = consentCookie(now);
    expect(cookie).toMatch(/^cookiesAccepted=true; /);
    expect(cookie).toContain(`expires=${new Date('2026-05-31T10:00:00Z').toUTCString()}`);
    expect(cookie).toContain(`max-age=${150 * 24 * 60 * 60}`);
    expect(cookie).toContain('path=/');
  });

  it('finds an earlier consent among other cookies', () => {
    expect(hasConsent('')).toBe(false);
    expect(hasConsent('a=1; cookiesAccepted=true; b=2')).toBe(true);
    expect(hasConsent('xcookiesAccepted=true')).toBe(false);
    expect(hasConsent('cookiesAccepted=false')).toBe(false);
  });

  it('keeps the chosen language for a year', () => {
    const cookie = localeCookie('br', new Date('2026-01-01T10:00:00Z'));
    expect(cookie).toMatch(/^locale=br; /);
    expect(cookie).toContain(`expires=${new Date('2027-01-01T10:00:00Z').toUTCString()}`);
    expect(cookie).toContain('path=/; SameSite=Lax');
  });

  it('remembers for a year that the browser has the app font cached', () => {
    const cookie = fontCookie(new Date('2026-01-01T10:00:00Z'));
    expect(cookie).toMatch(/^font=inter; /);
    expect(cookie).toContain(`expires=${new Date('2027-01-01T10:00:00Z').toUTCString()}`);
    expect(cookie).toContain('path=/; SameSite=Lax');
  });
});
