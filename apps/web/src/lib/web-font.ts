import { fontCookie } from './cookies';
import { whenPageSettled } from './lazy-part';

/**
 * A page the server did not mark `data-font="inter"` is drawn in the system font (styles.css). Once it has settled,
 * Inter is fetched into the browser's cache, not applied (no text moves), and the `font` cookie tells the server
 * to start the next visit in it.
 */
export function keepWebFontForNextVisit(): void {
  if (document.documentElement.dataset.font === 'inter' || !document.fonts) return;
  whenPageSettled(() => {
    document.fonts
      .load('1em "Inter Variable"')
      .then((faces) => {
        if (faces.length === 0) return;
        // biome-ignore lint/suspicious/noDocumentCookie: a plain first-party preference the server reads.
        document.cookie = fontCookie();
      })
      .catch(() => undefined);
  });
}
