import { CATALOG_LOCALE, type CatalogLocale, type Locale, type TextDescriptor } from '@cancha/shared';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { CATALOGS } from './catalogs.gen';

// The server's words come from the web's catalogs (scripts/server-catalogs.ts compiles them): mail, push and
// REST messages, share images and the match sheet say what the screens say, in the reader's language.

/** A text the server draws with no entry in a catalog. */
export class MissingTextError extends Error {}

// Tests fail on a text missing from a catalog; a running server shows its Spanish source rather than nothing.
const STRICT = process.env.NODE_ENV === 'test' || process.env.VITEST !== undefined;
const instances = new Map<CatalogLocale, I18n>();

function i18nOf(locale: CatalogLocale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
    // Only the Spanish fallback of a missing text is ever compiled here; the catalogs come compiled.
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

function say(locale: CatalogLocale, text: TextDescriptor): string {
  if (!Object.hasOwn(CATALOGS[locale], text.id)) {
    if (STRICT) throw new MissingTextError(`'${text.id}' has no ${locale} entry: run \`bun run i18n\``);
    if (locale !== 'es') return say('es', text);
  }
  return i18nOf(locale)._(text);
}

/** A text in a language. */
export function translate(locale: Locale, text: TextDescriptor): string {
  return say(CATALOG_LOCALE[locale], text);
}

export type Translate = (text: TextDescriptor) => string;

/** Every text in one language, for a sender that draws many (an e-mail, an image, a sheet). */
export function translator(locale: Locale): Translate {
  const catalog = CATALOG_LOCALE[locale];
  return (text) => say(catalog, text);
}
