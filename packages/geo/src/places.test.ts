import { beforeAll, describe, expect, it } from 'vitest';
import { getDataset } from './dataset';
import { distanceKm } from './distance';
import { geocode } from './geocode';
import { preloadGeoData } from './index';
import { getLocality, listCountries, listLocalities, listProvinces, searchPlaces } from './places';

// One load per test file (about a second); every test below reads the same immutable data.
beforeAll(() => preloadGeoData(), 60_000);

const CANCHA_COUNTRIES = [
  'AR',
  'UY',
  'CL',
  'BR',
  'MX',
  'CO',
  'PE',
  'PY',
  'BO',
  'EC',
  'VE',
  'ES',
  'GT',
  'CR',
  'PA',
];

describe('the data set', () => {
  it('holds the GeoNames places of 500+ inhabitants, down to small towns in Latin America', () => {
    const ds = getDataset();
    expect(ds.count).toBeGreaterThan(190_000);
    const perCountry = new Map<string, number>();
    for (let row = 0; row < ds.count; row++) {
      const code = ds.countries[ds.country[row]!]!.code;
      perCountry.set(code, (perCountry.get(code) ?? 0) + 1);
    }
    expect(perCountry.get('AR')).toBeGreaterThan(900);
    expect(perCountry.get('MX')).toBeGreaterThan(10_000);
    expect(perCountry.get('BR')).toBeGreaterThan(1_500);
    for (const code of CANCHA_COUNTRIES) expect(perCountry.get(code)).toBeGreaterThan(100);
  });

  it('is loaded once', () => {
    expect(getDataset()).toBe(getDataset());
  });
});

describe('listCountries', () => {
  it('lists ISO codes with Spanish names, in Spanish alphabetical order', () => {
    const countries = listCountries();
    const byCode = new Map(countries.map((c) => [c.code, c.name]));
    expect(byCode.get('AR')).toBe('Argentina');
    expect(byCode.get('BR')).toBe('Brasil');
    expect(byCode.get('ES')).toBe('España');
    expect(byCode.get('US')).toBe('Estados Unidos');
    for (const code of CANCHA_COUNTRIES) expect(byCode.has(code)).toBe(true);
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.code))).toBe(true);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
  });
});

describe('listProvinces', () => {
  it('gives the 24 Argentine jurisdictions with their Spanish names', () => {
    const provinces = listProvinces('AR');
    expect(provinces).toHaveLength(24);
    expect(provinces).toContainEqual({ code: '05', name: 'Córdoba' });
    expect(provinces).toContainEqual({ code: '07', name: 'Ciudad Autónoma de Buenos Aires' });
    expect(provinces).toContainEqual({ code: '24', name: 'Tucumán' });
  });

  it('drops the English type words GeoNames adds', () => {
    const names = listProvinces('uy').map((p) => p.name);
    expect(names).toContain('Montevideo');
    expect(names).toContain('Tacuarembó');
    expect(names.some((n) => n.endsWith('Department'))).toBe(false);
    expect(listProvinces('ES').map((p) => p.name)).toContain('Andalucía');
  });

  it('is empty for an unknown country', () => {
    expect(listProvinces('XX')).toEqual([]);
  });
});

describe('listLocalities', () => {
  it('lists a province by population with coordinates', () => {
    const localities = listLocalities('AR', '05');
    expect(localities[0]).toMatchObject({ name: 'Córdoba', province: 'Córdoba', country: 'Argentina' });
    const populations = localities.map((l) => l.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
    const carlosPaz = localities.find((l) => l.name === 'Villa Carlos Paz');
    expect(carlosPaz).toBeDefined();
    // Villa Carlos Paz lies on Lake San Roque, about 30 km west of Córdoba.
    expect(distanceKm(carlosPaz!, { lat: -31.42, lng: -64.5 })).toBeLessThan(5);
    expect(distanceKm(carlosPaz!, localities[0]!)).toBeGreaterThan(25);
  });

  it('reaches towns of a few thousand people', () => {
    const names = listLocalities('AR', '05', undefined, 10_000).map((l) => l.name);
    expect(names.length).toBeGreaterThan(150);
    expect(names).toContain('Agua de Oro');
  });

  it('filters by the start of any word, ignoring accents and case', () => {
    expect(listLocalities('AR', '05', 'carlos').map((l) => l.name)).toContain('Villa Carlos Paz');
    expect(listLocalities('AR', '05', 'RIO CUA')[0]?.name).toBe('Río Cuarto');
    expect(listLocalities('AR', '05', 'zzz')).toEqual([]);
  });

  it('finds the big cities of Brazil and Mexico in their states', () => {
    expect(listLocalities('BR', '27', undefined, 1)[0]).toMatchObject({
      name: 'São Paulo',
      countryCode: 'BR',
    });
    const guadalajara = listLocalities('MX', '14', 'guadalajara')[0];
    expect(guadalajara).toMatchObject({ name: 'Guadalajara', province: 'Jalisco', country: 'México' });
    expect(distanceKm(guadalajara!, { lat: 20.67, lng: -103.35 })).toBeLessThan(10);
  });

  it('respects the limit and unknown codes', () => {
    expect(listLocalities('AR', '05', undefined, 3)).toHaveLength(3);
    expect(listLocalities('AR', '99')).toEqual([]);
  });
});

describe('searchPlaces', () => {
  it('completes a prefix with a full label', () => {
    const results = searchPlaces('córd', { country: 'AR', limit: 5 });
    expect(results[0]?.label).toBe('Córdoba, Córdoba, Argentina');
    expect(results.length).toBeLessThanOrEqual(5);
    expect(results.every((p) => p.countryCode === 'AR')).toBe(true);
  });

  it('ignores accents and case', () => {
    const labels = (q: string) => searchPlaces(q, { limit: 5 }).map((p) => p.label);
    expect(labels('cordoba')).toEqual(labels('CÓRDOBA'));
    expect(labels('sao pa')[0]).toBe('São Paulo, São Paulo, Brasil');
    expect(labels('bogota')[0]).toBe('Bogotá, Bogotá D.C., Colombia');
  });

  it('matches words inside a name, after names that start with the text', () => {
    expect(searchPlaces('carlos paz', { limit: 3 })[0]?.name).toBe('Villa Carlos Paz');
    const results = searchPlaces('paz', { country: 'BO', limit: 5 });
    expect(results[0]?.name).toBe('La Paz');
  });

  it('narrows by province or country after a comma', () => {
    expect(searchPlaces('cordoba, esp', { limit: 3 })[0]?.label).toBe('Córdoba, Andalucía, España');
    expect(searchPlaces('cordoba, veracruz', { limit: 3 })[0]?.countryCode).toBe('MX');
  });

  it('finds large cities by their Spanish alternate names', () => {
    expect(searchPlaces('ciudad de mex', { limit: 3 })[0]).toMatchObject({ countryCode: 'MX', id: 3530597 });
  });

  it('returns nothing for empty or unknown text', () => {
    expect(searchPlaces('')).toEqual([]);
    expect(searchPlaces('   ')).toEqual([]);
    expect(searchPlaces('qxzqxz')).toEqual([]);
    expect(searchPlaces('cor', { country: 'XX' })).toEqual([]);
    expect(searchPlaces('cor', { limit: 0 })).toEqual([]);
  });
});

describe('getLocality', () => {
  it('finds a stored GeoNames id again', () => {
    const carlosPaz = searchPlaces('villa carlos paz', { limit: 1 })[0]!;
    expect(getLocality(carlosPaz.id)).toMatchObject({ name: 'Villa Carlos Paz', provinceCode: '05' });
    expect(getLocality(1)).toBeNull();
  });
});

describe('speed after loading', () => {
  it('answers geocode and searchPlaces in well under 10 ms', () => {
    const texts = [
      'Av. Colón 1200, Córdoba, Argentina',
      'Palermo, Buenos Aires',
      'Lima',
      'san jose',
      'Calle 45 nro 1234, La Plata, Buenos Aires, Argentina',
    ];
    const prefixes = ['s', 'sa', 'san', 'villa c', 'cor', 'm'];
    let slowest = 0;
    const started = performance.now();
    for (let i = 0; i < 50; i++) {
      for (const text of texts) {
        const t = performance.now();
        geocode(text);
        slowest = Math.max(slowest, performance.now() - t);
      }
      for (const prefix of prefixes) {
        const t = performance.now();
        searchPlaces(prefix, { limit: 10 });
        searchPlaces(prefix, { limit: 10, country: 'UY' });
        slowest = Math.max(slowest, performance.now() - t);
      }
    }
    const average = (performance.now() - started) / (50 * (texts.length + prefixes.length));
    expect(average).toBeLessThan(2);
    // Generous for a busy 2-core CI machine; typical calls take well under 1 ms.
    expect(slowest).toBeLessThan(50);
  });
});
