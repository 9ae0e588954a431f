import {
  birthdateIso,
  EMAIL_ERROR_MIN_LENGTH,
  EMAIL_PATTERN,
  isDateInputChar,
  LOGIN_EMAIL_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@cancha/shared';

// Pure form rules from docs/product/forms.md. The screens word the messages.

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** 'Formato de email invalido' is not displayed while fewer than 9 characters are typed. */
export function showEmailFormatError(email: string): boolean {
  return email.length >= EMAIL_ERROR_MIN_LENGTH && !isValidEmail(email);
}

export function isValidPasswordLength(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

/** Login submit: disabled while loading, while the trimmed email is under 6 characters, or the password is empty. */
export function canSubmitLogin(form: { email: string; password: string; loading: boolean }): boolean {
  return !form.loading && form.email.trim().length >= LOGIN_EMAIL_MIN_LENGTH && form.password.length > 0;
}

/** A real past calendar date typed as dd/MM/yyyy (or yyyy-MM-dd); the shared rule the Birthdate schema applies. */
export function isValidBirthdate(value: string): boolean {
  return birthdateIso(value) !== null;
}

const NAVIGATION_KEYS = new Set([
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Tab',
  'Enter',
  'Escape',
  // Virtual keyboards (Android IMEs) report these for every key; onChange cleans what they type.
  'Unidentified',
  'Process',
]);

/** Date inputs let through only digits, '/', '-', navigation keys and shortcuts (copy, paste, select all). */
export function isAllowedDateKey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean }): boolean {
  if (event.ctrlKey || event.metaKey) return true;
  if (NAVIGATION_KEYS.has(event.key)) return true;
  return isDateInputChar(event.key);
}

/** Drops any character a date input does not accept (pasted or typed on a virtual keyboard). */
export function sanitizeDateInput(value: string): string {
  return [...value].filter(isDateInputChar).join('').slice(0, 10);
}

/**
 * Adds the '/' separators of dd/MM/yyyy while digits are being typed at the end, so a phone's numeric
 * keyboard (which often has no '/') is enough. Deleting never re-adds a separator.
 */
export function autoFormatDateInput(previous: string, next: string): string {
  // A separator typed right after an automatic one is not doubled.
  const clean = sanitizeDateInput(next).replace(/([/-])[/-]+/g, '$1');
  if (clean.length <= previous.length) return clean;
  if (/^\d{2}$/.test(clean) || /^\d{2}\/\d{2}$/.test(clean)) return `${clean}/`;
  return clean;
}
