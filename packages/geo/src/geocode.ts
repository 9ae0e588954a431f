import { type Dataset, getDataset, perDataset } from './dataset';
import { isAlias, nameEntries, rowOf, textOf } from './names';
import { type Place, placeAt, preferredCountries, type RankOptions, tieScore } from './places';
import { FILLER_WORDS, fold, hasDigit, STOPWORDS, STREET_WORDS } from './text';

/*
 * Offline geocoding of hand-typed addresses down to the locality. The text is cut into segments
 * at commas; every run of up to six words in a segment is looked up as a place name, a province
 * and a country. Each place that matches is scored by how much of its segment it explains and by
 * whether the other segments (province, country) agree with it; equal scores go to the larger
 * population, with a head start for the preferred countries (see `tieScore`). Street names and
 * numbers are never resolved: "Av. Colón 1200, Córdoba" is Córdoba.
 */

const MAX_PHRASE_WORDS = 6;
/** Addresses are short; a pasted page must not cost seconds of phrase lookups. */
const MAX_TEXT_LENGTH = 200;

/** A main name is the strongest evidence, then an alternate name, then the tail of a longer name. */
const WEIGHT_MAIN = 10;
const WEIGHT_ALIAS = 9;
const WEIGHT_TAIL = 7;

/** Province or country fallbacks score this; a locality must beat it to be chosen instead. */
const FALLBACK_SCORE = 6.5;
/** Below this a locality match is a coincidence of words (needed only when no fallback exists). */
const MIN_SCORE = 6;

interface Segment {
  tokens: string[];
  /** Words that must be explained: not stopwords, fillers, street words or numbers. */
  meaningful: boolean[];
  meaningfulCount: number;
  /** Penalty for a place found here: the segment looks like a street address. */
  streetPenalty: number;
}

interface Span {
  segment: number;
  start: number;
  end: number;
}

interface RegionMention extends Span {
  /** Countries whose name this phrase is; empty when it names only provinces. */
  named: Set<number>;
  provinces: Set<number>;
  /** `named` plus the countries of `provinces`. */
  countries: Set<number>;
}

/**
 * Exact-name lookup over all name entries: a hash table with chaining in typed arrays. A JS Map
 * of 300,000 strings would take several times the memory and most of a second to fill.
 */
interface GeocodeIndex {
  mask: number;
  /** Slot → first entry + 1 (0: empty). */
  heads: Int32Array;
  /** Entry → next entry in the same slot + 1. */
  next: Int32Array;
  hashes: Int32Array;
  countries: Map<string, number[]>;
  provinces: Map<string, number[]>;
}

/** FNV-1a over UTF-16 code units of `text` from `from` on. */
function hashFrom(text: string, from: number): number {
  let h = 0x811c9dc5;
  for (let i = from; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

function pushTo<K>(map: Map<K, number[]>, key: K, value: number): void {
  const existing = map.get(key);
  if (existing) existing.push(value);
  else map.set(key, [value]);
}

const geocodeIndexOf = perDataset((ds): GeocodeIndex => {
  const names = nameEntries(ds);
  const size = 2 ** Math.ceil(Math.log2(names.length * 2));
  const mask = size - 1;
  const heads = new Int32Array(size);
  const next = new Int32Array(names.length);
  const hashes = new Int32Array(names.length);
  for (let e = 0; e < names.length; e++) {
    const h = hashFrom(textOf(ds, names.ref[e]!), names.offset[e]!);
    hashes[e] = h;
    const slot = h & mask;
    next[e] = heads[slot]!;
    heads[slot] = e + 1;
  }
  const countries = new Map<string, number[]>();
  for (const country of ds.countries) for (const key of country.keys) pushTo(countries, key, country.index);
  const provinces = new Map<string, number[]>();
  for (const province of ds.provinces)
    for (const key of province.keys) pushTo(provinces, key, province.index);
  return { mask, heads, next, hashes, countries, provinces };
});

export function ensureGeocodeIndex(): void {
  geocodeIndexOf(getDataset());
}

/** Name entries whose text is exactly `phrase`. */
function lookup(ds: Dataset, index: GeocodeIndex, phrase: string): number[] {
  const names = nameEntries(ds);
  const h = hashFrom(phrase, 0);
  const found: number[] = [];
  for (let e = index.heads[h & index.mask]! - 1; e >= 0; e = index.next[e]! - 1) {
    if (index.hashes[e] !== h) continue;
    const text = textOf(ds, names.ref[e]!);
    const offset = names.offset[e]!;
    if (text.length - offset === phrase.length && text.startsWith(phrase, offset)) found.push(e);
  }
  return found;
}

function parseSegments(text: string): Segment[] {
  const parts = text
    .split(/[,;|/\n]|\s[-–—]\s/)
    .map((part) => fold(part).split(' ').filter(Boolean))
    .filter((tokens) => tokens.length > 0);
  return parts.map((tokens, index) => {
    const meaningful = tokens.map(
      (t) => !STOPWORDS.has(t) && !FILLER_WORDS.has(t) && !STREET_WORDS.has(t) && !hasDigit(t),
    );
    let streetPenalty = 0;
    if (tokens.some((t) => STREET_WORDS.has(t))) streetPenalty = 8;
    // "Colón 1200, Córdoba": a number in the first of several segments is likely a house number,
    // but it may also be a postal code ("X5000 Córdoba, Argentina"), hence the milder penalty.
    else if (index === 0 && parts.length > 1 && tokens.some(hasDigit)) streetPenalty = 3;
    return { tokens, meaningful, meaningfulCount: meaningful.filter(Boolean).length, streetPenalty };
  });
}

function overlaps(a: Span, b: Span): boolean {
  return a.segment === b.segment && a.start < b.end && b.start < a.end;
}

function contains(outer: Span, inner: Span): boolean {
  return outer.segment === inner.segment && outer.start <= inner.start && inner.end <= outer.end;
}

interface Candidate extends Span {
  row: number;
  weight: number;
}

/** Every phrase of the text found as a country, province or place name. */
function findMentions(index: GeocodeIndex, ds: Dataset, segments: Segment[]) {
  const names = nameEntries(ds);
  const regions: RegionMention[] = [];
  const candidates: Candidate[] = [];
  segments.forEach((segment, s) => {
    const { tokens } = segment;
    for (let start = 0; start < tokens.length; start++) {
      for (let end = start + 1; end <= Math.min(tokens.length, start + MAX_PHRASE_WORDS); end++) {
        if (!segment.meaningful.slice(start, end).some(Boolean)) continue;
        const phrase = tokens.slice(start, end).join(' ');
        if (phrase.length < 3) continue;
        const span = { segment: s, start, end };
        const named = new Set(index.countries.get(phrase));
        const provinces = new Set(index.provinces.get(phrase));
        const countries = new Set(named);
        for (const p of provinces) countries.add(ds.provinces[p]!.country);
        if (countries.size > 0) regions.push({ ...span, named, provinces, countries });
        for (const e of lookup(ds, index, phrase)) {
          const ref = names.ref[e]!;
          const weight = isAlias(ds, ref) ? WEIGHT_ALIAS : names.offset[e]! > 0 ? WEIGHT_TAIL : WEIGHT_MAIN;
          candidates.push({ ...span, row: rowOf(ds, ref), weight });
        }
      }
    }
  });
  // "Estado de México" names one province; the "México" inside it is not a second clue.
  const outer = regions.filter(
    (m) => !regions.some((o) => o !== m && contains(o, m) && o.end - o.start > m.end - m.start),
  );
  return { regions: outer, candidates };
}

/** How well a place fits the whole text, or null when a named country rules it out. */
function score(ds: Dataset, segments: Segment[], regions: RegionMention[], c: Candidate): number | null {
  const segment = segments[c.segment]!;
  // The candidate's own words are not evidence for it: "Córdoba" is both a city and a province.
  const others = regions.filter((m) => !overlaps(m, c));
  const country = ds.country[c.row]!;
  const province = ds.province[c.row]!;

  // Words of the segment explained by this place or by a province/country named next to it.
  const explained = new Set<number>();
  for (let i = c.start; i < c.end; i++) if (segment.meaningful[i]) explained.add(i);
  for (const m of others) {
    if (m.segment !== c.segment) continue;
    for (let i = m.start; i < m.end; i++) if (segment.meaningful[i]) explained.add(i);
  }
  const coverage = segment.meaningfulCount === 0 ? 1 : explained.size / segment.meaningfulCount;
  let total = c.weight * (coverage >= 1 ? 1 : 0.3 + 0.5 * coverage);
  total -= segment.streetPenalty;
  // Addresses go from specific to general: the first place named is the one meant.
  total -= 0.5 * c.segment;

  for (const m of others) {
    if (m.named.size > 0) {
      if (!m.countries.has(country)) return null;
      total += 4;
    } else if (m.provinces.has(province)) total += 5;
    else if (m.countries.has(country)) total -= 1;
    else total -= 3;
  }
  for (const m of regions) {
    if (!overlaps(m, c)) continue;
    if (m.named.size > 0 && m.start === c.start && m.end === c.end) {
      // "Panamá" alone more likely means the country than the city of that name.
      total -= 4;
    } else if (m.named.size === 0 && m.start === c.start && m.end === c.end && !m.countries.has(country)) {
      // "Entre Ríos" is the Argentine province, not the Brazilian town.
      total -= 4;
    } else if (m.end - m.start > c.end - c.start && !m.countries.has(country)) {
      // The words belong to a longer name of somewhere else: "México" in "Ciudad de México".
      total -= 6;
    }
  }
  return total;
}

/** The seat of a province, or else the capital of a country, named in the text. */
function fallback(
  ds: Dataset,
  segments: Segment[],
  regions: RegionMention[],
  prefer: ReadonlySet<number>,
): Place | null {
  const named = new Set<number>();
  for (const m of regions) for (const c of m.named) named.add(c);
  let bestRow = -1;
  let bestRank = Number.NEGATIVE_INFINITY;
  let bestPrecision: 'province' | 'country' = 'country';
  for (const m of regions) {
    // "foo bar baz" does not name the Montenegrin province of Bar: most of its words are unexplained.
    const segment = segments[m.segment]!;
    const explained = segment.meaningful.slice(m.start, m.end).filter(Boolean).length;
    if (explained * 2 < segment.meaningfulCount) continue;
    // A phrase that is a country's name ("México") means the country, not its namesake province.
    const options =
      m.named.size > 0
        ? [...m.named].map((c) => ({ row: ds.countries[c]!.capital, precision: 'country' as const }))
        : [...m.provinces].map((p) => ({ row: ds.provinces[p]!.seat, precision: 'province' as const }));
    for (const { row, precision } of options) {
      if (row < 0 || (named.size > 0 && !named.has(ds.country[row]!))) continue;
      const rank = (precision === 'province' ? 100 : 0) + tieScore(ds, row, prefer);
      if (rank > bestRank) {
        bestRow = row;
        bestRank = rank;
        bestPrecision = precision;
      }
    }
  }
  return bestRow < 0 ? null : placeAt(ds, bestRow, bestPrecision);
}

/**
 * The locality an address typed by hand refers to, e.g. "Av. Colón 1200, Córdoba, Argentina" →
 * Córdoba. When only a province or country is recognised, its seat or capital is returned with
 * `precision` saying so. Null when nothing in the text names a known place.
 */
export function geocode(text: string, options: RankOptions = {}): Place | null {
  const ds = getDataset();
  const index = geocodeIndexOf(ds);
  const segments = parseSegments(text.slice(0, MAX_TEXT_LENGTH));
  if (segments.length === 0) return null;
  const prefer = preferredCountries(ds, options.prefer);
  const { regions, candidates } = findMentions(index, ds, segments);

  let bestRow = -1;
  let bestScore = Number.NEGATIVE_INFINITY;
  let bestTie = Number.NEGATIVE_INFINITY;
  const scored = new Set<string>();
  for (const c of candidates) {
    const id = `${c.row}:${c.segment}:${c.start}:${c.end}`;
    if (scored.has(id)) continue;
    scored.add(id);
    const value = score(ds, segments, regions, c);
    if (value === null) continue;
    const rounded = Math.round(value * 1000) / 1000;
    const tie = tieScore(ds, c.row, prefer);
    if (rounded > bestScore || (rounded === bestScore && tie > bestTie)) {
      bestRow = c.row;
      bestScore = rounded;
      bestTie = tie;
    }
  }

  const broader = fallback(ds, segments, regions, prefer);
  if (bestRow >= 0 && (bestScore > FALLBACK_SCORE || (!broader && bestScore >= MIN_SCORE))) {
    return placeAt(ds, bestRow, 'locality');
  }
  return broader;
}
