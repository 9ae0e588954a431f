import { type Locale, parseLocale } from '@cancha/shared';

// docs/product/formats.md#languages — the language choices are es, en and br; br is Brazilian Portuguese.
export const LOCALE_STORAGE_KEY = 'locale';
export const DEFAULT_LOCALE: Locale = 'es';

/** Each language named in itself, as language pickers do. */
export const LOCALE_AUTONYMS: Record<Locale, string> = {
  es: 'Español',
  en: 'English',
  br: 'Português (Brasil)',
};

/** The UI choice behind an active Lingui locale. */
export function uiLocaleOf(catalogLocale: string): Locale {
  return parseLocale(catalogLocale);
}

export function readStoredLocale(storage: Pick<Storage, 'getItem'> | null): Locale {
  try {
    return parseLocale(storage?.getItem(LOCALE_STORAGE_KEY));
  } catch {
    return DEFAULT_LOCALE;
  }
}
