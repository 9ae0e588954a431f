import { describe, expect, it } from 'vitest';
import { fold } from './text';

describe('fold', () => {
  it('lowers case and drops accents', () => {
    expect(fold('Córdoba')).toBe('cordoba');
    expect(fold('SÃO PAULO')).toBe('sao paulo');
    expect(fold('Ñuñoa')).toBe('nunoa');
    expect(fold('Düsseldorf')).toBe('dusseldorf');
  });

  it('turns punctuation and runs of spaces into single spaces', () => {
    expect(fold('  Av. Colón 1200,  Córdoba ')).toBe('av colon 1200 cordoba');
    expect(fold("O'Higgins")).toBe('o higgins');
    expect(fold('Castilla-La Mancha')).toBe('castilla la mancha');
  });

  it('spells out letters without a decomposition and ordinal signs', () => {
    expect(fold('Straße')).toBe('strasse');
    expect(fold('Bº Jardín')).toBe('bo jardin');
    expect(fold('Łódź')).toBe('lodz');
  });

  it('keeps letters of other scripts', () => {
    expect(fold('Москва')).toBe('москва');
  });
});
