// The cookie banner as plain HTML in each language, for the server to put into the page it sends
// (apps/server/src/cookie-banner.ts): on a slow phone it is then on screen with the first paint, seconds before the
// app's JavaScript has run, and "Aceptar" works without it. The texts are the catalogs' own, taken by their place
// in components/cookie-banner.tsx, so a changed or retranslated text changes here too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { CookieIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Plugin } from 'vite';
import {
  ACCEPT_COOKIES_PATH,
  cookieBannerClasses,
  STATIC_BANNER_MARKER,
  STATIC_BANNER_SLOTS,
  type StaticCookieBannerTexts,
  staticCookieBannerHtml,
} from './src/components/cookie-banner-markup';

export const STATIC_COOKIE_BANNER_FILE = 'cookie-banner.json';
const SOURCE = 'src/components/cookie-banner.tsx';
const CATALOG_LOCALES = ['es', 'en', 'pt-BR'] as const;

/** The banner's three messages in one catalog, in the order the component shows them. */
export function cookieBannerTexts(poContent: string): StaticCookieBannerTexts {
  const catalog = formatter().parse(poContent, {
    locale: undefined,
    sourceLocale: 'es',
    filename: '',
  }) as Record<
    string,
    { message?: string; translation?: string; origin?: [string, number?][]; obsolete?: boolean }
  >;
  const inBanner = Object.values(catalog)
    .filter((m) => !m.obsolete)
    .flatMap((m) =>
      (m.origin ?? [])
        .filter(([file]) => file === SOURCE)
        .map(([, line]) => ({ line: Number(line), text: m.translation || m.message || '' })),
    )
    .sort((a, b) => a.line - b.line);
  if (inBanner.length !== 3 || inBanner.some((m) => !m.text)) {
    throw new Error(
      `Expected the title, text and button of ${SOURCE} in the catalog, found ${inBanner.length}`,
    );
  }
  const [title = '', body = '', accept = ''] = inBanner.map((m) => m.text);
  return { title, body, accept };
}

/** Every language's banner, keyed by catalog locale, and how the server puts it in (cookie-banner.json). */
export function staticCookieBanners(localesDir: string) {
  const icon = renderToStaticMarkup(
    createElement(CookieIcon, { className: cookieBannerClasses.icon, 'aria-hidden': true }),
  );
  const banners = Object.fromEntries(
    CATALOG_LOCALES.map((locale) => {
      const po = readFileSync(join(localesDir, locale, 'messages.po'), 'utf8');
      return [locale, staticCookieBannerHtml(locale, cookieBannerTexts(po), icon)];
    }),
  );
  return {
    marker: STATIC_BANNER_MARKER,
    acceptPath: ACCEPT_COOKIES_PATH,
    slots: STATIC_BANNER_SLOTS,
    banners,
  };
}

export function staticCookieBanner(localesDir: string): Plugin {
  return {
    name: 'cancha:static-cookie-banner',
    apply: 'build',
    transformIndexHtml(html) {
      if (!html.includes(STATIC_BANNER_MARKER)) throw new Error(`index.html lacks ${STATIC_BANNER_MARKER}`);
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: STATIC_COOKIE_BANNER_FILE,
        source: JSON.stringify(staticCookieBanners(localesDir)),
      });
    },
  };
}
