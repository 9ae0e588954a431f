import type { LedgerDto, LedgerEntryDto } from '@cancha/shared';

// The cash book's answers for this feature's tests: 'Copa Barrial' in ARS, its teams 'Alta Córdoba' and 'Los Pibes'.

let next = 0;

/** An entry of the book; a charge the competition wrote by itself unless told otherwise. */
export function ledgerEntry(overrides: Partial<LedgerEntryDto> = {}): LedgerEntryDto {
  next += 1;
  return {
    id: `entry-${next}`,
    teamId: 'team-1',
    kind: 'REGISTRATION_FEE',
    amount: 1_500_000,
    currency: 'ARS',
    matchId: null,
    refereeId: null,
    method: null,
    note: '',
    createdAt: '2030-03-02T12:00:00.000Z',
    createdBy: null,
    reverses: null,
    reversedBy: null,
    ...overrides,
  };
}

export function ledgerAnswer(overrides: Partial<LedgerDto> = {}): LedgerDto {
  return {
    tournamentId: 'tournament-1',
    currency: 'ARS',
    entries: [],
    nextBefore: null,
    balances: [],
    paidOut: 0,
    manage: true,
    pay: { pix: false, mercadoPago: false },
    ...overrides,
  };
}

export const registeredTeams = [
  { id: 'team-1', name: 'Alta Córdoba', logo: null },
  { id: 'team-2', name: 'Los Pibes', logo: null },
];
