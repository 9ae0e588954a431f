import { describe, expect, it } from 'vitest';
import { browserCaller, testServices } from '../testing';

describe('places', () => {
  const api = () => browserCaller(testServices()).api;

  it('suggests localities with coordinates as the user types, accents or not', async () => {
    const found = await api().places.search({ query: 'villa carlos' });
    expect(found[0]).toMatchObject({ name: 'Villa Carlos Paz', countryCode: 'AR' });
    expect(found[0]!.label).toContain('Villa Carlos Paz');
    expect(found[0]!.lat).toBeCloseTo(-31.42, 1);
    const inUruguay = await api().places.search({ query: 'monte', country: 'uy' });
    expect(inUruguay.every((p) => p.countryCode === 'UY')).toBe(true);
  });

  it('lists countries, provinces and localities offline', async () => {
    const countries = await api().places.countries();
    expect(countries).toEqual(expect.arrayContaining([{ code: 'AR', name: 'Argentina' }]));
    const provinces = await api().places.provinces({ country: 'AR' });
    const cordoba = provinces.find((p) => p.name === 'Córdoba');
    expect(cordoba).toBeDefined();
    const towns = await api().places.localities({ country: 'AR', province: cordoba!.code, query: 'carlos' });
    expect(towns.map((t) => t.name)).toContain('Villa Carlos Paz');
  });

  it('refuses malformed input', async () => {
    await expect(api().places.search({ query: 'x' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(api().places.provinces({ country: 'ARG' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
