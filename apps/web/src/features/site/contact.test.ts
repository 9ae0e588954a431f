import { describe, expect, it } from 'vitest';
import { contactPayload, EMPTY_CONTACT, hasContactErrors, validateContact } from './contact';

const valid = { name: 'Ana Gómez', email: 'ana@example.com', description: 'Quiero organizar un torneo.' };

describe('contact form (product: site-and-navigation#contact-form, forms#email — name, email and description required; a bad email is rejected)', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({});
    expect(hasContactErrors(validateContact(valid))).toBe(false);
  });

  it('requires every field, blank spaces counting as empty', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: 'required',
      email: 'required',
      description: 'required',
    });
    expect(validateContact({ name: '  ', email: ' ', description: '\n' })).toEqual({
      name: 'required',
      email: 'required',
      description: 'required',
    });
  });

  it('rejects an e-mail without text, at sign, text, dot, text', () => {
    for (const email of ['ana', 'ana@', 'ana@example', '@example.com', 'ana @example.com', 'ana@example.']) {
      expect(validateContact({ ...valid, email }).email, email).toBe('invalid');
    }
    expect(validateContact({ ...valid, email: '  ana@example.com ' }).email).toBeUndefined();
  });

  it('sends the fields trimmed', () => {
    expect(contactPayload({ name: ' Ana ', email: ' ana@example.com ', description: ' Hola \n' })).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      description: 'Hola',
    });
  });
});
