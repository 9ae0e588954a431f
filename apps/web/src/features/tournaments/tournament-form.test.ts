import { CreateTournament, TOTAL_TEAMS_OPTIONS, type TournamentDto, UpdateTournament } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { tournamentDetail } from '@/testing/fixtures';
import {
  CREATE_REQUIRED,
  canSubmitTournament,
  closesRegistrationsNow,
  EDIT_REQUIRED,
  EMPTY_TOURNAMENT,
  formProblems,
  isEmptyUpdate,
  missingFields,
  parseAmount,
  sanitizeAmount,
  serverFieldErrors,
  type TournamentFormValues,
  toCreateInput,
  toggleWeekday,
  totalTeamsOptions,
  toUpdateInput,
  valuesOfTournament,
  withType,
} from './tournament-form';

function filled(overrides: Partial<TournamentFormValues> = {}): TournamentFormValues {
  return {
    ...EMPTY_TOURNAMENT,
    name: 'Copa Barrial',
    location: 'Rosario, Santa Fe, Argentina',
    category: 'AMATEUR',
    tournamentGender: 'MIXED',
    typeFutbol: '7',
    registrationDeadline: '01/03/2030',
    startDate: '10/03/2030',
    endDate: '30/04/2030',
    matchDuration: '40',
    totalTeams: '8',
    totalPlayers: '12',
    ...overrides,
  };
}

const dto = tournamentDetail;

describe('tournament creation form (product: tournaments#create-and-edit; TOUR-07, TOUR-12)', () => {
  it('starts as a public, open knock-out with fees in ARS', () => {
    expect(EMPTY_TOURNAMENT.type).toBe('SINGLE_ELIMINATION');
    expect(EMPTY_TOURNAMENT.status).toBe('OPEN');
    expect(EMPTY_TOURNAMENT.visibility).toBe('PUBLIC');
    expect(EMPTY_TOURNAMENT.registrationFee.currency).toBe('ARS');
    expect(EMPTY_TOURNAMENT.matchFee.currency).toBe('ARS');
  });

  it('stays disabled until every required field is filled', () => {
    expect(canSubmitTournament(EMPTY_TOURNAMENT, CREATE_REQUIRED)).toBe(false);
    expect(canSubmitTournament(filled(), CREATE_REQUIRED)).toBe(true);
    for (const field of CREATE_REQUIRED) {
      const values = filled({ [field]: '' });
      expect(missingFields(values, CREATE_REQUIRED)).toEqual([field]);
      expect(canSubmitTournament(values, CREATE_REQUIRED)).toBe(false);
    }
    expect(CREATE_REQUIRED).toHaveLength(14);
  });

  it('does not need description, prizes, fees or playing days', () => {
    expect(
      canSubmitTournament(filled({ description: '', prizes: '', playingDays: [] }), CREATE_REQUIRED),
    ).toBe(true);
  });

  it('rejects invalid dates and the wrong order of deadline, start and end', () => {
    expect(formProblems(filled({ startDate: '31/02/2030' }))).toMatchObject({ startDate: 'DATE_INVALID' });
    expect(formProblems(filled({ registrationDeadline: '11/03/2030' }))).toMatchObject({
      registrationDeadline: 'DEADLINE_AFTER_START',
    });
    expect(formProblems(filled({ endDate: '09/03/2030' }))).toMatchObject({ endDate: 'END_BEFORE_START' });
    expect(formProblems(filled({ registrationDeadline: '10/03/2030', endDate: '10/03/2030' }))).toEqual({});
    expect(canSubmitTournament(filled({ endDate: '09/03/2030' }), CREATE_REQUIRED)).toBe(false);
  });

  it('accepts fee amounts of 0 or more only', () => {
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('1500')).toBe(1500);
    expect(parseAmount('19,99')).toBe(19.99);
    expect(parseAmount('19.5')).toBe(19.5);
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(sanitizeAmount('-1a5.0.05')).toBe('15.00');
    expect(sanitizeAmount('12,345')).toBe('12,34');
    const bad = filled({ matchFee: { amount: '1,2,3', currency: 'ARS' } });
    expect(formProblems(bad)).toMatchObject({ matchFee: 'AMOUNT_INVALID' });
  });

  it('offers even team counts from 8 to 64 for a knock-out and 3 to 64 for a league', () => {
    expect(totalTeamsOptions('SINGLE_ELIMINATION')).toEqual([...TOTAL_TEAMS_OPTIONS]);
    expect(totalTeamsOptions('SINGLE_ELIMINATION')[0]).toBe(8);
    expect(totalTeamsOptions('SINGLE_ELIMINATION').at(-1)).toBe(64);
    const league = totalTeamsOptions('LEAGUE');
    expect(league[0]).toBe(3);
    expect(league.at(-1)).toBe(64);
    expect(league).toHaveLength(62);
    expect(withType(filled({ type: 'LEAGUE', totalTeams: '5' }), 'SINGLE_ELIMINATION').totalTeams).toBe('');
    expect(withType(filled({ totalTeams: '8' }), 'LEAGUE').totalTeams).toBe('8');
  });

  it('keeps playing days in the week order', () => {
    expect(toggleWeekday(['SUNDAY'], 'MONDAY')).toEqual(['MONDAY', 'SUNDAY']);
    expect(toggleWeekday(['MONDAY', 'SUNDAY'], 'MONDAY')).toEqual(['SUNDAY']);
  });

  it('builds an input the shared schema accepts, dates as ISO and fees as numbers', () => {
    const input = toCreateInput(
      filled({
        description: '  ',
        playingDays: ['SUNDAY', 'SATURDAY'],
        registrationFee: { amount: '15000', currency: 'USD' },
        prizes: 'Copa\nMedallas',
      }),
      { lat: -32.95, lng: -60.64 },
    );
    expect(input).toMatchObject({
      startDate: '2030-03-10',
      endDate: '2030-04-30',
      registrationDeadline: '2030-03-01',
      playingDays: ['SATURDAY', 'SUNDAY'],
      typeFutbol: 7,
      totalTeams: 8,
      matchDuration: 40,
      registrationFee: { amount: 15000, currency: 'USD' },
      matchFee: { amount: 0, currency: 'ARS' },
      prizes: 'Copa\nMedallas',
      lat: -32.95,
      lng: -60.64,
    });
    expect(input.description).toBeUndefined();
    expect(CreateTournament.safeParse(input).success).toBe(true);
  });
});

describe('tournament edit form (product: tournaments#create-and-edit, #calls; TOUR-22…24)', () => {
  it('fills the form from the stored tournament', () => {
    const values = valuesOfTournament(dto());
    expect(values).toMatchObject({
      startDate: '10/03/2030',
      registrationDeadline: '01/03/2030',
      typeFutbol: '7',
      totalTeams: '8',
      registrationFee: { amount: '15000', currency: 'ARS' },
      matchFee: { amount: '', currency: 'ARS' },
    });
    expect(canSubmitTournament(values, EDIT_REQUIRED)).toBe(true);
  });

  it('saves only while the required edit fields are non-empty', () => {
    const values = valuesOfTournament(dto());
    for (const field of EDIT_REQUIRED) {
      expect(canSubmitTournament({ ...values, [field]: '' }, EDIT_REQUIRED)).toBe(false);
    }
    // Not a required edit field: a blank location keeps the stored one.
    expect(canSubmitTournament({ ...values, location: '' }, EDIT_REQUIRED)).toBe(true);
  });

  it('does not go below the teams already registered', () => {
    const values = { ...valuesOfTournament(dto()), type: 'LEAGUE' as const, totalTeams: '4' };
    expect(formProblems(values, { registeredTeams: 5 })).toMatchObject({
      totalTeams: 'TEAMS_BELOW_REGISTERED',
    });
  });

  it('sends only what changed, any status, and clears emptied texts', () => {
    const initial = valuesOfTournament(dto());
    const input = toUpdateInput(
      't1',
      initial,
      { ...initial, status: 'CANCELLED', prizes: '', playingDays: ['SATURDAY', 'SUNDAY'], location: '' },
      null,
    );
    expect(input).toEqual({
      tournamentId: 't1',
      status: 'CANCELLED',
      prizes: '',
      playingDays: ['SATURDAY', 'SUNDAY'],
    });
    expect(UpdateTournament.safeParse(input).success).toBe(true);
    expect(isEmptyUpdate(toUpdateInput('t1', initial, initial, null))).toBe(true);
  });

  it('sends the picked coordinates with a new location', () => {
    const initial = valuesOfTournament(dto());
    const input = toUpdateInput(
      't1',
      initial,
      { ...initial, location: 'Córdoba, Argentina' },
      { lat: -31.4, lng: -64.2 },
    );
    expect(input).toEqual({ tournamentId: 't1', location: 'Córdoba, Argentina', lat: -31.4, lng: -64.2 });
  });
});

describe('server field errors', () => {
  it('reads the first message of each known field', () => {
    const error = {
      data: {
        httpStatus: 400,
        appCode: 'VALIDATION',
        fieldErrors: {
          registrationDeadline: ['DEADLINE_AFTER_START'],
          name: ['Too small', 'x'],
          other: ['y'],
        },
      },
    };
    expect(serverFieldErrors(error)).toEqual({
      registrationDeadline: 'DEADLINE_AFTER_START',
      name: 'Too small',
    });
    expect(serverFieldErrors(new Error('boom'))).toEqual({});
  });
});

describe('closing registrations from the edit form', () => {
  const today = '2026-11-26';
  it('asks when the deadline moves from today or later to a day already past', () => {
    const open = { registrationDeadline: '30/11/2026' };
    expect(closesRegistrationsNow(open, { registrationDeadline: '20/11/2026' }, today)).toBe(true);
    expect(
      closesRegistrationsNow(
        { registrationDeadline: '26/11/2026' },
        { registrationDeadline: '25/11/2026' },
        today,
      ),
    ).toBe(true);
    // Later, unchanged, already closed before, or not a date yet: nothing to ask.
    expect(closesRegistrationsNow(open, { registrationDeadline: '02/12/2026' }, today)).toBe(false);
    expect(closesRegistrationsNow(open, open, today)).toBe(false);
    expect(
      closesRegistrationsNow(
        { registrationDeadline: '01/11/2026' },
        { registrationDeadline: '02/11/2026' },
        today,
      ),
    ).toBe(false);
    expect(closesRegistrationsNow(open, { registrationDeadline: '20/11' }, today)).toBe(false);
  });
});

describe('a group stage in the form (docs/decisions/013)', () => {
  const groupsKnockout = (groupStage: Partial<TournamentFormValues['groupStage']> = {}) =>
    filled({
      type: 'GROUPS_KNOCKOUT',
      totalTeams: '16',
      groupStage: { groups: '4', advancePerGroup: '2', bestThirds: '0', legs: '2', ...groupStage },
      pairing: 'SEEDED',
    });

  it('sends its shape only for GROUPS_KNOCKOUT, and the server schema takes it', () => {
    const input = toCreateInput(groupsKnockout(), null);
    expect(input.groupStage).toEqual({ groups: 4, advancePerGroup: 2, bestThirds: 0, legs: 2 });
    expect(input.knockout).toEqual({
      pairing: 'SEEDED',
      thirdPlaceMatch: false,
      legs: 1,
      finalLegs: 1,
      awayGoals: false,
    });
    expect(CreateTournament.safeParse(input).success).toBe(true);
    const knockout = toCreateInput(
      filled({ thirdPlaceMatch: true, knockoutLegs: '2', finalLegs: '1', awayGoals: true }),
      null,
    );
    expect(knockout.groupStage).toBeUndefined();
    expect(knockout.knockout).toEqual({
      pairing: 'WORLD_CUP',
      thirdPlaceMatch: true,
      legs: 2,
      finalLegs: 1,
      awayGoals: true,
    });
    expect(toCreateInput(filled({ type: 'LEAGUE', totalTeams: '6' }), null).knockout).toBeUndefined();
  });

  it('says what is wrong with a shape the teams cannot fill, under the groups field', () => {
    expect(formProblems(groupsKnockout())).toEqual({});
    expect(formProblems(groupsKnockout({ groups: '8' })).groupStage).toBe('GROUPS_TOO_SMALL');
    expect(formProblems(groupsKnockout({ advancePerGroup: '4' })).groupStage).toBe(
      'ADVANCE_NOT_BELOW_GROUP_SIZE',
    );
    expect(formProblems(groupsKnockout({ bestThirds: '5' })).groupStage).toBe('BEST_THIRDS_ABOVE_GROUPS');
    expect(canSubmitTournament(groupsKnockout({ groups: '8' }), CREATE_REQUIRED)).toBe(false);
    // A knock-out ignores the group selects.
    expect(
      formProblems({ ...groupsKnockout({ groups: '8' }), type: 'SINGLE_ELIMINATION' }).groupStage,
    ).toBeUndefined();
  });

  it('fills the edit form with the stored shape, and sends only what changed', () => {
    const stored: TournamentDto = {
      ...dto({ type: 'GROUPS_KNOCKOUT', totalTeams: 16 }),
      groupStage: { groups: 4, advancePerGroup: 2, bestThirds: 0, legs: 1 },
      knockout: { pairing: 'WORLD_CUP', thirdPlaceMatch: false, legs: 2, finalLegs: 1, awayGoals: false },
    };
    const initial = valuesOfTournament(stored);
    expect(initial.groupStage).toEqual({ groups: '4', advancePerGroup: '2', bestThirds: '0', legs: '1' });
    expect(initial.pairing).toBe('WORLD_CUP');
    expect(initial.knockoutLegs).toBe('2');
    const changed = toUpdateInput(
      stored.id,
      initial,
      { ...initial, pairing: 'SEEDED', awayGoals: true },
      null,
    );
    expect(changed).toEqual({
      tournamentId: stored.id,
      knockout: { pairing: 'SEEDED', thirdPlaceMatch: false, legs: 2, finalLegs: 1, awayGoals: true },
    });
  });

  it('offers group-stage team counts from two groups of three', () => {
    const counts = totalTeamsOptions('GROUPS_KNOCKOUT');
    expect(counts[0]).toBe(6);
    expect(counts.at(-1)).toBe(64);
  });
});

describe('fees and fines in the form (docs/decisions/026)', () => {
  it('sends the fees and fines in minor units of the one currency, and reads them back', () => {
    const values = filled({
      registrationFee: { amount: '15000,50', currency: 'BRL' },
      matchFee: { amount: '200', currency: 'BRL' },
      fines: { yellow: '50', red: '150', noShow: '' },
    });
    const input = toCreateInput(values, null);
    expect(input.fees).toEqual({
      currency: 'BRL',
      registration: 1_500_050,
      perMatch: 20_000,
      fines: { yellow: 5_000, red: 15_000, noShow: 0 },
    });
    expect(CreateTournament.safeParse(input).success).toBe(true);
    const stored = dto({
      registrationFee: { amount: 15000.5, currency: 'BRL' },
      matchFee: { amount: 200, currency: 'BRL' },
      fees: input.fees as TournamentDto['fees'],
    });
    expect(valuesOfTournament(stored).fines).toEqual({ yellow: '50', red: '150', noShow: '' });
  });

  it('refuses a fine that is not an amount, and sends fines only when they change', () => {
    expect(formProblems(filled({ fines: { yellow: 'x', red: '', noShow: '' } }))).toMatchObject({
      fines: 'AMOUNT_INVALID',
    });
    const initial = valuesOfTournament(dto());
    expect(toUpdateInput('t1', initial, initial, null)).toEqual({ tournamentId: 't1' });
    const fined = toUpdateInput(
      't1',
      initial,
      { ...initial, fines: { ...initial.fines, red: '3000' } },
      null,
    );
    expect(fined.fees?.fines).toMatchObject({ red: 300_000 });
    expect(UpdateTournament.safeParse(fined).success).toBe(true);
  });
});
