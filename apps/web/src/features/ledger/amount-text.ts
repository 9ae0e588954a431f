import { CURRENCY_DIGITS, type Currency, MONEY_MAX_MINOR, toMinor } from '@cancha/shared';

// An amount as the organiser types it, in major units: "1500", "1500,50" or "1500.50" (either mark is the
// decimal one; no thousands marks). The book keeps whole minor units (docs/decisions/026).

/**
 * The typed amount in minor units of `currency`, or null when it is not a positive amount with at most the
 * currency's decimals, or above the largest an entry may carry.
 */
export function parseAmount(text: string, currency: Currency): number | null {
  const digits = CURRENCY_DIGITS[currency];
  const m = /^(\d{1,12})(?:[.,](\d*))?$/.exec(text.trim());
  if (!m) return null;
  const decimals = m[2] ?? '';
  if (decimals.length > digits) return null;
  const minor = toMinor(Number(`${m[1]}.${decimals || '0'}`), currency);
  return minor > 0 && minor <= MONEY_MAX_MINOR ? minor : null;
}

/** Minor units as the amount field takes them ("1500,50"; "1500" for a whole amount), to fill it in. */
export function amountInputText(minor: number, currency: Currency, locale: string): string {
  const digits = CURRENCY_DIGITS[currency];
  const whole = minor % 10 ** digits === 0;
  const text = (minor / 10 ** digits).toFixed(whole ? 0 : digits);
  return locale.startsWith('en') ? text : text.replace('.', ',');
}
