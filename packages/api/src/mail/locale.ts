import type { Locale } from '@cancha/shared';

/** A stored locale as one the e-mails speak, or the fallback (Spanish unless told). */
export function localeOf(value: string | null | undefined, fallback: Locale = 'es'): Locale {
  return value === 'es' || value === 'en' || value === 'br' ? value : fallback;
}
