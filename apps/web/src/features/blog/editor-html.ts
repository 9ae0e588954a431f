import { plainText } from '@cancha/shared';

// Pure helpers of the post editor. The browser's editing commands produce slightly different markup per engine;
// this evens it out before the HTML is previewed and sent. The server sanitises it again, whatever arrives.

/**
 * The HTML the editor hands to the form:
 * - nothing at all when no text is left (an emptied editor still holds '<br>' or '<p><br></p>');
 * - <div> paragraphs (some engines) become <p>; <b> and <i> become <strong> and <em>;
 * - inline style attributes (pasted or from the commands) are dropped;
 * - empty paragraphs at the end are trimmed.
 */
export function normalizeEditorHtml(html: string): string {
  if (plainText(html) === '' && !/<img\b/i.test(html)) return '';
  return html
    .replace(/<div(\s[^>]*)?>/gi, '<p>')
    .replace(/<\/div>/gi, '</p>')
    .replace(/<b(\s[^>]*)?>/gi, '<strong>')
    .replace(/<\/b>/gi, '</strong>')
    .replace(/<i(\s[^>]*)?>/gi, '<em>')
    .replace(/<\/i>/gi, '</em>')
    .replace(/\s(style|class)="[^"]*"/gi, '')
    .replace(/(<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>\s*)+$/i, '')
    .trim();
}

/**
 * The address a link dialog's text stands for: http(s) and mailto only. 'cancha.app/x' becomes
 * 'https://cancha.app/x' and 'ana@example.com' a mailto link; anything else (javascript:, data:, a bare word) is
 * null.
 */
export function linkHref(input: string): string | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  if (/^mailto:/i.test(text)) return /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(text) ? text : null;
  if (/^https?:\/\//i.test(text)) return validHttp(text);
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^:]+:\d/.test(text)) return null;
  if (/^[^@/\s]+@[^@\s]+\.[^@\s]+$/.test(text)) return `mailto:${text}`;
  return validHttp(`https://${text}`);
}

function validHttp(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // A host with a dot (or localhost): 'https://hola' is most likely a typo.
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return text;
  } catch {
    return null;
  }
}
