import { describe, expect, it } from 'vitest';
import { validPoint } from './points';

describe('validPoint', () => {
  it('accepts numeric coordinates, as numbers or numeric text', () => {
    expect(validPoint(-31.42, -64.19)).toEqual({ lat: -31.42, lng: -64.19 });
    expect(validPoint('-31.42', '-64.19')).toEqual({ lat: -31.42, lng: -64.19 });
    expect(validPoint(0, 0)).toEqual({ lat: 0, lng: 0 });
  });

  it("refuses coordinates that are not numbers, 'Ubicación inválida' (product: forms#places-and-maps)", () => {
    for (const [lat, lng] of [
      ['abc', 1],
      [null, 1],
      [undefined, undefined],
      ['', ''],
      [Number.NaN, 1],
      [91, 0],
      [0, 181],
    ]) {
      expect(validPoint(lat, lng)).toBeNull();
    }
  });
});
