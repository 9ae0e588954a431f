import { describe, expect, it } from 'vitest';
import { Birthdate, EMAIL_PATTERN, Password, UpdatePassword } from './auth';
import { formatDateDmy, isDateInputChar, parseDateInput } from './dates';
import { EVENT_LABELS, eventLabel } from './events';
import { EVENT_TYPES } from './matches';
import { homePathFor, needsProfileCompletion } from './users';

describe('dates (spec: platform §5, §9)', () => {
  it('reads dd/MM/yyyy, dd-MM-yyyy and ISO dates and refuses impossible ones', () => {
    expect(parseDateInput('01/09/2025')).toBe('2025-09-01');
    expect(parseDateInput('1-9-2025')).toBe('2025-09-01');
    expect(parseDateInput('2025-09-01')).toBe('2025-09-01');
    expect(parseDateInput('29/02/2023')).toBeNull();
    expect(parseDateInput('29/02/2024')).toBe('2024-02-29');
    expect(parseDateInput('13/13/2020')).toBeNull();
    expect(parseDateInput('hoy')).toBeNull();
  });

  it('shows dates as dd/MM/yyyy', () => {
    expect(formatDateDmy('2025-09-01')).toBe('01/09/2025');
    expect(formatDateDmy(null)).toBeNull();
  });

  it('lets only digits, slash and dash be typed', () => {
    expect([...'0123456789/-'].every(isDateInputChar)).toBe(true);
    expect(['a', '.', ' ', 'e'].some(isDateInputChar)).toBe(false);
  });

  it('accepts only past birthdates', () => {
    expect(Birthdate.parse('15/03/1995')).toBe('1995-03-15');
    expect(Birthdate.safeParse('01/01/2999').success).toBe(false);
    expect(Birthdate.safeParse('31/04/2000').success).toBe(false);
  });
});

describe('credentials (spec: platform §5)', () => {
  it('matches text@text.text e-mails', () => {
    expect(EMAIL_PATTERN.test('ana@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('ana@example')).toBe(false);
    expect(EMAIL_PATTERN.test('ana example@x.com')).toBe(false);
  });

  it('keeps passwords between 6 and 22 characters', () => {
    expect(Password.safeParse('12345').success).toBe(false);
    expect(Password.safeParse('123456').success).toBe(true);
    expect(Password.safeParse('x'.repeat(22)).success).toBe(true);
    expect(Password.safeParse('x'.repeat(23)).success).toBe(false);
  });

  it('needs the repeated new password to match', () => {
    const r = UpdatePassword.safeParse({
      currentPassword: 'a',
      newPassword: 'nueva123',
      primaryPassword: 'otra1234',
    });
    expect(r.success).toBe(false);
  });
});

describe('users', () => {
  it('sends each role to its home (spec: platform §4)', () => {
    expect(homePathFor('PARTICIPANT')).toBe('/player');
    expect(homePathFor('ADMIN')).toBe('/tournament-creator');
    expect(homePathFor(null)).toBe('/role-user');
  });

  it('asks for the profile while first or last name is missing', () => {
    expect(needsProfileCompletion({ fullname: 'Ana', lastname: null })).toBe(true);
    expect(needsProfileCompletion({ fullname: ' ', lastname: 'Gómez' })).toBe(true);
    expect(needsProfileCompletion({ fullname: 'Ana', lastname: 'Gómez' })).toBe(false);
  });
});

describe('event labels', () => {
  it('names every event type with an emoji in es, en, pt and zh', () => {
    for (const type of EVENT_TYPES) {
      const label = EVENT_LABELS[type];
      expect(label.emoji.length).toBeGreaterThan(0);
      for (const lang of ['es', 'en', 'pt', 'zh'] as const) expect(label[lang].trim()).not.toBe('');
    }
    expect(eventLabel('GOAL', 'pt-BR')).toBe('Gol');
    expect(eventLabel('OWN_GOAL', 'en')).toBe('Own goal');
    expect(eventLabel('FIG', 'zh-CN')).toBe('全场最佳');
    expect(eventLabel('YELLOW_CARD', 'fr')).toBe('Tarjeta amarilla');
  });
});
