import { z } from 'zod';
import { Email } from './auth.schema';
import { Walkover } from './awards.schema';
import { Discipline } from './discipline.schema';
import { editFields } from './edit.schema';
import { TEAM_SIZES } from './formations';
import { matchDayFields } from './match-day.schema';
import { MONEY_MAX_MINOR } from './money';
import { LOCATION_MAX } from './teams';
import { Id } from './teams.schema';
import { multiLine, singleLine } from './text.schema';
import {
  ADVANCE_PER_GROUP_MAX,
  BEST_THIRDS_MAX,
  CURRENCIES,
  DEFAULT_CURRENCY,
  GROUPS_MAX,
  GROUPS_MIN,
  KNOCKOUT_PAIRINGS,
  LEAGUE_MIN_TEAMS,
  LONG_TEXT_MAX,
  MATCH_DURATIONS,
  MAX_TEAMS,
  REGISTRATION_STATUSES,
  TOTAL_PLAYERS_MAX,
  TOTAL_PLAYERS_MIN,
  TOURNAMENT_CATEGORIES,
  TOURNAMENT_GENDERS,
  TOURNAMENT_NAME_MAX,
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
  tournamentProblems,
  VISIBILITIES,
  WEEKDAYS,
} from './tournaments';

export const TournamentType = z.enum(TOURNAMENT_TYPES);
export type TournamentType = z.infer<typeof TournamentType>;

export const TournamentCategory = z.enum(TOURNAMENT_CATEGORIES);
export type TournamentCategory = z.infer<typeof TournamentCategory>;

export const TournamentGender = z.enum(TOURNAMENT_GENDERS);
export type TournamentGender = z.infer<typeof TournamentGender>;

export const TournamentStatus = z.enum(TOURNAMENT_STATUSES);
export type TournamentStatus = z.infer<typeof TournamentStatus>;

export const Visibility = z.enum(VISIBILITIES);
export type Visibility = z.infer<typeof Visibility>;

export const Currency = z.enum(CURRENCIES);
export type Currency = z.infer<typeof Currency>;

export const Weekday = z.enum(WEEKDAYS);
export type Weekday = z.infer<typeof Weekday>;

export const RegistrationStatus = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatus>;

const IsoDate = z.iso.date();

export const GroupStage = z.object({
  groups: z.number().int().min(GROUPS_MIN).max(GROUPS_MAX),
  advancePerGroup: z.number().int().min(1).max(ADVANCE_PER_GROUP_MAX),
  bestThirds: z.number().int().min(0).max(BEST_THIRDS_MAX).default(0),
  legs: z.union([z.literal(1), z.literal(2)]).default(1),
});

export const Knockout = z.object({
  pairing: z.enum(KNOCKOUT_PAIRINGS).default('WORLD_CUP'),
  thirdPlaceMatch: z.boolean().default(false),
  legs: z.union([z.literal(1), z.literal(2)]).default(1),
  finalLegs: z.union([z.literal(1), z.literal(2)]).default(1),
  awayGoals: z.boolean().default(false),
});

export const Money = z.object({
  amount: z.number().min(0).max(1_000_000_000),
  currency: Currency.default(DEFAULT_CURRENCY),
});
export type Money = z.infer<typeof Money>;

/** A whole amount in a currency's minor units (docs/decisions/026). */
export const MinorAmount = z.number().int().min(0).max(MONEY_MAX_MINOR);

/**
 * What the tournament charges, in minor units of one currency: the registration and match fees (the same money as
 * registrationFee and matchFee) and the fines the competition charges by itself.
 */
export const Fees = z.object({
  currency: Currency,
  registration: MinorAmount.default(0),
  perMatch: MinorAmount.default(0),
  fines: z
    .object({ yellow: MinorAmount.default(0), red: MinorAmount.default(0), noShow: MinorAmount.default(0) })
    .default({ yellow: 0, red: 0, noShow: 0 }),
});
export type Fees = z.input<typeof Fees>;

const tournamentFields = {
  name: singleLine(TOURNAMENT_NAME_MAX).min(2),
  description: multiLine(LONG_TEXT_MAX).optional(),
  location: singleLine(LOCATION_MAX).min(2),
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
  fees: Fees.optional(),
  prizes: multiLine(LONG_TEXT_MAX).optional(),
  invitationOnly: z.boolean().default(false),
  status: TournamentStatus.default('OPEN'),
  visibility: Visibility.default('PUBLIC'),
  /** Only for GROUPS_KNOCKOUT. */
  groupStage: GroupStage.optional(),
  /** For the knock-out types. */
  knockout: Knockout.optional(),
  discipline: Discipline.optional(),
  walkover: Walkover.optional(),
  ...matchDayFields,
};
export const CreateTournament = z.object(tournamentFields).superRefine((t, ctx) => {
  for (const p of tournamentProblems(t)) ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
});
export type CreateTournament = z.input<typeof CreateTournament>;

/**
 * An edit: any subset of the fields (docs/product/tournaments.md#calls — PUT tournaments/{id} sends
 * daysOfWeek; the REST adapter maps it).
 */
export const UpdateTournament = z
  .object(editFields(tournamentFields))
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
