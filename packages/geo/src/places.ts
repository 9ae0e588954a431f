import { type Dataset, getDataset, perDataset, ROW_BITS } from './dataset';
import { isAlias, nameEntries, rowOf, textOf } from './names';
import { CANCHA_REGION } from './provinces';
import { fold } from './text';

export interface CountryOption {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** Spanish name from CLDR ("Brasil", "Estados Unidos"). */
  name: string;
}

export interface ProvinceOption {
  /** GeoNames admin1 code; pass it back to `listLocalities`. */
  code: string;
  name: string;
}

export interface Locality {
  /** GeoNames id: stable across data updates, safe to store. */
  id: number;
  name: string;
  /** Province name; '' for the few places whose province GeoNames does not name. */
  province: string;
  provinceCode: string;
  /** Country name in Spanish. */
  country: string;
  countryCode: string;
  lat: number;
  lng: number;
  population: number;
}

/** How much of the text was understood: a locality, or only its province or country. */
export type Precision = 'locality' | 'province' | 'country';

export interface Place extends Locality {
  /** "Córdoba, Córdoba, Argentina". */
  label: string;
  precision: Precision;
}

export interface RankOptions {
  /**
   * Countries (ISO alpha-2) that win ties against the rest of the world, e.g. the user's own.
   * Defaults to Latin America, Spain and Portugal.
   */
  prefer?: readonly string[];
}

export interface SearchOptions extends RankOptions {
  /** Only places in this country (ISO alpha-2). */
  country?: string;
  /** At most this many results; 10 when omitted. */
  limit?: number;
}

const collator = new Intl.Collator('es', { sensitivity: 'base' });

export function localityAt(ds: Dataset, row: number): Locality {
  const province = ds.provinces[ds.province[row]!]!;
  const country = ds.countries[ds.country[row]!]!;
  return {
    id: ds.geonameId[row]!,
    name: ds.names[row]!,
    province: province.name,
    provinceCode: province.code,
    country: country.name,
    countryCode: country.code,
    lat: ds.lat[row]!,
    lng: ds.lng[row]!,
    population: ds.population[row]!,
  };
}

export function placeAt(ds: Dataset, row: number, precision: Precision): Place {
  const locality = localityAt(ds, row);
  const label = [locality.name, locality.province, locality.country].filter((part) => part !== '').join(', ');
  return { ...locality, label, precision };
}

/** Country indexes for `RankOptions.prefer`. */
export function preferredCountries(ds: Dataset, prefer: readonly string[] = CANCHA_REGION): Set<number> {
  const set = new Set<number>();
  for (const code of prefer) {
    const country = ds.countryByCode.get(code.toUpperCase());
    if (country) set.add(country.index);
  }
  return set;
}

/**
 * Orders places that match equally well: larger population first, and a place in a preferred
 * country counts as if it were 20 times larger, so "San José" is Costa Rica's, not California's.
 */
export function tieScore(ds: Dataset, row: number, prefer: ReadonlySet<number>): number {
  return Math.log10(ds.population[row]! + 1) + (prefer.has(ds.country[row]!) ? 1.3 : 0);
}

export function listCountries(): CountryOption[] {
  return getDataset()
    .countries.map((c) => ({ code: c.code, name: c.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

export function listProvinces(countryCode: string): ProvinceOption[] {
  const ds = getDataset();
  const country = ds.countryByCode.get(countryCode.toUpperCase());
  if (!country) return [];
  return ds.provinces
    .filter((p) => p.country === country.index && p.name !== '')
    .map((p) => ({ code: p.code, name: p.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Rows of each province by population, then name. */
const provinceRowsOf = perDataset((ds): Map<number, Uint32Array> => {
  const lists = new Map<number, number[]>();
  for (let row = 0; row < ds.count; row++) {
    const p = ds.province[row]!;
    const list = lists.get(p);
    if (list) list.push(row);
    else lists.set(p, [row]);
  }
  const byProvince = new Map<number, Uint32Array>();
  for (const [p, rows] of lists) {
    // Rows are already by population; only equal populations need the name order.
    rows.sort(
      (a, b) => ds.population[b]! - ds.population[a]! || collator.compare(ds.names[a]!, ds.names[b]!),
    );
    byProvince.set(p, Uint32Array.from(rows));
  }
  return byProvince;
});

/** True when `prefix` starts the folded name or one of its words. */
function startsAWord(key: string, prefix: string): boolean {
  return key.startsWith(prefix) || key.includes(` ${prefix}`);
}

export function listLocalities(
  countryCode: string,
  provinceCode: string,
  query?: string,
  limit = 100,
): Locality[] {
  const ds = getDataset();
  const province = ds.provinceByCode.get(`${countryCode.toUpperCase()}.${provinceCode}`);
  if (!province) return [];
  const q = query === undefined ? '' : fold(query);
  const result: Locality[] = [];
  for (const row of provinceRowsOf(ds).get(province.index) ?? []) {
    if (result.length >= limit) break;
    if (q === '' || startsAWord(ds.keys[row]!, q)) result.push(localityAt(ds, row));
  }
  return result;
}

/*
 * Autocomplete index: every name entry (see names.ts) is filed under its first one, two and three
 * letters. Buckets are slices of one typed array and keep the entries' population order.
 */
interface SearchIndex {
  /** Prefix code → bucket number. */
  buckets: Map<number, number>;
  /** Bucket b holds entries[starts[b] .. starts[b + 1]). */
  starts: Int32Array;
  entries: Int32Array;
}

/**
 * Bucket key of the first `length` characters at `offset`: a hash small enough to be a V8 small
 * integer, which keeps the Map fast. Two prefixes sharing a bucket only cost a few extra
 * comparisons, since every hit is checked against the query anyway.
 */
function prefixCode(text: string, offset: number, length: number): number {
  let h = 0x811c9dc5 ^ length;
  for (let i = 0; i < length; i++) h = Math.imul(h ^ text.charCodeAt(offset + i), 0x01000193);
  return h & 0x3fffffff;
}

const searchIndexOf = perDataset((ds): SearchIndex => {
  const names = nameEntries(ds);
  const buckets = new Map<number, number>();
  const counts: number[] = [];
  // First pass files each (entry, prefix length) under a bucket and counts; the second places them.
  const filed = new Int32Array(names.length * 3).fill(-1);
  for (let e = 0; e < names.length; e++) {
    const ref = names.ref[e]!;
    const text = textOf(ds, ref);
    const offset = names.offset[e]!;
    for (let len = 1; len <= 3 && offset + len <= text.length; len++) {
      const code = prefixCode(text, offset, len);
      let bucket = buckets.get(code);
      if (bucket === undefined) {
        bucket = counts.length;
        buckets.set(code, bucket);
        counts.push(0);
      }
      counts[bucket]!++;
      filed[e * 3 + len - 1] = bucket;
    }
  }
  const starts = new Int32Array(counts.length + 1);
  for (let b = 0; b < counts.length; b++) starts[b + 1] = starts[b]! + counts[b]!;
  const cursor = starts.slice(0, counts.length);
  const entries = new Int32Array(starts[counts.length]!);
  for (let i = 0; i < filed.length; i++) {
    const bucket = filed[i]!;
    if (bucket >= 0) entries[cursor[bucket]!++] = Math.floor(i / 3);
  }
  return { buckets, starts, entries };
});

/** Name entries of each country's places, built per country on first use. */
const countryEntriesOf = perDataset((ds) => {
  const lists = new Map<number, Int32Array>();
  return (country: number): Int32Array => {
    let list = lists.get(country);
    if (!list) {
      const names = nameEntries(ds);
      const found: number[] = [];
      for (let e = 0; e < names.length; e++)
        if (ds.country[rowOf(ds, names.ref[e]!)] === country) found.push(e);
      list = Int32Array.from(found);
      lists.set(country, list);
    }
    return list;
  };
});

export function ensureSearchIndex(): void {
  searchIndexOf(getDataset());
}

/** Folded province and country names of a row, for "Córdoba, Arg" style queries. */
function contextText(ds: Dataset, row: number): string {
  const province = ds.provinces[ds.province[row]!]!;
  const country = ds.countries[ds.country[row]!]!;
  return ` ${[...province.keys, ...country.keys].join(' ')}`;
}

/**
 * Prefix search for an autocomplete box. Matches the start of a place name or of any word in it,
 * accent- and case-insensitively. Text after a comma narrows by province or country:
 * "cordoba, arg" finds Córdoba in Argentina. Names that start with the text come first.
 */
export function searchPlaces(query: string, options: SearchOptions = {}): Place[] {
  const ds = getDataset();
  const limit = Math.max(0, Math.floor(options.limit ?? 10));
  const comma = query.indexOf(',');
  const q = fold(comma < 0 ? query : query.slice(0, comma));
  if (q === '' || limit === 0) return [];
  const context =
    comma < 0
      ? []
      : fold(query.slice(comma + 1))
          .split(' ')
          .filter(Boolean);
  let onlyCountry = -1;
  if (options.country !== undefined) {
    const country = ds.countryByCode.get(options.country.toUpperCase());
    if (!country) return [];
    onlyCountry = country.index;
  }
  const prefer = preferredCountries(ds, options.prefer);

  const index = searchIndexOf(ds);
  const names = nameEntries(ds);
  const bucket = index.buckets.get(prefixCode(q, 0, Math.min(3, q.length)));
  if (bucket === undefined) return [];
  let candidates = index.entries.subarray(index.starts[bucket]!, index.starts[bucket + 1]!);
  if (onlyCountry >= 0) {
    // A small country is quicker to scan whole than a busy bucket ("s") filtered down to it.
    const own = countryEntriesOf(ds)(onlyCountry);
    if (own.length < candidates.length) candidates = own;
  }

  // Candidates are in population order, so the first `limit` hits of each class (name start or
  // word start × preferred country or not) are all that can make the final list. Once both
  // name-start classes are full, word starts can no longer make it at all.
  const classes: number[][] = [[], [], [], []];
  const full = [false, false, false, false];
  if (onlyCountry >= 0) {
    const preferred = prefer.has(onlyCountry);
    for (const cls of preferred ? [1, 3] : [0, 2]) full[cls] = true;
  }
  const seen = new Set<number>();
  for (let i = 0; i < candidates.length && !(full[0] && full[1]); i++) {
    const e = candidates[i]!;
    const ref = names.ref[e]!;
    const offset = names.offset[e]!;
    if (!textOf(ds, ref).startsWith(q, offset)) continue;
    const row = rowOf(ds, ref);
    if (seen.has(row)) continue;
    if (onlyCountry >= 0 && ds.country[row] !== onlyCountry) continue;
    if (context.length > 0) {
      const around = contextText(ds, row);
      if (!context.every((word) => around.includes(` ${word}`))) continue;
    }
    seen.add(row);
    const cls = (offset === 0 && !isAlias(ds, ref) ? 0 : 2) + (prefer.has(ds.country[row]!) ? 0 : 1);
    const list = classes[cls]!;
    if (list.length < limit) {
      list.push(row);
      if (list.length === limit) full[cls] = true;
    }
  }
  const nameStarts = [...classes[0]!, ...classes[1]!];
  const wordStartsOnly = [...classes[2]!, ...classes[3]!];
  const byTie = (a: number, b: number) => tieScore(ds, b, prefer) - tieScore(ds, a, prefer);
  return [...nameStarts.sort(byTie), ...wordStartsOnly.sort(byTie)]
    .slice(0, limit)
    .map((row) => placeAt(ds, row, 'locality'));
}

/** Packed (GeoNames id, row) pairs sorted by id: binary search without a 200,000-entry Map. */
const idOrderOf = perDataset((ds): Float64Array => {
  const order = new Float64Array(ds.count);
  for (let row = 0; row < ds.count; row++) order[row] = ds.geonameId[row]! * ROW_BITS + row;
  return order.sort();
});

/** The place with this GeoNames id, e.g. one stored on a team; null if the data has no such id. */
export function getLocality(id: number): Locality | null {
  const ds = getDataset();
  const order = idOrderOf(ds);
  let lo = 0;
  let hi = order.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const value = order[mid]!;
    const midId = Math.floor(value / ROW_BITS);
    if (midId === id) return localityAt(ds, value % ROW_BITS);
    if (midId < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return null;
}
