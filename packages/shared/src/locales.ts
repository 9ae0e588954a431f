import { LOCALES } from './users';
import type { Locale } from './users.schema';

// docs/product/formats.md#languages — a user chooses es, en or br (the spec's word for Brazilian Portuguese);
// every catalog, <html lang> and Content-Language says pt-BR. 'br' stays the stored and wire value.
/** The Lingui catalog of each language (apps/web/src/locales/<catalog>/messages.po). */
export type CatalogLocale = 'es' | 'en' | 'pt-BR';

export const CATALOG_LOCALE: Record<Locale, CatalogLocale> = { es: 'es', en: 'en', br: 'pt-BR' };

/** A stored or requested language ('br', 'pt', 'pt-BR', 'en-US'…) as a choice; `fallback` for anything else. */
export function parseLocale(value: string | null | undefined, fallback: Locale = 'es'): Locale {
  const v = value?.trim().toLowerCase() ?? '';
  if ((LOCALES as readonly string[]).includes(v)) return v as Locale;
  if (v === 'pt' || v.startsWith('pt-')) return 'br';
  if (v.startsWith('en-')) return 'en';
  if (v.startsWith('es-')) return 'es';
  return fallback;
}
