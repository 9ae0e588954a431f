import { describe, expect, it } from 'vitest';
import { articleUrl, formatPostDate, isoDate, shareLinks } from './blog-format';

describe('post dates (product: formats#dates — dd MMM, yyyy)', () => {
  const march = '2025-03-05T15:00:00.000Z';

  it('abbreviates the month in the reader language', () => {
    expect(formatPostDate(march, 'es', 'UTC')).toBe('05 mar, 2025');
    expect(formatPostDate(march, 'en', 'UTC')).toBe('05 Mar, 2025');
    expect(formatPostDate(march, 'pt-BR', 'UTC')).toBe('05 mar, 2025');
    expect(formatPostDate('2024-12-24T10:00:00.000Z', 'en', 'UTC')).toBe('24 Dec, 2024');
    expect(formatPostDate('2024-12-24T10:00:00.000Z', 'es', 'UTC')).toBe('24 dic, 2024');
    expect(formatPostDate('2024-05-01T10:00:00.000Z', 'pt-BR', 'UTC')).toBe('01 mai, 2024');
  });

  it('reads the day in the given time zone', () => {
    expect(formatPostDate('2025-03-05T01:00:00.000Z', 'es', 'America/Argentina/Buenos_Aires')).toBe(
      '04 mar, 2025',
    );
  });

  it('gives null for a missing or unparsable date', () => {
    expect(formatPostDate(null, 'es')).toBeNull();
    expect(formatPostDate('', 'es')).toBeNull();
    expect(formatPostDate('ayer', 'es')).toBeNull();
  });

  it('keeps the machine-readable day for <time>', () => {
    expect(isoDate(march)).toBe('2025-03-05');
  });
});

describe('share links (product: blog#article — social share)', () => {
  it('builds WhatsApp, X and Facebook addresses with the article encoded', () => {
    const url = articleUrl('https://cancha.app/', 'guia-de-futbol');
    expect(url).toBe('https://cancha.app/blog/article/guia-de-futbol');
    const links = shareLinks(url, 'Guía de Fútbol & más');
    expect(links.whatsapp).toBe(
      'https://wa.me/?text=Gu%C3%ADa%20de%20F%C3%BAtbol%20%26%20m%C3%A1s%20https%3A%2F%2Fcancha.app%2Fblog%2Farticle%2Fguia-de-futbol',
    );
    expect(links.x).toBe(
      'https://x.com/intent/tweet?text=Gu%C3%ADa%20de%20F%C3%BAtbol%20%26%20m%C3%A1s&url=https%3A%2F%2Fcancha.app%2Fblog%2Farticle%2Fguia-de-futbol',
    );
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fcancha.app%2Fblog%2Farticle%2Fguia-de-futbol',
    );
  });
});
