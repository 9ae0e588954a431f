// Pure formatting of the blog screens: post dates and share links. No Lingui, no DOM: unit-tested in Node.

/**
 * docs/product/formats.md#dates — post dates read 'dd MMM, yyyy' ('05 mar, 2025' in Spanish), with the month
 * abbreviated in the reader's language ('05 Mar, 2025', '05 mar, 2025' in Portuguese). Null for a missing or
 * unparsable date.
 */
export function formatPostDate(
  iso: string | null | undefined,
  locale: string,
  timeZone?: string,
): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone,
    }).formatToParts(date);
  } catch {
    parts = new Intl.DateTimeFormat('es', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone,
    }).formatToParts(date);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Some languages abbreviate with a dot ('mar.'); the pattern has none.
  const month = part('month').replace(/\.$/, '');
  return `${part('day')} ${month}, ${part('year')}`;
}

/** The machine-readable date of a <time> element. */
export function isoDate(iso: string): string {
  return iso.slice(0, 10);
}

export interface ShareLinks {
  whatsapp: string;
  x: string;
  facebook: string;
}

/** Share addresses for browsers without the Web Share API (docs/product/blog.md#article — social share). */
export function shareLinks(url: string, title: string): ShareLinks {
  const u = encodeURIComponent(url);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    x: `https://x.com/intent/tweet?text=${encodeURIComponent(title)}&url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}

/** The public address of an article. */
export function articleUrl(origin: string, slug: string): string {
  return `${origin.replace(/\/$/, '')}/blog/article/${encodeURIComponent(slug)}`;
}
