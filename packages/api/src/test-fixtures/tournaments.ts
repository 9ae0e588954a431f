import type { CreateTournament } from '@cancha/shared';

/** A calendar date n days from today, as the tournament form sends it. */
export const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A complete, valid tournament form, for tests to override what they are about. */
export function tournamentInput(overrides: Partial<CreateTournament> = {}): CreateTournament {
  return {
    name: 'Copa Primavera',
    description: 'Torneo de barrio',
    location: 'Córdoba, Argentina',
    lat: -31.42,
    lng: -64.19,
    category: 'AMATEUR',
    tournamentGender: 'MIXED',
    typeFutbol: 7,
    type: 'SINGLE_ELIMINATION',
    startDate: inDays(20),
    endDate: inDays(60),
    registrationDeadline: inDays(10),
    playingDays: ['SATURDAY', 'SUNDAY'],
    matchDuration: 50,
    totalTeams: 8,
    totalPlayers: 12,
    registrationFee: { amount: 15000, currency: 'ARS' },
    matchFee: { amount: 2000, currency: 'ARS' },
    prizes: 'Trofeo y medallas',
    invitationOnly: false,
    status: 'OPEN',
    visibility: 'PUBLIC',
    ...overrides,
  };
}
