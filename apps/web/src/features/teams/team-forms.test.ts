import { describe, expect, it } from 'vitest';
import {
  canCreateTeam,
  canSaveTeamEdit,
  EMPTY_CREATE_TEAM,
  isTeamNameTooShort,
  parseShirtNumber,
  playerCardChanges,
  playerCardValuesOf,
  sanitizeShirtNumber,
  teamEditFormData,
} from './team-forms';

const noFiles = { avatar: null, teamFile: null };

describe('team creation (product: teams#creating-a-team)', () => {
  it('needs name, location and gender', () => {
    expect(canCreateTeam(EMPTY_CREATE_TEAM)).toBe(false);
    expect(canCreateTeam({ name: 'Rayo', location: 'Rosario', genderTeam: '' })).toBe(false);
    expect(canCreateTeam({ name: 'Rayo', location: ' ', genderTeam: 'MALE' })).toBe(false);
    expect(canCreateTeam({ name: ' ', location: 'Rosario', genderTeam: 'MALE' })).toBe(false);
    expect(canCreateTeam({ name: 'Rayo', location: 'Rosario', genderTeam: 'FEMALE' })).toBe(true);
  });

  it('flags a one-letter name, not a blank one', () => {
    expect(isTeamNameTooShort('')).toBe(false);
    expect(isTeamNameTooShort(' R ')).toBe(true);
    expect(isTeamNameTooShort('Ra')).toBe(false);
  });
});

describe('team edit (product: teams#editing-a-team, #calls)', () => {
  const initial = { name: 'Rayo', location: 'Rosario' };

  it('saves nothing with a blank name or without a change', () => {
    expect(canSaveTeamEdit(initial, { name: '  ', location: 'Rosario' }, noFiles)).toBe(false);
    expect(canSaveTeamEdit(initial, initial, noFiles)).toBe(false);
    expect(canSaveTeamEdit(initial, { name: 'Rayo FC', location: 'Rosario' }, noFiles)).toBe(true);
    const file = new File(['x'], 'logo.png', { type: 'image/png' });
    expect(canSaveTeamEdit(initial, initial, { avatar: file, teamFile: null })).toBe(true);
    expect(
      canSaveTeamEdit(initial, { name: '', location: 'Rosario' }, { avatar: file, teamFile: null }),
    ).toBe(false);
  });

  it('sends multipart avatar, teamFile and nameTeam', () => {
    const avatar = new File(['a'], 'a.png', { type: 'image/png' });
    const teamFile = new File(['b'], 'b.webp', { type: 'image/webp' });
    const form = teamEditFormData(
      't1',
      initial,
      { name: ' Rayo FC ', location: 'Rosario' },
      { avatar, teamFile },
    );
    expect(form.get('teamId')).toBe('t1');
    expect(form.get('nameTeam')).toBe('Rayo FC');
    expect(form.get('location')).toBeNull();
    expect((form.get('avatar') as File).name).toBe('a.png');
    expect((form.get('teamFile') as File).name).toBe('b.webp');
    expect(
      teamEditFormData('t1', initial, { name: 'Rayo', location: 'Funes' }, noFiles).get('location'),
    ).toBe('Funes');
  });
});

describe('player card (product: teams#player-card, #calls)', () => {
  const initial = playerCardValuesOf({
    abbreviatedName: 'Leo',
    shirtNumber: 10,
    position: 'centro_delantero',
  });

  it('reads the stored card as text', () => {
    expect(initial).toEqual({ nickname: 'Leo', shirtNumber: '10', position: 'centro_delantero' });
    expect(playerCardValuesOf({ abbreviatedName: null, shirtNumber: null, position: null })).toEqual({
      nickname: '',
      shirtNumber: '',
      position: '',
    });
  });

  it('accepts shirt numbers 0 to 99 only', () => {
    expect(parseShirtNumber('')).toBeNull();
    expect(parseShirtNumber('0')).toBe(0);
    expect(parseShirtNumber('99')).toBe(99);
    expect(parseShirtNumber('100')).toBeUndefined();
    expect(parseShirtNumber('-1')).toBeUndefined();
    expect(parseShirtNumber('7.5')).toBeUndefined();
    expect(sanitizeShirtNumber('1a2b3')).toBe('12');
  });

  it('sends only what changed, a cleared field as null', () => {
    expect(playerCardChanges(initial, initial)).toEqual({});
    expect(playerCardChanges(initial, { ...initial, nickname: ' La Pulga ' })).toEqual({
      abbreviatedName: 'La Pulga',
    });
    expect(playerCardChanges(initial, { nickname: '', shirtNumber: '', position: '' })).toEqual({
      abbreviatedName: null,
      shirtNumber: null,
      position: null,
    });
    expect(playerCardChanges(initial, { ...initial, shirtNumber: '7', position: 'portero' })).toEqual({
      shirtNumber: 7,
      position: 'portero',
    });
    expect(playerCardChanges(initial, { ...initial, shirtNumber: '123' })).toBeNull();
  });
});
