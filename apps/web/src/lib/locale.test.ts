import { CATALOG_LOCALE, parseLocale } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { readStoredLocale, uiLocaleOf } from './locale';

describe('languages (product: formats#languages — es, en, br)', () => {
  it('is Spanish unless another language was chosen', () => {
    expect(parseLocale(null)).toBe('es');
    expect(parseLocale('')).toBe('es');
    expect(parseLocale('fr')).toBe('es');
    expect(readStoredLocale(null)).toBe('es');
    expect(readStoredLocale({ getItem: () => 'en' })).toBe('en');
    expect(
      readStoredLocale({
        getItem: () => {
          throw new Error('denied');
        },
      }),
    ).toBe('es');
  });

  it('maps br to the pt-BR catalog and back', () => {
    expect(CATALOG_LOCALE.br).toBe('pt-BR');
    expect(uiLocaleOf('pt-BR')).toBe('br');
    expect(parseLocale('pt')).toBe('br');
    expect(parseLocale('en-US')).toBe('en');
    expect(uiLocaleOf('es')).toBe('es');
  });
});
