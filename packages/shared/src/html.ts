// No imports here: the web build's configuration (apps/web/static-cookie-banner.ts) loads this file under plain
// Node, through the package's './html' entry.

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe inside HTML: a text node or a quoted attribute value. The one escape of the server's pages and
 * e-mails and of the web's hand-built markup.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch]!);
}
