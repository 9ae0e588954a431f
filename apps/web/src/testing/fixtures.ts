import {
  DEFAULT_DISCIPLINE,
  DEFAULT_PRODE_SCORING,
  DEFAULT_WALKOVER,
  MATCH_STATUSES,
  type MatchDetailDto,
  type MatchTeamDto,
  type ProdeCardMatchDto,
  type ProdeGameDto,
  type TournamentDto,
} from '@cancha/shared';

// Answers of the API for the component tests, complete so the screens read what they would in the app. Each test
// overrides what its rule is about.

export const teamOne: MatchTeamDto = {
  id: 'team-1',
  name: 'Alta Córdoba',
  logo: null,
  captainId: 'captain-1',
};
export const teamTwo: MatchTeamDto = { id: 'team-2', name: 'Los Pibes', logo: null, captainId: 'captain-2' };

/** A league match of 'Liga de Primavera' the viewer manages, scheduled and not yet played. */
export function matchDetail(overrides: Partial<MatchDetailDto> = {}): MatchDetailDto {
  return {
    id: 'match-1',
    tournamentId: 'tournament-1',
    roundId: 'round-1',
    group: null,
    thirdPlace: false,
    leg: null,
    tie: null,
    decision: null,
    decisionAgainstTeamId: null,
    date: '2031-05-10',
    matchdate: '2031-05-10',
    time: '18:00',
    status: 'SCHEDULED',
    location: 'Cancha del Club Atlético',
    pitch: null,
    referee: null,
    teamOneId: teamOne.id,
    teamTwoId: teamTwo.id,
    teamOne,
    teamTwo,
    teamOneScore: null,
    teamTwoScore: null,
    penaltiesTeamOne: null,
    penaltiesTeamTwo: null,
    captainTeamOneId: teamOne.captainId,
    captainTeamTwoId: teamTwo.captainId,
    winnerTeamId: null,
    tournament: {
      id: 'tournament-1',
      name: 'Liga de Primavera',
      type: 'LEAGUE',
      matchDuration: 60,
      isPublic: true,
    },
    locationTournament: { location: 'Córdoba, Argentina' },
    round: { id: 'round-1', number: 3, kind: 'LEAGUE', stage: { kind: 'MATCHDAY', number: 3 } },
    matchEvent: [],
    teamOnePlayers: [],
    teamTwoPlayers: [],
    canManage: true,
    scheduleLocked: false,
    // What the server offers a manager of a tournament match (match-answers.ts): every status but OPEN. Imported
    // from shared, not the screen's labels, so the Node suites that use these fixtures load no Lingui macro.
    statusChoices: MATCH_STATUSES.filter((s) => s !== 'OPEN'),
    challengesId: null,
    challenges: null,
    challengeStats: null,
    ...overrides,
  };
}

/** The same match as a single knock-out match (a semi-final): a level score goes to penalties. */
export function knockoutMatch(overrides: Partial<MatchDetailDto> = {}): MatchDetailDto {
  return matchDetail({
    round: {
      id: 'round-2',
      number: 2,
      kind: 'KNOCKOUT',
      stage: { kind: 'KNOCKOUT', teams: 4, final: false, number: 2 },
    },
    tournament: {
      id: 'tournament-1',
      name: 'Copa de Invierno',
      type: 'KNOCKOUT',
      matchDuration: 60,
      isPublic: true,
    },
    ...overrides,
  });
}

/** 'Copa Barrial': an open 8-team knock-out the viewer organises, with nobody registered yet. */
export function tournamentDetail(overrides: Partial<TournamentDto> = {}): TournamentDto {
  return {
    id: 't1',
    tournamentId: 't1',
    discipline: DEFAULT_DISCIPLINE,
    walkover: DEFAULT_WALKOVER,
    pitchIds: [],
    matchWindows: [],
    breakMinutes: 10,
    minRestMinutes: 0,
    maxMatchesPerTeamPerDay: 1,
    holidays: [],
    timeZone: null,
    name: 'Copa Barrial',
    description: null,
    logo: null,
    tournamentLogo: null,
    image: null,
    tournamentImage: null,
    location: 'Rosario, Santa Fe, Argentina',
    lat: null,
    lng: null,
    category: 'AMATEUR',
    tournamentGender: 'MIXED',
    typeFutbol: 7,
    type: 'SINGLE_ELIMINATION',
    startDate: '2030-03-10',
    endDate: '2030-04-30',
    registrationDeadline: '2030-03-01',
    playingDays: ['SATURDAY'],
    daysOfWeek: ['SATURDAY'],
    playingDay: [{ day: 'SATURDAY' }],
    matchDuration: 40,
    totalTeams: 8,
    totalPlayers: 12,
    registrationFee: { amount: 15000, currency: 'ARS' },
    matchFee: { amount: 0, currency: 'ARS' },
    fees: { currency: 'ARS', registration: 1500000, perMatch: 0, fines: { yellow: 0, red: 0, noShow: 0 } },
    prizes: 'Trofeo',
    invitationOnly: false,
    status: 'OPEN',
    visibility: 'PUBLIC',
    groupStage: null,
    knockout: null,
    creatorId: 'u1',
    isOwner: true,
    registeredTeamsCount: 0,
    registeredTeams: [],
    registration: [],
    registrations: [],
    myRegistrationState: 'NONE',
    subscribed: false,
    pendingCount: 0,
    inviteLink: null,
    createdAt: '2030-01-01T00:00:00.000Z',
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** 'Prode del Apertura', a running game over 'Liga de Primavera' nobody has joined, with no deadline left. */
export function prodeGame(overrides: Partial<ProdeGameDto> = {}): ProdeGameDto {
  return {
    id: 'game-1',
    name: 'Prode del Apertura',
    rules: '',
    prize: '',
    scoring: DEFAULT_PRODE_SCORING,
    startsAt: null,
    status: 'LIVE',
    nextDeadline: null,
    scope: 'SITE',
    tournaments: [{ id: 't1', name: 'Liga de Primavera', roundIds: null }],
    players: 0,
    joined: false,
    me: null,
    canManage: false,
    ...overrides,
  };
}

/** A match of the game still open to predictions, between two teams without a shield. */
export function prodeMatch(overrides: Partial<ProdeCardMatchDto> = {}): ProdeCardMatchDto {
  return {
    matchId: 'match-1',
    tournamentId: 't1',
    tournamentName: 'Liga de Primavera',
    roundId: 'round-1',
    stage: { kind: 'MATCHDAY', number: 1 },
    teamOne: { id: 'team-1', name: 'Deportivo Independiente Norte', image: null },
    teamTwo: { id: 'team-2', name: 'Sportivo Barrio Sur', image: null },
    date: '2031-05-10',
    time: '18:30',
    closesAt: '2031-05-10T21:30:00.000Z',
    open: true,
    status: 'SCHEDULED',
    result: null,
    mine: null,
    ...overrides,
  };
}
