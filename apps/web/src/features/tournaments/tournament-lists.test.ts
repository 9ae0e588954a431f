import type { RegistrationDto, TournamentDto } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { nameQuery } from '@/lib/search-params';
import { parseArenaSearch } from './arena-search';
import {
  canDeleteTournament,
  captainTeamsFor,
  cutLocation,
  filterByName,
  genderFits,
  hasTeamOfFive,
  isCardClickable,
  joinBlockerOf,
  joinStateOf,
  moreShown,
  pendingInvitationOf,
  registrationRoleOf,
  shownOf,
  sortRegistrations,
} from './tournament-lists';

function registration(overrides: Partial<RegistrationDto> = {}): RegistrationDto {
  return {
    id: 'r1',
    status: 'PENDING',
    teamId: 'team1',
    tournamentId: 't1',
    team: { name: 'Rayo', logo: null },
    createdRegistrationId: 'captain',
    invitedEmail: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const players = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('arena lists (product: tournaments#arena; TOUR-35…42)', () => {
  it('shows 5 cards first and 5 more per "Ver más"', () => {
    expect(shownOf(undefined)).toBe(5);
    expect(moreShown(5)).toBe(10);
    expect(moreShown(10)).toBe(15);
  });

  it('keeps a sane URL and drops bad values', () => {
    expect(parseArenaSearch({ mine: 10, q: 'copa' })).toEqual({ mine: 10, q: 'copa' });
    expect(parseArenaSearch({ mine: 2, pub: 'x', mq: 42 })).toEqual({});
  });

  it('cuts a location longer than 100 characters and adds an ellipsis', () => {
    const long = 'a'.repeat(101);
    expect(cutLocation(long)).toBe(`${'a'.repeat(100)}…`);
    expect(cutLocation('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('filters by name without caring about case or accents', () => {
    const items = [{ name: 'Copa Córdoba' }, { name: 'Liga Rosario' }];
    expect(filterByName(items, 'cordoba', (i) => i.name)).toEqual([{ name: 'Copa Córdoba' }]);
    expect(filterByName(items, '  ', (i) => i.name)).toHaveLength(2);
    expect(nameQuery('  ')).toBeUndefined();
    expect(nameQuery(' copa ')).toBe('copa');
  });

  it('makes a rejected registration card not clickable', () => {
    expect(isCardClickable('REJECTED')).toBe(false);
    expect(isCardClickable('PENDING')).toBe(true);
    expect(isCardClickable('APPROVED')).toBe(true);
  });
});

describe('joining a tournament (product: registrations#statuses, #joining; REG-11, REG-15, REG-16)', () => {
  const base = { myRegistrationState: 'NONE' as const, registrations: [] as RegistrationDto[] };

  it('derives the player state: approved, pending, rejected, none', () => {
    expect(joinStateOf({ ...base, myRegistrationState: 'APPROVED' })).toBe('APPROVED');
    expect(joinStateOf({ ...base, myRegistrationState: 'PENDING' })).toBe('PENDING');
    expect(joinStateOf({ ...base, registrations: [registration({ status: 'REJECTED' })] })).toBe('REJECTED');
    // An invitation the user turned down is not a rejected request.
    expect(
      joinStateOf({ ...base, registrations: [registration({ status: 'REJECTED', teamId: null })] }),
    ).toBe('NONE');
    expect(joinStateOf(base)).toBe('NONE');
  });

  it('finds the pending invitation of the viewer', () => {
    const invitation = registration({ id: 'inv', teamId: null, team: null, invitedEmail: 'a@b.co' });
    expect(pendingInvitationOf({ registrations: [registration(), invitation] })?.id).toBe('inv');
    expect(pendingInvitationOf({ registrations: [registration()] })).toBeNull();
  });

  it('says why a team cannot ask for a place', () => {
    const t = {
      status: 'OPEN' as const,
      registrationDeadline: '2030-03-01',
      registeredTeamsCount: 3,
      totalTeams: 8,
      invitationOnly: false,
      visibility: 'PUBLIC' as const,
    };
    const today = '2030-02-01';
    expect(joinBlockerOf(t, { today })).toBeNull();
    expect(joinBlockerOf(t, { today: '2030-03-01' })).toBeNull();
    expect(joinBlockerOf(t, { today: '2030-03-02' })).toBe('CLOSED');
    expect(joinBlockerOf({ ...t, status: 'IN_PROGRESS' }, { today })).toBe('CLOSED');
    expect(joinBlockerOf({ ...t, registeredTeamsCount: 8 }, { today })).toBe('FULL');
    expect(joinBlockerOf({ ...t, invitationOnly: true }, { today })).toBe('INVITATION_REQUIRED');
    expect(joinBlockerOf({ ...t, invitationOnly: true }, { today, invite: 'tok' })).toBeNull();
  });

  it('lets in teams of the right gender', () => {
    expect(genderFits('MIXED', 'MALE')).toBe(true);
    expect(genderFits('MIXED', 'MIX')).toBe(true);
    expect(genderFits('MALE', 'MALE')).toBe(true);
    expect(genderFits('MALE', 'MIX')).toBe(false);
    expect(genderFits('FEMALE', 'MALE')).toBe(false);
  });

  it('lists only captained teams and tells why one cannot join', () => {
    const teams = [
      { id: 'a', name: 'A', gender: 'MALE' as const, players: players(5), myRole: 'CAPTAIN' as const },
      { id: 'b', name: 'B', gender: 'MALE' as const, players: players(3), myRole: 'CAPTAIN' as const },
      { id: 'c', name: 'C', gender: 'FEMALE' as const, players: players(7), myRole: 'CAPTAIN' as const },
      { id: 'd', name: 'D', gender: 'MALE' as const, players: players(9), myRole: 'PLAYER' as const },
      { id: 'e', name: 'E', gender: 'MALE' as const, players: players(9), myRole: 'CAPTAIN' as const },
    ];
    const list = captainTeamsFor(teams, {
      tournamentGender: 'MALE',
      registrations: [registration({ teamId: 'e' })],
    });
    expect(list.map((x) => [x.team.id, x.eligibility, x.missing])).toEqual([
      ['a', 'OK', 0],
      ['b', 'TOO_SMALL', 2],
      ['c', 'GENDER', 0],
      ['e', 'REGISTERED', 0],
    ]);
    expect(hasTeamOfFive(teams)).toBe(true);
    expect(hasTeamOfFive([teams[1]!, teams[3]!])).toBe(false);
  });
});

describe('registrations for the creator (product: registrations#answering-requests; REG-04, REG-05)', () => {
  it('tells invitations, open requests and answered ones apart', () => {
    expect(registrationRoleOf(registration(), 'creator')).toBe('REQUEST');
    expect(registrationRoleOf(registration({ status: 'APPROVED' }), 'creator')).toBe('ANSWERED');
    expect(
      registrationRoleOf(registration({ teamId: null, createdRegistrationId: 'creator' }), 'creator'),
    ).toBe('INVITATION');
    // An invitation accepted with a team is still the creator's own.
    expect(
      registrationRoleOf(registration({ status: 'APPROVED', createdRegistrationId: 'creator' }), 'creator'),
    ).toBe('INVITATION');
  });

  it('puts the requests waiting for an answer first', () => {
    const list = sortRegistrations([
      registration({ id: 'old', status: 'APPROVED', createdAt: '2030-01-01T00:00:00.000Z' }),
      registration({ id: 'late', status: 'PENDING', createdAt: '2030-01-03T00:00:00.000Z' }),
      registration({ id: 'early', status: 'PENDING', createdAt: '2030-01-02T00:00:00.000Z' }),
    ]);
    expect(list.map((r) => r.id)).toEqual(['early', 'late', 'old']);
  });

  it('offers deleting a tournament only while no team is in or asking', () => {
    const t = (registrations: RegistrationDto[], count = 0) =>
      ({ registeredTeamsCount: count, registrations }) as Pick<
        TournamentDto,
        'registeredTeamsCount' | 'registrations'
      >;
    expect(canDeleteTournament(t([]))).toBe(true);
    expect(canDeleteTournament(t([registration({ teamId: null })]))).toBe(true);
    expect(canDeleteTournament(t([registration({ status: 'REJECTED' })]))).toBe(true);
    expect(canDeleteTournament(t([registration()]))).toBe(false);
    expect(canDeleteTournament(t([], 1))).toBe(false);
  });
});
