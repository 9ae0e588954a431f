import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount-text';

describe('an amount typed in major units', () => {
  it.each([
    ['1500', 150000],
    ['1500,50', 150050],
    ['1500.50', 150050],
    ['1500,5', 150050],
    [' 0,01 ', 1],
    ['1500,', 150000],
    ['0.29', 29],
  ])('reads %j as %i minor units of ARS', (text, minor) => {
    expect(parseAmount(text, 'ARS')).toBe(minor);
  });

  it.each(['', '0', '0,00', '-10', '1.500,50', '1,500.50', '15,505', 'abc', '1e3', '12 000'])(
    'refuses %j',
    (text) => {
      expect(parseAmount(text, 'ARS')).toBeNull();
    },
  );

  it('takes no decimals in a currency without minor units', () => {
    expect(parseAmount('1500', 'CLP')).toBe(1500);
    expect(parseAmount('1500,5', 'CLP')).toBeNull();
  });

  it('refuses more than an entry may carry', () => {
    expect(parseAmount('1000000000', 'ARS')).toBe(100_000_000_000);
    expect(parseAmount('1000000000,01', 'ARS')).toBeNull();
  });
});
