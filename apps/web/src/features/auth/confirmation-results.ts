/** What opening a confirmation link did (the server confirms on the GET, then lands on /email-confirmed). */
export const CONFIRMATION_RESULTS = [
  'CONFIRMED',
  'CHANGED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'EMAIL_TAKEN',
] as const;
export type ConfirmationResult = (typeof CONFIRMATION_RESULTS)[number];
