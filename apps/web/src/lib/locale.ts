import { LOCALES, type Locale } from '@cancha/shared';

// docs/product/formats.md#languages — the language choices are es, en and br; br is Brazilian Portuguese.
export const LOCALE_STORAGE_KEY = 'locale';
export const DEFAULT_LOCALE: Locale = 'es';

export type CatalogLocale = 'es' | 'en' | 'pt-BR';

/** The Lingui catalog (and the <html lang>) of each UI choice. */
export const CATALOG_LOCALE: Record<Locale, CatalogLocale> = { es: 'es', en: 'en', br: 'pt-BR' };

/** Each language named in itself, as language pickers do. */
export const LOCALE_AUTONYMS: Record<Locale, string> = {
  es: 'Español',
  en: 'English',
  br: 'Português (Brasil)',
};

/** Reads a stored or requested language ('br', 'pt', 'pt-BR', 'en-US'…); anything unknown is Spanish. */
export function parseLocale(value: string | null | undefined): Locale {
  const v = value?.trim().toLowerCase() ?? '';
  if ((LOCALES as readonly string[]).includes(v)) return v as Locale;
  if (v === 'pt' || v.startsWith('pt-')) return 'br';
  if (v.startsWith('en-')) return 'en';
  if (v.startsWith('es-')) return 'es';
  return DEFAULT_LOCALE;
}

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
