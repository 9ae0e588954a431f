import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cookieBannerClasses } from './src/components/cookie-banner-markup';
import { staticCookieBanners } from './static-cookie-banner';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

describe("the server's cookie banner, built from the catalogs", () => {
  const built = staticCookieBanners(here('./src/locales'));

  it("has the Spanish words and each catalog's translation (product: site-and-navigation#cookie-banner)", () => {
    const es = built.banners.es ?? '';
    expect(es).toContain('>Usamos cookies</h2>');
    expect(es).toContain(
      '>Cancha solo usa cookies propias para mantener tu sesión y recordar tus preferencias. Más información en la <a href="/info/cookies-policy" class="font-medium text-primary underline underline-offset-2">política de cookies</a>.</p>',
    );
    expect(es).toMatch(/<button type="submit"[^>]*>Aceptar<\/button>/);
    expect(built.banners.en).toContain('>We use cookies</h2>');
    expect(built.banners.en).toMatch(/>Accept<\/button>/);
    expect(built.banners['pt-BR']).toContain('Saiba mais na <a href="/info/cookies-policy"');
    expect(built.banners['pt-BR']).toMatch(/>Aceitar<\/button>/);
  });

  it('posts to the server with the slots it fills in, and looks like the app’s banner', () => {
    for (const [locale, html] of Object.entries(built.banners)) {
      expect(html).toContain(`data-locale="${locale}"`);
      expect(html).toContain(`<form method="post" action="${built.acceptPath}" class="contents">`);
      expect(html).toContain(`name="next" value="${built.slots.next}"`);
      expect(html).toContain(`class="${cookieBannerClasses.section}"${built.slots.attributes}>`);
      // The icon is lucide's, as React draws it: hidden on phones.
      expect(html).toContain('class="lucide lucide-cookie hidden size-6 shrink-0 text-primary sm:block"');
    }
    expect(readFileSync(here('./index.html'), 'utf8')).toContain(built.marker);
  });
});
