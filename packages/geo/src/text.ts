// Letters that NFKD does not split into base letter + mark.
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const SPECIAL_RE = /[ßæœøłđðþı]/g;
const ASCII_RE = /^[\x20-\x7e]*$/;
const FOLDED_RE = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
const ASCII_SEPARATORS_RE = /[^a-z0-9]+/g;
const MARKS_RE = /\p{M}+/gu;
const SEPARATORS_RE = /[^\p{L}\p{N}]+/gu;

/**
 * Folds text for matching: lower case, no accents, words separated by single spaces.
 * "Av. Colón 1200" → "av colon 1200"; "São Paulo" → "sao paulo"; "Bº" → "bo" (NFKD).
 */
export function fold(text: string): string {
  const s = text.toLowerCase();
  // Most place names are plain ASCII words; the fast paths matter when folding 200,000 names.
  if (FOLDED_RE.test(s)) return s;
  if (ASCII_RE.test(s)) return s.replace(ASCII_SEPARATORS_RE, ' ').trim();
  return s
    .normalize('NFKD')
    .replace(MARKS_RE, '')
    .replace(SPECIAL_RE, (c) => SPECIAL_LETTERS[c] ?? c)
    .replace(SEPARATORS_RE, ' ')
    .trim();
}

/** Words that glue names together ("San Miguel de Tucumán") and say nothing on their own. */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'y',
  'e',
  'da',
  'do',
  'das',
  'dos',
  'en',
]);

/** Words people add around a place name; they neither help nor hurt a match. */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'barrio',
  'bo',
  'ciudad',
  'localidad',
  'provincia',
  'prov',
  'pcia',
  'estado',
  'departamento',
  'depto',
  'dpto',
  'region',
  'municipio',
  'partido',
  'comuna',
  'distrito',
  'canton',
  'pais',
  'cp',
  'capital',
]);

/** A segment with one of these words is a street address, not a place name. */
export const STREET_WORDS: ReadonlySet<string> = new Set([
  'av',
  'avda',
  'avenida',
  'calle',
  'pje',
  'pasaje',
  'bv',
  'bvd',
  'blvd',
  'bulevar',
  'boulevard',
  'ruta',
  'rua',
  'travessa',
  'camino',
  'diagonal',
  'carrera',
  'cra',
  'transversal',
  'autopista',
  'km',
  'nro',
  'numero',
  'esq',
  'esquina',
  'manzana',
  'mz',
  'lote',
  'piso',
]);

export function hasDigit(word: string): boolean {
  return /\d/.test(word);
}
