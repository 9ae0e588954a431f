import { CATALOG_LOCALE, type CatalogLocale, type Locale } from '@cancha/shared';
import { i18n, type Messages } from '@lingui/core';
import { localeCookie } from './cookies';
import { LOCALE_STORAGE_KEY, readStoredLocale } from './locale';

// The .po catalogs are compiled on import by @lingui/vite-plugin: no separate compile step. Spanish is the
// source language and its texts are in the code itself (vite.config.ts keeps them, compiled at build time by
// compile-source-messages.ts), so its catalog is empty: a Spanish text is changed where it is written, and the
// es catalog only lists what en and pt-BR translate. No message is compiled in the browser.
const catalogs: Record<CatalogLocale, () => Promise<{ messages: Messages }>> = {
  es: async () => ({ messages: {} }),
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
  // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference the server reads.
  document.cookie = localeCookie(locale);
}

/**
 * Spanish unless the visitor chose another language before (docs/product/formats.md#languages — Spanish by
 * default).
 */
export function initialLocale(): Locale {
  return readStoredLocale(storage());
}

export { i18n };
