// Business constants and limits; each is described with its feature in docs/product/.
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 22;
export const LOGIN_EMAIL_MIN_LENGTH = 6;
export const EMAIL_ERROR_MIN_LENGTH = 9;
export const COOKIE_CONSENT_NAME = 'cookiesAccepted';
export const COOKIE_CONSENT_DAYS = 150;
// The language the visitor chose, so the server can draw the page's first paint in it (the cookie banner).
export const LOCALE_COOKIE_NAME = 'locale';
export const LOCALE_COOKIE_DAYS = 365;
// The browser has the app's font cached: the server then sends the page in it (apps/web/src/lib/web-font.ts).
export const FONT_COOKIE_NAME = 'font';
export const FONT_COOKIE_VALUE = 'inter';
export const FONT_COOKIE_DAYS = 365;
export const SPLASH_MS = 1000;
export const ALERT_MS = 5000;
export const UPDATE_MESSAGE_MS = 2000;
export const SCROLL_TOP_THRESHOLD_PX = 400;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/**
 * Avatars, team logos and covers, tournament logos and images (everything under AVATAR_MAX_BYTES) are shown a few
 * hundred pixels wide, so they get a smaller pixel budget than post images: 25 megapixels decode to 100 MB of RGBA
 * instead of 160 MB. Not 16 MP and 4096 a side: the web app uploads the photo as picked, without resizing, and
 * an iPhone 15 or later takes 5712×4284 (24.5 MP) by default, a DSLR 6000×4000; both must still be accepted.
 */
export const AVATAR_MAX_SIDE = 6144;
export const AVATAR_MAX_PIXELS = 25_000_000;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

export const SESSION_COOKIE_NAME = 'cancha_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
// A confirmation link is opened from a phone's mail app, perhaps the next day.
export const EMAIL_CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000;

// Browser-storage hints (docs/product/accounts.md#session); the server session is the truth.
export const STORAGE_KEYS = {
  role: 'role',
  isLogin: 'isLogin',
  subscriptionActive: 'subscriptionActive',
} as const;
