import { z } from 'zod';
import { Email } from './auth';
import { TEAM_SIZES } from './formations';
import { Id, LOCATION_MAX } from './teams';

// spec: tournaments §3 Tournament, §4, §9.
export const TOURNAMENT_TYPES = ['SINGLE_ELIMINATION', 'LEAGUE', 'TWO_LEGGED_LEAGUE'] as const;
export const TournamentType = z.enum(TOURNAMENT_TYPES);
export type TournamentType = z.infer<typeof TournamentType>;

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
export const TournamentCategory = z.enum(TOURNAMENT_CATEGORIES);
export type TournamentCategory = z.infer<typeof TournamentCategory>;

export const TOURNAMENT_GENDERS = ['MALE', 'FEMALE', 'MIXED'] as const;
export const TournamentGender = z.enum(TOURNAMENT_GENDERS);
export type TournamentGender = z.infer<typeof TournamentGender>;

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
export const TournamentStatus = z.enum(TOURNAMENT_STATUSES);
export type TournamentStatus = z.infer<typeof TournamentStatus>;

export const VISIBILITIES = ['PUBLIC', 'PRIVATE'] as const;
export const Visibility = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof Visibility>;

export const CURRENCIES = ['ARS', 'USD', 'EUR', 'GBP', 'JPY', 'MXN', 'COP'] as const;
export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;
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
export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

export const MATCH_DURATIONS = [10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 90, 120] as const;
/** Knock-out sizes offered by the form: the even numbers from 8 to 64. */
export const TOTAL_TEAMS_OPTIONS = Array.from({ length: 29 }, (_, i) => 8 + 2 * i);
export const LEAGUE_MIN_TEAMS = 3;
export const MAX_TEAMS = 64;
export const TOTAL_PLAYERS_MIN = 5;
export const TOTAL_PLAYERS_MAX = 25;
/** spec: tournaments §5, §9 — a team needs at least five players to register. */
export const MIN_TEAM_PLAYERS = 5;
export const TOURNAMENT_LIST_FIRST = 5;
export const TOURNAMENT_LIST_MORE = 5;
export const TOURNAMENT_NAME_MAX = 80;
export const LONG_TEXT_MAX = 2000;

export const REGISTRATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const RegistrationStatus = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

const IsoDate = z.iso.date();

export const Money = z.object({
  amount: z.number().min(0).max(1_000_000_000),
  currency: Currency.default(DEFAULT_CURRENCY),
});
export type Money = z.infer<typeof Money>;

const tournamentFields = {
  name: z.string().trim().min(2).max(TOURNAMENT_NAME_MAX),
  description: z.string().trim().max(LONG_TEXT_MAX).optional(),
  location: z.string().trim().min(2).max(LOCATION_MAX),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
  category: TournamentCategory,
  tournamentGender: TournamentGender,
  typeFutbol: z.literal(TEAM_SIZES),
  type: TournamentType,
  startDate: IsoDate,
  endDate: IsoDate,
  registrationDeadline: IsoDate,
  playingDays: z.array(Weekday).max(7),
  matchDuration: z.literal(MATCH_DURATIONS),
  totalTeams: z.number().int().min(LEAGUE_MIN_TEAMS).max(MAX_TEAMS),
  totalPlayers: z.number().int().min(TOTAL_PLAYERS_MIN).max(TOTAL_PLAYERS_MAX),
  registrationFee: Money.default({ amount: 0, currency: DEFAULT_CURRENCY }),
  matchFee: Money.default({ amount: 0, currency: DEFAULT_CURRENCY }),
  prizes: z.string().trim().max(LONG_TEXT_MAX).optional(),
  invitationOnly: z.boolean().default(false),
  status: TournamentStatus.default('OPEN'),
  visibility: Visibility.default('PUBLIC'),
};

type Checked = {
  type?: TournamentType;
  totalTeams?: number;
  startDate?: string;
  endDate?: string;
  registrationDeadline?: string;
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
  // spec: tournaments §9 — knock-out sizes are the even numbers 8–64; a league takes any count from 3.
  if (
    t.type === 'SINGLE_ELIMINATION' &&
    t.totalTeams !== undefined &&
    !TOTAL_TEAMS_OPTIONS.includes(t.totalTeams)
  ) {
    problems.push({ path: 'totalTeams', message: 'KNOCKOUT_TEAMS' });
  }
  return problems;
}

export const CreateTournament = z.object(tournamentFields).superRefine((t, ctx) => {
  for (const p of tournamentProblems(t)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
});
export type CreateTournament = z.input<typeof CreateTournament>;

/** An edit: any subset of the fields (spec: PUT tournaments/{id} sends daysOfWeek; the REST adapter maps it). */
export const UpdateTournament = z
  .object(tournamentFields)
  .partial()
  .extend({ tournamentId: Id })
  .superRefine((t, ctx) => {
    for (const p of tournamentProblems(t))
      ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
  });
export type UpdateTournament = z.input<typeof UpdateTournament>;

export const TournamentId = z.object({ tournamentId: Id });
export const TournamentView = TournamentId.extend({ invite: z.string().trim().max(100).optional() });
export const TournamentTeam = z.object({ tournamentId: Id, teamId: Id });

export const Register = z.object({
  tournamentId: Id,
  teamId: Id,
  invite: z.string().trim().max(100).optional(),
});
export type Register = z.infer<typeof Register>;

export const SetRegistrationStatus = z.object({
  registrationId: Id,
  status: z.enum(['APPROVED', 'REJECTED', 'ACCEPTED']).transform((s) => (s === 'ACCEPTED' ? 'APPROVED' : s)),
  selectTeam: Id.optional(),
});
export type SetRegistrationStatus = z.input<typeof SetRegistrationStatus>;

export const InviteToTournament = z.object({ tournamentId: Id, email: Email });

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
  prizes: string | null;
  invitationOnly: boolean;
  status: TournamentStatus;
  visibility: Visibility;
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

/** spec: tournaments §3 — My tournament registration item. */
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
