import {
  CURRENCIES,
  REGISTRATION_STATUSES,
  TOURNAMENT_CATEGORIES,
  TOURNAMENT_GENDERS,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
  WEEKDAYS,
} from '@cancha/shared';
import { type MessageDescriptor, setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { WEEKDAY_LABELS } from '@/components/weekday-labels';

// In the app the Lingui macro is compiled away by Babel; here the runtime version builds the same descriptors.
vi.mock('@lingui/core/macro', () => import('@lingui/core/runtime-macro'));

const {
  CURRENCY_LABELS,
  footballTypeLabel,
  formatFee,
  matchDurationLabel,
  PLAYER_REGISTRATION_LABELS,
  REGISTRATION_STATUS_LABELS,
  SELECTABLE_TOURNAMENT_TYPES,
  TOURNAMENT_CATEGORY_LABELS,
  TOURNAMENT_GENDER_LABELS,
  TOURNAMENT_STATUS_BADGES,
  TOURNAMENT_STATUS_LABELS,
  TOURNAMENT_TYPE_LABELS,
} = await import('./tournament-labels');

const i18n = setupI18n({ locale: 'es', messages: { es: {} } });

describe('tournament labels (product: tournaments#tournament-data, #status-and-visibility, formats#labels)', () => {
  it('labels each status in Spanish with its own badge colour (TOUR-20)', () => {
    expect(TOURNAMENT_STATUSES.map((s) => i18n._(TOURNAMENT_STATUS_LABELS[s]))).toEqual([
      'Abierto',
      'Pendiente',
      'En progreso',
      'Pospuesto',
      'Suspendido',
      'Cancelado',
      'Finalizado',
      'Programado',
    ]);
    const colours = TOURNAMENT_STATUSES.map((s) => TOURNAMENT_STATUS_BADGES[s]);
    expect(new Set(colours).size).toBe(TOURNAMENT_STATUSES.length);
  });

  it('offers the knock-out first, then the leagues', () => {
    expect(SELECTABLE_TOURNAMENT_TYPES[0]).toBe('SINGLE_ELIMINATION');
    expect([...SELECTABLE_TOURNAMENT_TYPES].sort()).toEqual([...TOURNAMENT_TYPES].sort());
    expect(i18n._(TOURNAMENT_TYPE_LABELS.LEAGUE)).toBe('Liga');
    expect(i18n._(TOURNAMENT_TYPE_LABELS.TWO_LEGGED_LEAGUE)).toBe('Liga ida y vuelta');
  });

  it('labels every category, gender, weekday and currency, all different', () => {
    for (const [keys, labels] of [
      [TOURNAMENT_CATEGORIES, TOURNAMENT_CATEGORY_LABELS],
      [TOURNAMENT_GENDERS, TOURNAMENT_GENDER_LABELS],
      [WEEKDAYS, WEEKDAY_LABELS],
      [CURRENCIES, CURRENCY_LABELS],
    ] as const) {
      const words = keys.map((k) => i18n._((labels as Record<string, MessageDescriptor>)[k]!));
      expect(new Set(words).size).toBe(keys.length);
    }
    expect(TOURNAMENT_GENDERS.map((g) => i18n._(TOURNAMENT_GENDER_LABELS[g]))).toEqual([
      'Masculino',
      'Femenino',
      'Mixto',
    ]);
    expect(i18n._(WEEKDAY_LABELS.MONDAY)).toBe('Lunes');
  });

  it('words registrations for the creator and, in capitals, for the player (REG-07, REG-08)', () => {
    expect(REGISTRATION_STATUSES.map((s) => i18n._(REGISTRATION_STATUS_LABELS[s]))).toEqual([
      'Pendiente',
      'Aceptado',
      'Rechazado',
    ]);
    expect(REGISTRATION_STATUSES.map((s) => i18n._(PLAYER_REGISTRATION_LABELS[s]))).toEqual([
      'PENDIENTE',
      'APROBADO',
      'RECHAZADA',
    ]);
  });

  it('names the football type and the match length', () => {
    expect(i18n._(footballTypeLabel(7))).toBe('Fútbol 7');
    expect(i18n._(matchDurationLabel(90))).toBe('90 min');
  });

  it('formats a fee in the reader locale, and none for zero', () => {
    expect(formatFee({ amount: 0, currency: 'ARS' }, 'es')).toBeNull();
    expect(formatFee({ amount: 1500, currency: 'USD' }, 'en')).toBe('$1,500');
    expect(formatFee({ amount: 19.5, currency: 'USD' }, 'en')).toBe('$19.50');
    expect(formatFee({ amount: 1500, currency: 'JPY' }, 'en')).toBe('¥1,500');
  });
});
