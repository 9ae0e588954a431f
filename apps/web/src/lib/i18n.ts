import type { Locale } from '@cancha/shared';
import { i18n, type Messages } from '@lingui/core';
import { CATALOG_LOCALE, type CatalogLocale, LOCALE_STORAGE_KEY, readStoredLocale } from './locale';

// The .po catalogs are compiled on import by @lingui/vite-plugin: no separate compile step.
const catalogs: Record<CatalogLocale, () => Promise<{ messages: Messages }>> = {
  es: () => import('../locales/es/messages.po'),
  en: () => import('../locales/en/messages.po'),
  'pt-BR': () => import('../locales/pt-BR/messages.po'),
};

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Loads and activates a language, persists the choice and sets <html lang>. */
export async function activateLocale(locale: Locale): Promise<void> {
  const catalogLocale = CATALOG_LOCALE[locale];
  const { messages } = await catalogs[catalogLocale]();
  i18n.loadAndActivate({ locale: catalogLocale, messages });
  document.documentElement.lang = catalogLocale;
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage full or disabled: the choice lasts for this visit only
  }
}

/** Spanish unless the visitor chose another language before (spec: platform §1 — Spanish by default). */
export function initialLocale(): Locale {
  return readStoredLocale(storage());
}

export { i18n };
