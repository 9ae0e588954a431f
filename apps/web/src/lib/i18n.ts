import type { Locale } from '@cancha/shared';
import { i18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOG_LOCALE, type CatalogLocale, LOCALE_STORAGE_KEY, readStoredLocale } from './locale';

// The .po catalogs are compiled on import by @lingui/vite-plugin: no separate compile step. Spanish is the
// source language and its texts are in the code itself (vite.config.ts keeps them), so its catalog is empty:
// a Spanish text is changed where it is written, and the es catalog only lists what en and pt-BR translate.
const catalogs: Record<CatalogLocale, () => Promise<{ messages: Messages }>> = {
  es: async () => ({ messages: {} }),
  en: () => import('../locales/en/messages.po'),
  'pt-BR': () => import('../locales/pt-BR/messages.po'),
};

// Source texts are compiled on first use; each only once, as a screen renders the same texts again and again.
const compiledTexts = new Map<string, ReturnType<typeof compileMessage>>();
i18n.setMessagesCompiler((text) => {
  let compiled = compiledTexts.get(text);
  if (compiled === undefined) {
    compiled = compileMessage(text);
    compiledTexts.set(text, compiled);
  }
  return compiled;
});

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
