import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN } from './auth';
import { Birthdate, Password, UpdatePassword } from './auth.schema';
import { birthdateIso, formatDateDmy, isDateInputChar, parseDateInput, todayIso } from './dates';
import { EVENT_LABELS, eventLabel } from './events';
import { EVENT_TYPES, TIME_OF_DAY_PATTERN } from './matches';
import { TimeOfDay } from './matches.schema';
import { isValidTeamName } from './teams';
import { TeamName } from './teams.schema';
import { homePathFor, needsProfileCompletion } from './users';

describe('dates (product: forms#date-inputs, formats#dates)', () => {
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

  it('checks birthdates without zod as the Birthdate schema does (the web checks them as they are typed)', () => {
    const today = todayIso();
    for (const value of [
      '15/03/1995',
      ' 1995-03-15 ',
      '01/01/1900',
      '31/12/1899',
      '01/01/2999',
      '31/04/2000',
      today,
      '',
      'x',
    ]) {
      const parsed = Birthdate.safeParse(value);
      expect(birthdateIso(value)).toBe(parsed.success ? parsed.data : null);
    }
  });
});

describe('plain rules that stand beside their schemas', () => {
  it('team names: 2 to 40 characters once trimmed, as TeamName', () => {
    for (const name of [
      '',
      ' ',
      'a',
      ' a ',
      'ab',
      ' ab ',
      'x'.repeat(40),
      ` ${'x'.repeat(40)} `,
      'x'.repeat(41),
      'Los\u0000Pibes',
      '\u202Eetnacs',
    ]) {
      expect(isValidTeamName(name)).toBe(TeamName.safeParse(name).success);
    }
  });

  it('times of day: HH:mm on 24 hours, as TimeOfDay', () => {
    for (const time of ['00:00', '9:30', '09:30', '23:59', '24:00', '12:60', ' 12:00', '12:00 ', '']) {
      expect(TIME_OF_DAY_PATTERN.test(time)).toBe(TimeOfDay.safeParse(time).success);
    }
  });
});

describe('credentials (product: forms#passwords)', () => {
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
  it('sends each role to its home (product: site-and-navigation#areas-and-guards)', () => {
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
