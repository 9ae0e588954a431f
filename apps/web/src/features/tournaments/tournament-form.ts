import {
  type CreateTournament,
  type Currency,
  DEFAULT_CURRENCY,
  DEFAULT_DISCIPLINE,
  DEFAULT_WALKOVER,
  type Fees,
  formatDateDmy,
  fromMinor,
  GROUP_MIN_TEAMS,
  GROUPS_MIN,
  hasKnockout,
  type KnockoutSettings,
  type LatLng,
  LEAGUE_MIN_TEAMS,
  LOCATION_MAX,
  MAX_TEAMS,
  parseDateInput,
  TOTAL_TEAMS_OPTIONS,
  TOURNAMENT_NAME_MAX,
  type TournamentCategory,
  type TournamentDto,
  type TournamentGender,
  type TournamentStatus,
  type TournamentType,
  toMinor,
  tournamentProblems,
  type UpdateTournament,
  type Visibility,
  WEEKDAYS,
  type Weekday,
} from '@cancha/shared';
// Relative, not '@/': the unit tests run without the app's path alias.
import { classifyError } from '@/lib/error-kind';

// Pure rules of the tournament create and edit forms (docs/product/tournaments.md#tournament-data,
// #create-and-edit); the components word them.

export interface MoneyValues {
  /** As typed: digits and one decimal separator; blank means no fee. */
  amount: string;
  currency: Currency;
}

export interface FineValues {
  yellow: string;
  red: string;
  noShow: string;
}

/** The form as the user fills it: selects hold strings, '' is "not chosen yet"; dates are typed dd/mm/yyyy. */
export interface TournamentFormValues {
  name: string;
  description: string;
  location: string;
  category: TournamentCategory | '';
  tournamentGender: TournamentGender | '';
  typeFutbol: string;
  type: TournamentType | '';
  startDate: string;
  endDate: string;
  registrationDeadline: string;
  playingDays: Weekday[];
  matchDuration: string;
  totalTeams: string;
  totalPlayers: string;
  registrationFee: MoneyValues;
  matchFee: MoneyValues;
  /** What the competition fines by itself, as typed, in the fees' one currency (docs/decisions/026). */
  fines: FineValues;
  prizes: string;
  invitationOnly: boolean;
  status: TournamentStatus | '';
  visibility: Visibility | '';
  /** Read only for GROUPS_KNOCKOUT: numbers as the selects hold them. */
  groupStage: { groups: string; advancePerGroup: string; bestThirds: string; legs: string };
  /** Read for the knock-out types. */
  pairing: KnockoutSettings['pairing'];
  thirdPlaceMatch: boolean;
  /** '1' or '2': each tie in one match or home and away; the final's apart. */
  knockoutLegs: string;
  finalLegs: string;
  awayGoals: boolean;
  /** Suspensions from cards: numbers as the selects hold them ('0' yellows: no accumulation). */
  yellowCardsForSuspension: string;
  suspensionMatchesForRed: string;
  resetYellowsAfterGroups: boolean;
  /** The walkover's awarded goals, and the walkovers after which a team may be withdrawn. */
  walkoverGoals: string;
  walkoversToWithdraw: string;
}

export type TournamentField = keyof TournamentFormValues;

/** A new tournament starts as a public, open knock-out with fees in the default currency (ARS). */
export const EMPTY_TOURNAMENT: TournamentFormValues = {
  name: '',
  description: '',
  location: '',
  category: '',
  tournamentGender: '',
  typeFutbol: '',
  type: 'SINGLE_ELIMINATION',
  startDate: '',
  endDate: '',
  registrationDeadline: '',
  playingDays: [],
  matchDuration: '',
  totalTeams: '',
  totalPlayers: '',
  registrationFee: { amount: '', currency: DEFAULT_CURRENCY },
  matchFee: { amount: '', currency: DEFAULT_CURRENCY },
  fines: { yellow: '', red: '', noShow: '' },
  prizes: '',
  invitationOnly: false,
  status: 'OPEN',
  visibility: 'PUBLIC',
  // Two groups whose top two go through: the smallest World Cup shape, a starting point to change.
  groupStage: { groups: '2', advancePerGroup: '2', bestThirds: '0', legs: '1' },
  pairing: 'WORLD_CUP',
  thirdPlaceMatch: false,
  knockoutLegs: '1',
  finalLegs: '1',
  awayGoals: false,
  yellowCardsForSuspension: String(DEFAULT_DISCIPLINE.yellowCardsForSuspension),
  suspensionMatchesForRed: String(DEFAULT_DISCIPLINE.suspensionMatchesForRed),
  resetYellowsAfterGroups: DEFAULT_DISCIPLINE.resetYellowsAfterGroups,
  walkoverGoals: String(DEFAULT_WALKOVER.goals),
  walkoversToWithdraw: String(DEFAULT_WALKOVER.toWithdraw),
};

/**
 * docs/product/tournaments.md#create-and-edit — the create button stays disabled until these are non-empty.
 */
export const CREATE_REQUIRED: readonly TournamentField[] = [
  'name',
  'type',
  'category',
  'tournamentGender',
  'location',
  'startDate',
  'endDate',
  'registrationDeadline',
  'totalTeams',
  'totalPlayers',
  'typeFutbol',
  'matchDuration',
  'status',
  'visibility',
];

/** docs/product/tournaments.md#create-and-edit — the edit saves only when these are non-empty. */
export const EDIT_REQUIRED: readonly TournamentField[] = [
  'name',
  'category',
  'status',
  'visibility',
  'startDate',
  'endDate',
  'registrationDeadline',
  'totalTeams',
  'matchDuration',
];

export const DATE_FIELDS = ['registrationDeadline', 'startDate', 'endDate'] as const;
export type DateField = (typeof DATE_FIELDS)[number];

export const TOTAL_PLAYERS_OPTIONS = Array.from({ length: 21 }, (_, i) => 5 + i);

/**
 * docs/product/tournaments.md#tournament-types — a knock-out takes the even numbers 8–64; a league any count
 * from 3 to 64.
 */
export function totalTeamsOptions(type: TournamentType | ''): number[] {
  if (type === 'LEAGUE' || type === 'TWO_LEGGED_LEAGUE') {
    return Array.from({ length: MAX_TEAMS - LEAGUE_MIN_TEAMS + 1 }, (_, i) => LEAGUE_MIN_TEAMS + i);
  }
  if (type === 'GROUPS_KNOCKOUT') {
    const least = GROUPS_MIN * GROUP_MIN_TEAMS;
    return Array.from({ length: MAX_TEAMS - least + 1 }, (_, i) => least + i);
  }
  return [...TOTAL_TEAMS_OPTIONS];
}

/** After the type changes, a team count the new type does not take is cleared. */
export function withType(values: TournamentFormValues, type: TournamentType): TournamentFormValues {
  const keep = values.totalTeams !== '' && totalTeamsOptions(type).includes(Number(values.totalTeams));
  return { ...values, type, totalTeams: keep ? values.totalTeams : '' };
}

function isBlank(value: TournamentFormValues[TournamentField]): boolean {
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

export function missingFields(values: TournamentFormValues, required: readonly TournamentField[]) {
  return required.filter((field) => isBlank(values[field]));
}

/** Digits and at most one decimal separator (',' or '.') with two decimals: what an amount input keeps. */
export function sanitizeAmount(text: string): string {
  let seen = false;
  let decimals = 0;
  let out = '';
  for (const char of text) {
    if (/\d/.test(char)) {
      if (seen) {
        if (decimals >= 2) continue;
        decimals += 1;
      }
      out += char;
    } else if ((char === ',' || char === '.') && !seen) {
      seen = true;
      out += char;
    }
  }
  return out.slice(0, 13);
}

/**
 * docs/product/tournaments.md#create-and-edit — a fee amount is a number of 0 or more; blank is 0. null when
 * it is not a number.
 */
export function parseAmount(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  if (!/^\d+([.,]\d{0,2})?$/.test(value)) return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000_000 ? n : null;
}

/** The typed date as yyyy-MM-dd, null when blank or not a real date. */
export function isoOf(text: string): string | null {
  return text.trim() === '' ? null : parseDateInput(text);
}

export type FormProblem =
  | 'DATE_INVALID'
  | 'DEADLINE_AFTER_START'
  | 'END_BEFORE_START'
  | 'KNOCKOUT_TEAMS'
  | 'AMOUNT_INVALID'
  | 'NAME_SHORT'
  | 'LOCATION_SHORT'
  | 'TEAMS_BELOW_REGISTERED'
  | 'GROUPS_TOO_SMALL'
  | 'ADVANCE_NOT_BELOW_GROUP_SIZE'
  | 'BEST_THIRDS_ABOVE_GROUPS'
  | 'TOO_FEW_QUALIFIERS';

/**
 * What is wrong with the typed values, per field (blank required fields are not problems, only "not yet"):
 * invalid dates, the deadline ≤ start ≤ end order and the knock-out sizes (the same rules the server applies),
 * fee amounts, and, for an edit, a team count below the teams already in.
 */
export function formProblems(
  values: TournamentFormValues,
  opts: { registeredTeams?: number } = {},
): Partial<Record<TournamentField, FormProblem>> {
  const problems: Partial<Record<TournamentField, FormProblem>> = {};
  const name = values.name.trim();
  if (name.length > 0 && name.length < 2) problems.name = 'NAME_SHORT';
  const location = values.location.trim();
  if (location.length > 0 && location.length < 2) problems.location = 'LOCATION_SHORT';
  const iso: Partial<Record<DateField, string>> = {};
  for (const field of DATE_FIELDS) {
    if (values[field].trim() === '') continue;
    const parsed = isoOf(values[field]);
    if (parsed) iso[field] = parsed;
    else problems[field] = 'DATE_INVALID';
  }
  const totalTeams = values.totalTeams === '' ? undefined : Number(values.totalTeams);
  for (const p of tournamentProblems({
    type: values.type || undefined,
    totalTeams,
    groupStage: groupStageOf(values),
    ...iso,
  })) {
    const field = p.path as TournamentField;
    problems[field] ??= p.message as FormProblem;
  }
  if (totalTeams !== undefined && opts.registeredTeams !== undefined && totalTeams < opts.registeredTeams) {
    problems.totalTeams ??= 'TEAMS_BELOW_REGISTERED';
  }
  if (parseAmount(values.registrationFee.amount) === null) problems.registrationFee = 'AMOUNT_INVALID';
  if (parseAmount(values.matchFee.amount) === null) problems.matchFee = 'AMOUNT_INVALID';
  if (Object.values(values.fines).some((fine) => parseAmount(fine) === null))
    problems.fines = 'AMOUNT_INVALID';
  return problems;
}

/**
 * docs/product/tournaments.md#create-and-edit — the button is enabled once the required fields are filled
 * and nothing typed is wrong.
 */
export function canSubmitTournament(
  values: TournamentFormValues,
  required: readonly TournamentField[],
  opts: { registeredTeams?: number } = {},
): boolean {
  return missingFields(values, required).length === 0 && Object.keys(formProblems(values, opts)).length === 0;
}

function optionalText(text: string): string | undefined {
  const value = text.trim();
  return value === '' ? undefined : value;
}

/** The group stage the selects describe. */
function groupStageOf(values: TournamentFormValues) {
  const { groups, advancePerGroup, bestThirds, legs } = values.groupStage;
  return {
    groups: Number(groups),
    advancePerGroup: Number(advancePerGroup),
    bestThirds: Number(bestThirds),
    legs: legs === '2' ? (2 as const) : (1 as const),
  };
}

function money(values: MoneyValues) {
  return { amount: parseAmount(values.amount) ?? 0, currency: values.currency };
}

/**
 * The fees and fines in the cash book's minor units (docs/decisions/026). The two fees share one currency (the form
 * keeps them so); the fines are in it too.
 */
function feesOf(values: TournamentFormValues): Required<Fees> & { fines: Required<Fees>['fines'] } {
  const currency = values.registrationFee.currency;
  const minor = (text: string) => toMinor(parseAmount(text) ?? 0, currency);
  return {
    currency,
    registration: minor(values.registrationFee.amount),
    perMatch: minor(values.matchFee.amount),
    fines: {
      yellow: minor(values.fines.yellow),
      red: minor(values.fines.red),
      noShow: minor(values.fines.noShow),
    },
  };
}

/** Days in the week's order (Monday first), whatever the order they were tapped in. */
export function sortWeekdays(days: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((d) => days.includes(d));
}

export function toggleWeekday(days: readonly Weekday[], day: Weekday): Weekday[] {
  return sortWeekdays(days.includes(day) ? days.filter((d) => d !== day) : [...days, day]);
}

/**
 * docs/product/tournaments.md#calls — POST tournaments: the form fields plus playingDays. Call only once
 * canSubmitTournament(values, CREATE_REQUIRED) holds.
 */
export function toCreateInput(values: TournamentFormValues, point: LatLng | null): CreateTournament {
  return {
    name: values.name.trim().slice(0, TOURNAMENT_NAME_MAX),
    description: optionalText(values.description),
    location: values.location.trim().slice(0, LOCATION_MAX),
    ...(point ?? {}),
    category: values.category as TournamentCategory,
    tournamentGender: values.tournamentGender as TournamentGender,
    typeFutbol: Number(values.typeFutbol) as CreateTournament['typeFutbol'],
    type: values.type as TournamentType,
    startDate: isoOf(values.startDate)!,
    endDate: isoOf(values.endDate)!,
    registrationDeadline: isoOf(values.registrationDeadline)!,
    playingDays: sortWeekdays(values.playingDays),
    matchDuration: Number(values.matchDuration) as CreateTournament['matchDuration'],
    totalTeams: Number(values.totalTeams),
    totalPlayers: Number(values.totalPlayers),
    registrationFee: money(values.registrationFee),
    matchFee: money(values.matchFee),
    fees: feesOf(values),
    prizes: optionalText(values.prizes),
    invitationOnly: values.invitationOnly,
    status: values.status as TournamentStatus,
    visibility: values.visibility as Visibility,
    ...(values.type === 'GROUPS_KNOCKOUT' ? { groupStage: groupStageOf(values) } : {}),
    ...(hasKnockout(values.type || 'LEAGUE') ? { knockout: knockoutOf(values) } : {}),
    discipline: {
      yellowCardsForSuspension: Number(values.yellowCardsForSuspension),
      suspensionMatchesForRed: Number(values.suspensionMatchesForRed),
      // Only a group stage has yellows to clear before the knock-out.
      resetYellowsAfterGroups: values.type === 'GROUPS_KNOCKOUT' && values.resetYellowsAfterGroups,
    },
    walkover: { goals: Number(values.walkoverGoals), toWithdraw: Number(values.walkoversToWithdraw) },
  };
}

const legsOf = (value: string): 1 | 2 => (value === '2' ? 2 : 1);

/** The knock-out's settings as the form holds them. */
function knockoutOf(values: TournamentFormValues): KnockoutSettings {
  return {
    pairing: values.pairing,
    thirdPlaceMatch: values.thirdPlaceMatch,
    legs: legsOf(values.knockoutLegs),
    finalLegs: legsOf(values.finalLegs),
    awayGoals: values.awayGoals,
  };
}

/** The form filled with a stored tournament, for the edit dialog. */
export function valuesOfTournament(t: TournamentDto): TournamentFormValues {
  const amount = (n: number) => (n > 0 ? String(n) : '');
  return {
    name: t.name,
    description: t.description ?? '',
    location: t.location,
    category: t.category,
    tournamentGender: t.tournamentGender,
    typeFutbol: String(t.typeFutbol),
    type: t.type,
    startDate: formatDateDmy(t.startDate) ?? '',
    endDate: formatDateDmy(t.endDate) ?? '',
    registrationDeadline: formatDateDmy(t.registrationDeadline) ?? '',
    playingDays: sortWeekdays(t.playingDays),
    matchDuration: String(t.matchDuration),
    totalTeams: String(t.totalTeams),
    totalPlayers: String(t.totalPlayers),
    registrationFee: { amount: amount(t.registrationFee.amount), currency: t.registrationFee.currency },
    matchFee: { amount: amount(t.matchFee.amount), currency: t.matchFee.currency },
    fines: {
      yellow: amount(fromMinor(t.fees.fines.yellow, t.fees.currency)),
      red: amount(fromMinor(t.fees.fines.red, t.fees.currency)),
      noShow: amount(fromMinor(t.fees.fines.noShow, t.fees.currency)),
    },
    prizes: t.prizes ?? '',
    invitationOnly: t.invitationOnly,
    status: t.status,
    visibility: t.visibility,
    groupStage: t.groupStage
      ? {
          groups: String(t.groupStage.groups),
          advancePerGroup: String(t.groupStage.advancePerGroup),
          bestThirds: String(t.groupStage.bestThirds),
          legs: String(t.groupStage.legs),
        }
      : EMPTY_TOURNAMENT.groupStage,
    pairing: t.knockout?.pairing ?? 'WORLD_CUP',
    thirdPlaceMatch: t.knockout?.thirdPlaceMatch ?? false,
    knockoutLegs: String(t.knockout?.legs ?? 1),
    finalLegs: String(t.knockout?.finalLegs ?? 1),
    awayGoals: t.knockout?.awayGoals ?? false,
    yellowCardsForSuspension: String(t.discipline.yellowCardsForSuspension),
    suspensionMatchesForRed: String(t.discipline.suspensionMatchesForRed),
    resetYellowsAfterGroups: t.discipline.resetYellowsAfterGroups,
    walkoverGoals: String(t.walkover.goals),
    walkoversToWithdraw: String(t.walkover.toWithdraw),
  };
}

/**
 * docs/product/tournaments.md#calls — PUT tournaments/{id}: what changed against the stored tournament (the
 * REST adapter sends daysOfWeek; tRPC takes playingDays). A cleared optional text is sent as '' so the server
 * clears it; a cleared location (optional in the edit) is left as it was.
 */
export function toUpdateInput(
  tournamentId: string,
  initial: TournamentFormValues,
  values: TournamentFormValues,
  point: LatLng | null,
): UpdateTournament {
  const full = toCreateInput(
    { ...values, location: values.location.trim() === '' ? initial.location : values.location },
    point,
  );
  const before = toCreateInput(initial, null);
  const out: UpdateTournament = { tournamentId };
  const changed = <K extends keyof CreateTournament>(key: K) =>
    JSON.stringify(full[key]) !== JSON.stringify(before[key]);
  const keys = Object.keys(full) as (keyof CreateTournament)[];
  for (const key of keys) {
    if (key === 'lat' || key === 'lng') continue;
    if (!changed(key)) continue;
    (out as Record<string, unknown>)[key] = full[key];
  }
  // Cleared optional texts: undefined in `full`, so say '' explicitly.
  if (initial.description.trim() !== '' && values.description.trim() === '') out.description = '';
  if (initial.prizes.trim() !== '' && values.prizes.trim() === '') out.prizes = '';
  if (out.location !== undefined && point) {
    out.lat = point.lat;
    out.lng = point.lng;
  }
  return out;
}

/** True when the edit would send nothing but the id. */
export function isEmptyUpdate(input: UpdateTournament): boolean {
  return Object.keys(input).every((k) => k === 'tournamentId');
}

/**
 * The server's field errors (zod, flattened: field → messages) of a failed create or edit, first message per
 * field. The refinements answer DEADLINE_AFTER_START, END_BEFORE_START and KNOCKOUT_TEAMS; others are zod's
 * English text, which the form words itself.
 */
export function serverFieldErrors(error: unknown): Partial<Record<TournamentField, string>> {
  const kind = classifyError(error);
  if (kind.kind !== 'app' || !kind.fieldErrors) return {};
  const out: Partial<Record<TournamentField, string>> = {};
  for (const [field, messages] of Object.entries(kind.fieldErrors)) {
    if (field in EMPTY_TOURNAMENT && Array.isArray(messages) && messages[0]) {
      out[field as TournamentField] = messages[0];
    }
  }
  return out;
}

/**
 * Whether saving the edit closes registrations at once: the registration deadline moves from today or later to a
 * day already past. When the places are all taken the fixture is then drawn by itself, so the form asks first.
 */
export function closesRegistrationsNow(
  initial: Pick<TournamentFormValues, 'registrationDeadline'>,
  values: Pick<TournamentFormValues, 'registrationDeadline'>,
  today: string,
): boolean {
  const before = parseDateInput(initial.registrationDeadline);
  const after = parseDateInput(values.registrationDeadline);
  return before !== null && after !== null && after !== before && before >= today && after < today;
}
