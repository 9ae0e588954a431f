import type { WalkoverSettings } from './awards';
import type { DisciplineSettings } from './discipline';
import type { MatchWindowValue } from './match-day';
import type { FeesDto } from './money';
import type {
  Currency,
  Money,
  RegistrationStatus,
  TournamentCategory,
  TournamentGender,
  TournamentStatus,
  TournamentType,
  Visibility,
  Weekday,
} from './tournaments.schema';

// docs/product/tournaments.md#tournament-data, #tournament-types, #status-and-visibility, #create-and-edit.
export const TOURNAMENT_TYPES = [
  'SINGLE_ELIMINATION',
  'LEAGUE',
  'TWO_LEGGED_LEAGUE',
  'GROUPS_KNOCKOUT',
] as const;
type TypeOfTournament = (typeof TOURNAMENT_TYPES)[number];

/** A league: its whole fixture of matchdays is drawn at once, and one table ranks every team. */
export function isLeague(type: TypeOfTournament): boolean {
  return type === 'LEAGUE' || type === 'TWO_LEGGED_LEAGUE';
}

/** Whether a tournament is read from one league table; a knock-out from its bracket, groups from their tables. */
export function hasLeagueTable(type: TypeOfTournament): boolean {
  return isLeague(type);
}

/** A group stage (docs/product/competition.md#groups) comes before the knock-out. */
export function hasGroups(type: TypeOfTournament): boolean {
  return type === 'GROUPS_KNOCKOUT';
}

/** How a group stage is played: how many groups, who goes through, and in how many legs. */
export interface GroupStageSettings {
  groups: number;
  advancePerGroup: number;
  /** The best teams placed just below the qualifying places, across groups (the "best thirds"). */
  bestThirds: number;
  legs: 1 | 2;
}

export const KNOCKOUT_PAIRINGS = ['WORLD_CUP', 'SEEDED'] as const;

export interface KnockoutSettings {
  /** How the group-stage qualifiers meet: winners against runners-up as in a World Cup, or by seed. */
  pairing: (typeof KNOCKOUT_PAIRINGS)[number];
  /** The semi-finals' losers play for third place, drawn with the final. */
  thirdPlaceMatch: boolean;
  /** Each tie in one match, or two ("ida y vuelta"), each team hosting one and the aggregate deciding. */
  legs: 1 | 2;
  /** The final's legs, apart from the other rounds' (the Libertadores went to a one-match final in 2019). */
  finalLegs: 1 | 2;
  /** A tie level on aggregate goes to the side with more goals away; abolished by UEFA in 2021, so off unless asked. */
  awayGoals: boolean;
}

export const DEFAULT_KNOCKOUT: KnockoutSettings = {
  pairing: 'WORLD_CUP',
  thirdPlaceMatch: false,
  legs: 1,
  finalLegs: 1,
  awayGoals: false,
};

/** A knock-out is played: straight away, or after a group stage. Leagues have none. */
export function hasKnockout(type: TypeOfTournament): boolean {
  return type === 'SINGLE_ELIMINATION' || type === 'GROUPS_KNOCKOUT';
}

export const GROUPS_MIN = 2;
export const GROUPS_MAX = 16;
export const ADVANCE_PER_GROUP_MAX = 4;
export const BEST_THIRDS_MAX = 8;
/** Every group plays at least a three-team round robin. */
export const GROUP_MIN_TEAMS = 3;

/** What is wrong with a group stage for `totalTeams` teams, as an error code; null when it can be played. */
export function groupStageProblem(totalTeams: number, stage: GroupStageSettings): string | null {
  const smallest = Math.floor(totalTeams / stage.groups);
  if (smallest < GROUP_MIN_TEAMS) return 'GROUPS_TOO_SMALL';
  // Below the qualifying places every group keeps one more, where the best thirds come from.
  if (stage.advancePerGroup >= smallest) return 'ADVANCE_NOT_BELOW_GROUP_SIZE';
  if (stage.bestThirds > stage.groups) return 'BEST_THIRDS_ABOVE_GROUPS';
  if (stage.groups * stage.advancePerGroup + stage.bestThirds < 2) return 'TOO_FEW_QUALIFIERS';
  return null;
}

export const TOURNAMENT_CATEGORIES = [
  'AMATEUR',
  'SEMI_PRO',
  'PRO',
  'YOUTH',
  'VETERAN',
  'CORPORATE',
  'UNIVERSITY',
  'SCHOOL',
  'OTHER',
] as const;

export const TOURNAMENT_GENDERS = ['MALE', 'FEMALE', 'MIXED'] as const;

export const TOURNAMENT_STATUSES = [
  'OPEN',
  'PENDING',
  'IN_PROGRESS',
  'POSTPONED',
  'SUSPENDED',
  'CANCELLED',
  'COMPLETED',
  'SCHEDULED',
] as const;

export const VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;

// The spec's seven, then the leagues' own (docs/decisions/026): Brazil, Chile, Uruguay and Peru pay in theirs.
export const CURRENCIES = [
  'ARS',
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'MXN',
  'COP',
  'BRL',
  'CLP',
  'UYU',
  'PEN',
] as const;
export const DEFAULT_CURRENCY: Currency = 'ARS';

export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;

export const MATCH_DURATIONS = [10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 90, 120] as const;
/** Knock-out sizes offered by the form: the even numbers from 8 to 64. */
export const TOTAL_TEAMS_OPTIONS = Array.from({ length: 29 }, (_, i) => 8 + 2 * i);
export const LEAGUE_MIN_TEAMS = 3;
export const MAX_TEAMS = 64;
export const TOTAL_PLAYERS_MIN = 5;
export const TOTAL_PLAYERS_MAX = 25;
/** docs/product/registrations.md#entry-checks — a team needs at least five players to register. */
export const MIN_TEAM_PLAYERS = 5;
export const TOURNAMENT_LIST_FIRST = 5;
export const TOURNAMENT_LIST_MORE = 5;
export const TOURNAMENT_NAME_MAX = 80;
export const LONG_TEXT_MAX = 2000;

export const REGISTRATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

type Checked = {
  type?: TournamentType;
  totalTeams?: number;
  groupStage?: GroupStageSettings | null;
  startDate?: string;
  endDate?: string;
  registrationDeadline?: string;
  registrationFee?: Money;
  matchFee?: Money;
  fees?: { currency: Currency } | undefined;
};

/** The rules that tie fields together, for creation and for an edit merged onto the stored tournament. */
export function tournamentProblems(t: Checked): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (t.registrationDeadline && t.startDate && t.registrationDeadline > t.startDate) {
    problems.push({ path: 'registrationDeadline', message: 'DEADLINE_AFTER_START' });
  }
  if (t.startDate && t.endDate && t.startDate > t.endDate) {
    problems.push({ path: 'endDate', message: 'END_BEFORE_START' });
  }
  // docs/product/tournaments.md#tournament-types — knock-out sizes are the even numbers 8–64; a league takes
  // any count from 3.
  if (
    t.type === 'SINGLE_ELIMINATION' &&
    t.totalTeams !== undefined &&
    !TOTAL_TEAMS_OPTIONS.includes(t.totalTeams)
  ) {
    problems.push({ path: 'totalTeams', message: 'KNOCKOUT_TEAMS' });
  }
  // One cash book per tournament (docs/decisions/026): two fees that both charge must be in one currency. `fees`
  // names one currency for both, and wins over the two amounts when both are sent.
  const charging = [t.registrationFee, t.matchFee].filter((f) => f !== undefined && f.amount > 0);
  if (!t.fees && charging.length === 2 && charging[0]?.currency !== charging[1]?.currency) {
    problems.push({ path: 'matchFee', message: 'FEES_ONE_CURRENCY' });
  }
  if (t.type === 'GROUPS_KNOCKOUT') {
    if (!t.groupStage) problems.push({ path: 'groupStage', message: 'GROUP_STAGE_REQUIRED' });
    else if (t.totalTeams !== undefined) {
      const problem = groupStageProblem(t.totalTeams, t.groupStage);
      if (problem) problems.push({ path: 'groupStage', message: problem });
    }
  }
  return problems;
}

export interface RegistrationDto {
  id: string;
  status: RegistrationStatus;
  teamId: string | null;
  tournamentId: string;
  team: { name: string; logo: string | null } | null;
  createdRegistrationId: string | null;
  invitedEmail: string | null;
  createdAt: string;
}

export interface TournamentDto {
  id: string;
  tournamentId: string;
  name: string;
  description: string | null;
  logo: string | null;
  tournamentLogo: string | null;
  image: string | null;
  tournamentImage: string | null;
  location: string;
  lat: number | null;
  lng: number | null;
  category: TournamentCategory;
  tournamentGender: TournamentGender;
  typeFutbol: number;
  type: TournamentType;
  startDate: string;
  endDate: string;
  registrationDeadline: string;
  playingDays: Weekday[];
  daysOfWeek: Weekday[];
  playingDay: { day: Weekday }[];
  matchDuration: number;
  totalTeams: number;
  totalPlayers: number;
  registrationFee: Money;
  matchFee: Money;
  /** The same fees in minor units, with the fines the competition charges (docs/decisions/026). */
  fees: FeesDto;
  prizes: string | null;
  invitationOnly: boolean;
  status: TournamentStatus;
  visibility: Visibility;
  /** A GROUPS_KNOCKOUT tournament's group stage; null for the other types. */
  groupStage: GroupStageSettings | null;
  /** How the knock-out is played (both knock-out types); null for a league. */
  knockout: KnockoutSettings | null;
  /** Suspensions from cards. */
  discipline: DisciplineSettings;
  /** The walkover's score and after how many walkovers a team may be withdrawn. */
  walkover: WalkoverSettings;
  /** Match day (docs/decisions/014): the pitches it is played on and when matches may be played. */
  pitchIds: string[];
  matchWindows: MatchWindowValue[];
  breakMinutes: number;
  minRestMinutes: number;
  maxMatchesPerTeamPerDay: number;
  holidays: string[];
  /** The IANA zone of its kick-offs; null: the site's. */
  timeZone: string | null;
  creatorId: string;
  isOwner: boolean;
  registeredTeamsCount: number;
  registeredTeams: { id: string; name: string; logo: string | null }[];
  /** The owner sees every registration; anyone else only their own teams'. */
  registration: RegistrationDto[];
  registrations: RegistrationDto[];
  myRegistrationState: 'APPROVED' | 'PENDING' | 'NONE';
  subscribed: boolean;
  pendingCount: number;
  /** For the owner: the details page with the invitation token, to share. */
  inviteLink: string | null;
  createdAt: string;
  updatedAt: string;
}

/** docs/product/tournaments.md#arena — My tournament registration item. */
export interface MyTournamentItem {
  registrationId: string;
  tournamentId: string;
  tournamentName: string;
  tournamentLocation: string;
  teamId: string | null;
  teamName: string | null;
  tournamentStatus: TournamentStatus;
  registrationStatus: RegistrationStatus;
  registeredTeams: number;
  totalTeams: number;
  tournamentRegistrationDeadline: string;
}

export interface TournamentInvitationDto {
  id: string;
  tournamentId: string;
  tournament: { name: string; logo: string | null; location: string; startDate: string };
  createdAt: string;
}
