import { INVITATION_STATUSES, POSITION_KEYS, TEAM_GENDERS } from '@cancha/shared';
import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';

// In the app the Lingui macro is compiled away by Babel; here the runtime version builds the same descriptors.
vi.mock('@lingui/core/macro', () => import('@lingui/core/runtime-macro'));

const {
  DISTANCE_CHOICES,
  DISTANCE_LABELS,
  formatDistanceKm,
  INVITATION_STATUS_LABELS,
  POSITION_LABELS,
  SELECTABLE_TEAM_GENDERS,
  TEAM_GENDER_LABELS,
  teamRoleLabel,
} = await import('./team-labels');

const i18n = setupI18n({ locale: 'es', messages: { es: {} } });

describe('team labels (product: teams#team-data, formats#labels)', () => {
  it('labels every position key in Spanish, all different', () => {
    const labels = POSITION_KEYS.map((k) => i18n._(POSITION_LABELS[k]));
    expect(labels).toHaveLength(15);
    expect(new Set(labels).size).toBe(15);
    expect(i18n._(POSITION_LABELS.portero)).toBe('Portero');
    expect(i18n._(POSITION_LABELS.defensa_central)).toBe('Defensa central');
  });

  it('labels the team genders, MALE and FEMALE first (product: formats#labels)', () => {
    expect(TEAM_GENDERS.map((g) => i18n._(TEAM_GENDER_LABELS[g]))).toEqual([
      'Masculino',
      'Femenino',
      'Mixto',
    ]);
    expect(SELECTABLE_TEAM_GENDERS.slice(0, 2)).toEqual(['MALE', 'FEMALE']);
  });

  it('labels invitation statuses and any team role, even one outside CAPTAIN/PLAYER', () => {
    expect(INVITATION_STATUSES.map((s) => i18n._(INVITATION_STATUS_LABELS[s]))).toEqual([
      'Pendiente',
      'Aceptado',
      'Rechazado',
    ]);
    expect(i18n._(teamRoleLabel('CAPTAIN'))).toBe('Capitán');
    expect(i18n._(teamRoleLabel('PLAYER'))).toBe('Jugador');
    expect(i18n._(teamRoleLabel('ADMIN'))).toMatch(/\S/);
  });

  it('offers all, near and far as distance choices', () => {
    expect(DISTANCE_CHOICES).toEqual(['ALL', 'CERCANO', 'LEJANO']);
    expect(DISTANCE_CHOICES.map((c) => i18n._(DISTANCE_LABELS[c]))).toEqual(['Todos', 'Cerca', 'Lejos']);
  });
});

describe('formatDistanceKm (product: teams#nearby-teams — one decimal, km)', () => {
  it('uses one decimal in the reader’s locale', () => {
    expect(formatDistanceKm(3.25, 'es')).toBe('3,3 km');
    expect(formatDistanceKm(10, 'en')).toBe('10.0 km');
    expect(formatDistanceKm(0.04, 'pt-BR')).toBe('0,0 km');
  });
});
