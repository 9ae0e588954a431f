import { beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from './distance';
import { geocode } from './geocode';
import { preloadGeoData } from './index';

beforeAll(() => preloadGeoData(), 60_000);

function label(text: string): string | null {
  return geocode(text)?.label ?? null;
}

describe('geocode', () => {
  it('reduces a street address to its locality', () => {
    const place = geocode('Av. Colón 1200, Córdoba, Argentina');
    expect(place).toMatchObject({
      name: 'Córdoba',
      province: 'Córdoba',
      country: 'Argentina',
      countryCode: 'AR',
      precision: 'locality',
      label: 'Córdoba, Córdoba, Argentina',
    });
    expect(distanceKm(place!, { lat: -31.41, lng: -64.18 })).toBeLessThan(5);
  });

  it('copes with messy typing: case, accents, spacing, missing commas', () => {
    expect(label('  av. COLÓN 1200 ,cordoba,,ARGENTINA  ')).toBe('Córdoba, Córdoba, Argentina');
    expect(label('cordoba argentina')).toBe('Córdoba, Córdoba, Argentina');
    expect(label('X5000 Córdoba - Argentina')).toBe('Córdoba, Córdoba, Argentina');
    expect(label('SAO PAULO')).toBe('São Paulo, São Paulo, Brasil');
    expect(label('Bº General Paz, Córdoba Capital')).toBe('Córdoba, Córdoba, Argentina');
  });

  it('resolves a neighbourhood it does not know to the city named next to it', () => {
    // GeoNames has no Palermo in Buenos Aires; the Sicilian Palermo must not win.
    expect(geocode('Palermo, Buenos Aires')).toMatchObject({ name: 'Buenos Aires', countryCode: 'AR' });
  });

  it('picks the larger of places with the same name', () => {
    expect(geocode('Lima')).toMatchObject({ countryCode: 'PE', precision: 'locality' });
    expect(geocode('Córdoba')?.countryCode).toBe('AR');
    expect(geocode('Guadalajara')?.countryCode).toBe('MX');
  });

  it('lets a province or country decide between namesakes', () => {
    expect(geocode('Guadalajara, Jalisco')).toMatchObject({ countryCode: 'MX', province: 'Jalisco' });
    expect(geocode('Guadalajara, España')?.countryCode).toBe('ES');
    expect(geocode('Córdoba, Veracruz')).toMatchObject({ countryCode: 'MX', province: 'Veracruz' });
    expect(geocode('Salto, Uruguay')?.countryCode).toBe('UY');
    expect(geocode('Salto, Buenos Aires')).toMatchObject({ countryCode: 'AR', province: 'Buenos Aires' });
    expect(geocode('Rosario, Santa Fe')).toMatchObject({ name: 'Rosario', province: 'Santa Fe' });
  });

  it('prefers the specific place to the province named after it', () => {
    expect(label('Villa Carlos Paz, Córdoba')).toBe('Villa Carlos Paz, Córdoba, Argentina');
    expect(label('Carlos Paz')).toBe('Villa Carlos Paz, Córdoba, Argentina');
    expect(label('Toluca, Estado de México')).toBe('Toluca, Estado de México, México');
  });

  it('understands alternate names of large cities', () => {
    expect(geocode('Ciudad de México')).toMatchObject({ countryCode: 'MX', province: 'Ciudad de México' });
    expect(geocode('CDMX')?.countryCode).toBe('MX');
  });

  it('falls back to the seat or capital, and says so', () => {
    expect(geocode('Argentina')).toMatchObject({ name: 'Buenos Aires', precision: 'country' });
    expect(geocode('Entre Ríos')).toMatchObject({ name: 'Paraná', precision: 'province' });
    expect(geocode('Av. Colón 1200, Argentina')).toMatchObject({ countryCode: 'AR', precision: 'country' });
  });

  it('breaks ties towards Latin America, or the countries the caller prefers', () => {
    // Toledo, Ohio is larger than the Toledos of Spain and Brazil.
    expect(['ES', 'BR']).toContain(geocode('Toledo')?.countryCode);
    expect(geocode('Toledo', { prefer: ['US'] })?.countryCode).toBe('US');
    expect(geocode('Toledo', { prefer: [] })?.countryCode).toBe('US');
  });

  it('returns null when nothing plausible matches', () => {
    for (const text of ['', '   ', '!!!', '12345', 'asdfghjkl', 'qwerty zxcvb', 'foo bar baz', 'xx yy zz']) {
      expect(geocode(text), text).toBeNull();
    }
    expect(geocode('Calle Falsa 123')).toBeNull();
  });

  it('stays fast on pasted text far longer than an address', () => {
    const started = performance.now();
    geocode('Córdoba, Argentina, '.repeat(5_000));
    expect(performance.now() - started).toBeLessThan(100);
  });
});
