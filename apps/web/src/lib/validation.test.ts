import { describe, expect, it } from 'vitest';
import {
  autoFormatDateInput,
  canSubmitLogin,
  isAllowedDateKey,
  isValidBirthdate,
  isValidEmail,
  isValidPasswordLength,
  sanitizeDateInput,
  showEmailFormatError,
} from './validation';

describe('login rules (product: forms#passwords)', () => {
  it('disables submit while loading, with a trimmed email under 6 characters, or an empty password', () => {
    expect(canSubmitLogin({ email: 'a@b.co', password: 'x', loading: false })).toBe(true);
    expect(canSubmitLogin({ email: 'a@b.co', password: 'x', loading: true })).toBe(false);
    expect(canSubmitLogin({ email: '  a@b.c  ', password: 'x', loading: false })).toBe(false);
    expect(canSubmitLogin({ email: 'a@b.co', password: '', loading: false })).toBe(false);
  });

  it('accepts passwords of 6 to 22 characters only', () => {
    expect(isValidPasswordLength('a'.repeat(5))).toBe(false);
    expect(isValidPasswordLength('a'.repeat(6))).toBe(true);
    expect(isValidPasswordLength('a'.repeat(22))).toBe(true);
    expect(isValidPasswordLength('a'.repeat(23))).toBe(false);
  });
});

describe('email (product: forms#email)', () => {
  it('wants text, at sign, text, dot, text', () => {
    expect(isValidEmail('ana@club.com')).toBe(true);
    expect(isValidEmail(' ana@club.com ')).toBe(true);
    expect(isValidEmail('ana@club')).toBe(false);
    expect(isValidEmail('ana club@x.com')).toBe(false);
  });

  it('hides the format error while fewer than 9 characters are typed', () => {
    expect(showEmailFormatError('abcdefgh')).toBe(false);
    expect(showEmailFormatError('abcdefghi')).toBe(true);
    expect(showEmailFormatError('ana@club.com')).toBe(false);
  });
});

describe('date inputs (product: forms#date-inputs)', () => {
  it('lets through digits, / and - and navigation keys only', () => {
    for (const key of [
      '0',
      '9',
      '/',
      '-',
      'Backspace',
      'Delete',
      'ArrowLeft',
      'ArrowRight',
      'Tab',
      'Home',
      'End',
    ]) {
      expect(isAllowedDateKey({ key }), key).toBe(true);
    }
    for (const key of ['a', 'Z', '.', ' ', 'é', '+']) {
      expect(isAllowedDateKey({ key }), key).toBe(false);
    }
    expect(isAllowedDateKey({ key: 'v', ctrlKey: true })).toBe(true);
    expect(isAllowedDateKey({ key: 'c', metaKey: true })).toBe(true);
  });

  it('cleans pasted text', () => {
    expect(sanitizeDateInput('1a2/0b3/19.90')).toBe('12/03/1990');
    expect(sanitizeDateInput('01/01/19900000')).toBe('01/01/1990');
  });

  it('adds the separators of dd/MM/yyyy while typing digits, never while deleting', () => {
    expect(autoFormatDateInput('1', '12')).toBe('12/');
    expect(autoFormatDateInput('12/0', '12/03')).toBe('12/03/');
    expect(autoFormatDateInput('12/03/', '12/03/1')).toBe('12/03/1');
    expect(autoFormatDateInput('12/', '12')).toBe('12');
    expect(autoFormatDateInput('12/', '12//')).toBe('12/');
  });

  it("rejects impossible and future birthdates with the shared schema ('Fecha no válida')", () => {
    expect(isValidBirthdate('31/12/1990')).toBe(true);
    expect(isValidBirthdate('1990-12-31')).toBe(true);
    expect(isValidBirthdate('31/02/1990')).toBe(false);
    expect(isValidBirthdate('1990')).toBe(false);
    expect(isValidBirthdate('')).toBe(false);
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(isValidBirthdate(`01/01/${nextYear}`)).toBe(false);
  });
});
