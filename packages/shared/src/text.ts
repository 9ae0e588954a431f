// What free text a user types may hold. Names, titles and places are shown to other people (lists, notifications,
// e-mails, the calendar feed), so they refuse the C0 and C1 control characters (U+0000–U+001F, U+007F–U+009F: a NUL
// cuts strings short in other systems, ESC drives the terminal a log is read in) and the bidirectional overrides and
// isolates (U+202A–U+202E, U+2066–U+2069), which make the text after them display reversed. A single line also refuses
// the Unicode line and paragraph separators (U+2028, U+2029); a multi-line text keeps tab, line feed and carriage
// return. text.schema.ts turns these rules into zod schemas; the web app's forms may call them directly.

/** The zod issue message of a text holding a refused character (a code: clients word it themselves). */
export const CONTROL_CHARACTERS = 'CONTROL_CHARACTERS';
/** The zod issue message of a link that is not an absolute http(s) address. */
export const URL_INVALID = 'URL_INVALID';

function refused(code: number, multiLine: boolean): boolean {
  if (code <= 0x1f) return !(multiLine && (code === 0x09 || code === 0x0a || code === 0x0d));
  if (code >= 0x7f && code <= 0x9f) return true;
  if (code >= 0x202a && code <= 0x202e) return true;
  if (code >= 0x2066 && code <= 0x2069) return true;
  return !multiLine && (code === 0x2028 || code === 0x2029);
}

function holdsRefused(text: string, multiLine: boolean): boolean {
  // Every refused character is in the Basic Multilingual Plane, so UTF-16 code units are enough.
  for (let i = 0; i < text.length; i++) {
    if (refused(text.charCodeAt(i), multiLine)) return true;
  }
  return false;
}

/** True when the text has no control, bidi-override or line-break character (names, titles, places). */
export function isSingleLineText(text: string): boolean {
  return !holdsRefused(text, false);
}

/** True when the text has no control or bidi-override character other than tab, LF and CR (descriptions, chat). */
export function isMultiLineText(text: string): boolean {
  return !holdsRefused(text, true);
}

/**
 * The text without the characters a multi-line text refuses. For HTML after it was sanitised: the sanitiser
 * decodes character references, so `&#x202E;` or `&#7;` arrive there as the characters the schema refused.
 */
export function withoutControlCharacters(text: string): string {
  if (!holdsRefused(text, true)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    if (!refused(text.charCodeAt(i), true)) out += text[i];
  }
  return out;
}

/**
 * An absolute http: or https: address as typed: the scheme written out with '//', a host, no user name or password
 * (`https://youtube.com@evil.example` leads to evil.example) and no refused character. Any other scheme
 * (javascript:, data:, vbscript:, in any case) is refused. The browser parses a stored link with the same WHATWG
 * URL rules as `new URL` here, so what is checked is what a reader's click follows.
 */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text) || !isSingleLineText(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}
