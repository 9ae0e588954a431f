import { describe, expect, it } from 'vitest';
import {
  type ChallengeFormValues,
  challengeFormErrors,
  challengeInput,
  challengerTeams,
  defaultChallengerTeam,
  emptyChallengeForm,
  hasRequiredChallengeData,
} from './challenge-form';

const TODAY = '2025-06-10';

const filled = (patch: Partial<ChallengeFormValues> = {}): ChallengeFormValues => ({
  ...emptyChallengeForm('rival', 'mine'),
  location: 'Parque Sarmiento, Córdoba',
  date: '14/06/2025',
  time: '19:30',
  ...patch,
});

describe('challenge form: required data (product: challenges#challenging-a-team)', () => {
  it('starts empty, with the challenged team set and no challenger chosen among several', () => {
    const empty = emptyChallengeForm('rival');
    expect(empty).toMatchObject({ challengedTeamId: 'rival', creatorTeamId: '', location: '', point: null });
    expect(hasRequiredChallengeData(empty)).toBe(false);
  });

  it('needs date, time, place, the creator team and the challenged team', () => {
    expect(hasRequiredChallengeData(filled())).toBe(true);
    expect(hasRequiredChallengeData(filled({ date: '' }))).toBe(false);
    expect(hasRequiredChallengeData(filled({ time: '' }))).toBe(false);
    expect(hasRequiredChallengeData(filled({ location: '   ' }))).toBe(false);
    expect(hasRequiredChallengeData(filled({ creatorTeamId: '' }))).toBe(false);
    expect(hasRequiredChallengeData(filled({ challengedTeamId: '' }))).toBe(false);
  });

  it('leaves the description optional', () => {
    expect(hasRequiredChallengeData(filled({ description: '' }))).toBe(true);
    expect(challengeInput(filled(), TODAY)).not.toBeNull();
  });

  it('sends nothing while something is missing', () => {
    expect(challengeInput(filled({ time: '' }), TODAY)).toBeNull();
    expect(challengeInput(emptyChallengeForm('rival', 'mine'), TODAY)).toBeNull();
  });
});

describe('challenge form: validation (product: challenges#challenging-a-team, api-and-errors#error-messages)', () => {
  it('has no errors for a valid form, nor for fields not typed yet', () => {
    expect(challengeFormErrors(filled(), TODAY)).toEqual({});
    expect(challengeFormErrors(emptyChallengeForm('rival'), TODAY)).toEqual({});
  });

  it("says 'Fecha no válida' for an impossible or unreadable date", () => {
    expect(challengeFormErrors(filled({ date: '31/02/2025' }), TODAY).date).toBe('DATE_INVALID');
    expect(challengeFormErrors(filled({ date: '14/06' }), TODAY).date).toBe('DATE_INVALID');
    expect(challengeFormErrors(filled({ date: 'mañana' }), TODAY).date).toBe('DATE_INVALID');
  });

  it('refuses a past date, and takes today or later', () => {
    expect(challengeFormErrors(filled({ date: '09/06/2025' }), TODAY).date).toBe('DATE_IN_PAST');
    expect(challengeFormErrors(filled({ date: '10/06/2025' }), TODAY).date).toBeUndefined();
    expect(challengeFormErrors(filled({ date: '01/01/2026' }), TODAY).date).toBeUndefined();
    expect(challengeInput(filled({ date: '09/06/2025' }), TODAY)).toBeNull();
  });

  it("says 'Hora no válida' for anything that is not HH:mm", () => {
    for (const time of ['25:00', '7:5', '19.30', '19:60', 'tarde']) {
      expect(challengeFormErrors(filled({ time }), TODAY).time).toBe('TIME_INVALID');
    }
    expect(challengeFormErrors(filled({ time: '00:00' }), TODAY).time).toBeUndefined();
    expect(challengeFormErrors(filled({ time: '23:59' }), TODAY).time).toBeUndefined();
  });

  it('wants a place of 2 to 200 characters', () => {
    expect(challengeFormErrors(filled({ location: 'X' }), TODAY).location).toBe('LOCATION_INVALID');
    expect(challengeFormErrors(filled({ location: 'x'.repeat(201) }), TODAY).location).toBe(
      'LOCATION_INVALID',
    );
    expect(challengeFormErrors(filled({ location: 'x'.repeat(200) }), TODAY).location).toBeUndefined();
  });

  it('keeps the description within 500 characters', () => {
    expect(challengeFormErrors(filled({ description: 'a'.repeat(501) }), TODAY).description).toBe(
      'DESCRIPTION_TOO_LONG',
    );
    expect(challengeFormErrors(filled({ description: 'a'.repeat(500) }), TODAY).description).toBeUndefined();
  });

  it('refuses a team challenging itself', () => {
    expect(challengeFormErrors(filled({ creatorTeamId: 'rival' }), TODAY).creatorTeamId).toBe('SAME_TEAM');
  });
});

describe('challenge form: what POST challenges sends (product: challenges#calls)', () => {
  it('sends the ISO date, the trimmed texts and both teams', () => {
    expect(
      challengeInput(filled({ location: '  Club Atlético  ', description: '  Traigan pechera  ' }), TODAY),
    ).toEqual({
      location: 'Club Atlético',
      challengedDate: '2025-06-14',
      time: '19:30',
      description: 'Traigan pechera',
      creatorTeamId: 'mine',
      challengedTeamId: 'rival',
    });
  });

  it('adds the coordinates of a picked suggestion, and leaves out an empty description', () => {
    const input = challengeInput(filled({ point: { lat: -31.42, lng: -64.18 }, description: '   ' }), TODAY);
    expect(input).toMatchObject({ lat: -31.42, lng: -64.18 });
    expect(input).not.toHaveProperty('description');
    expect(challengeInput(filled(), TODAY)).not.toHaveProperty('lat');
  });
});

describe('which team challenges', () => {
  const teams = [
    { id: 'a', myRole: 'CAPTAIN' as const },
    { id: 'b', myRole: 'PLAYER' as const },
    { id: 'c', myRole: 'CAPTAIN' as const },
    { id: 'd', myRole: null },
  ];

  it('offers only the teams the user captains, never the challenged one', () => {
    expect(challengerTeams(teams, 'x').map((t) => t.id)).toEqual(['a', 'c']);
    expect(challengerTeams(teams, 'c').map((t) => t.id)).toEqual(['a']);
    expect(challengerTeams([{ id: 'b', myRole: 'PLAYER' as const }], 'x')).toEqual([]);
  });

  it('chooses the only team by itself; with several the captain picks', () => {
    expect(defaultChallengerTeam([{ id: 'a' }])).toBe('a');
    expect(defaultChallengerTeam([{ id: 'a' }, { id: 'c' }])).toBe('');
    expect(defaultChallengerTeam([])).toBe('');
  });
});
