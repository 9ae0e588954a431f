import {
  MIN_TEAM_PLAYERS,
  type RegistrationDto,
  type RegistrationStatus,
  type TeamGender,
  type TeamRole,
  TOURNAMENT_LIST_FIRST,
  TOURNAMENT_LIST_MORE,
  type TournamentDto,
  type TournamentGender,
} from '@cancha/shared';
import { TOURNAMENTS_SHOWN_MAX } from './arena-search';

// Pure rules of the tournament lists and of joining (docs/product/tournaments.md#arena,
// docs/product/registrations.md#statuses, #joining).

/** docs/product/tournaments.md#arena — a warning alert in the player tournaments list stays 9 seconds. */
export const ARENA_ALERT_MS = 9000;

/** docs/product/formats.md#text-cuts — location text on cards is cut at 100 characters with an ellipsis. */
export const CARD_LOCATION_MAX = 100;

/**
 * docs/product/tournaments.md#arena — the 'Mis torneos' filter appears above 4 items, the public one above 5.
 */
export const MY_TOURNAMENTS_FILTER_ABOVE = 4;
export const PUBLIC_TOURNAMENTS_FILTER_ABOVE = 5;

/** docs/product/tournaments.md#arena — both lists start with 5 cards. */
export function shownOf(value: number | undefined): number {
  return value ?? TOURNAMENT_LIST_FIRST;
}

/** docs/product/tournaments.md#arena — each 'Ver más' adds 5. */
export function moreShown(shown: number): number {
  return Math.min(shown + TOURNAMENT_LIST_MORE, TOURNAMENTS_SHOWN_MAX);
}

export function cutLocation(location: string): string {
  return location.length > CARD_LOCATION_MAX ? `${location.slice(0, CARD_LOCATION_MAX)}…` : location;
}

/** Lower case, without accents: 'Córdoba' matches 'cordoba'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

export function filterByName<T>(
  items: readonly T[],
  query: string | undefined,
  nameOf: (item: T) => string,
): T[] {
  const q = foldText(query ?? '');
  if (!q) return [...items];
  return items.filter((item) => foldText(nameOf(item)).includes(q));
}

/** A registration that holds (or asks for) a place: it has a team. The creator's e-mail invitations have none. */
function withTeam(r: Pick<RegistrationDto, 'teamId'>): boolean {
  return r.teamId !== null;
}

/**
 * docs/product/registrations.md#my-state — where the viewer stands in a tournament: APPROVED if one of their
 * teams is in, PENDING if a request waits, REJECTED if their request was turned down, else NONE.
 */
export type JoinState = 'APPROVED' | 'PENDING' | 'REJECTED' | 'NONE';

export function joinStateOf(t: Pick<TournamentDto, 'myRegistrationState' | 'registrations'>): JoinState {
  if (t.myRegistrationState === 'APPROVED') return 'APPROVED';
  if (t.myRegistrationState === 'PENDING') return 'PENDING';
  if (t.registrations.some((r) => withTeam(r) && r.status === 'REJECTED')) return 'REJECTED';
  return 'NONE';
}

/** The viewer's unanswered invitation to this tournament (the creator invited them by e-mail), if any. */
export function pendingInvitationOf(t: Pick<TournamentDto, 'registrations'>): RegistrationDto | null {
  return t.registrations.find((r) => !withTeam(r) && r.status === 'PENDING') ?? null;
}

/** Why a team cannot ask for a place right now; null when it can. The server checks the same rules again. */
export type JoinBlocker = 'CLOSED' | 'FULL' | 'INVITATION_REQUIRED';

export function joinBlockerOf(
  t: Pick<
    TournamentDto,
    | 'status'
    | 'registrationDeadline'
    | 'registeredTeamsCount'
    | 'totalTeams'
    | 'invitationOnly'
    | 'visibility'
  >,
  opts: { invite?: string; today: string },
): JoinBlocker | null {
  if (t.status !== 'OPEN' || t.registrationDeadline < opts.today) return 'CLOSED';
  if (t.registeredTeamsCount >= t.totalTeams) return 'FULL';
  if ((t.invitationOnly || t.visibility === 'PRIVATE') && !opts.invite) return 'INVITATION_REQUIRED';
  return null;
}

/**
 * docs/product/registrations.md#entry-checks — a team's gender must fit the tournament's: MIXED takes any,
 * otherwise the same one.
 */
export function genderFits(tournament: TournamentGender, team: TeamGender): boolean {
  if (tournament === 'MIXED') return true;
  return tournament === team;
}

export type TeamEligibility = 'OK' | 'TOO_SMALL' | 'GENDER' | 'REGISTERED';

export interface JoinableTeam {
  id: string;
  name: string;
  gender: TeamGender;
  players: readonly unknown[];
  myRole: TeamRole | null;
}

/**
 * The teams the user captains, each with whether it can join (docs/product/registrations.md#entry-checks — at
 * least 5 players).
 */
export function captainTeamsFor<T extends JoinableTeam>(
  teams: readonly T[],
  tournament: Pick<TournamentDto, 'tournamentGender' | 'registrations'> | null,
): { team: T; eligibility: TeamEligibility; missing: number }[] {
  const taken = new Set(
    (tournament?.registrations ?? [])
      .filter((r) => withTeam(r) && r.status !== 'REJECTED')
      .map((r) => r.teamId),
  );
  return teams
    .filter((team) => team.myRole === 'CAPTAIN')
    .map((team) => {
      const missing = Math.max(0, MIN_TEAM_PLAYERS - team.players.length);
      const eligibility: TeamEligibility = taken.has(team.id)
        ? 'REGISTERED'
        : missing > 0
          ? 'TOO_SMALL'
          : tournament && !genderFits(tournament.tournamentGender, team.gender)
            ? 'GENDER'
            : 'OK';
      return { team, eligibility, missing };
    });
}

/**
 * docs/product/registrations.md#joining — 'Debes tener al menos un equipo con 5 jugadores…' when no captained
 * team has 5.
 */
export function hasTeamOfFive(teams: readonly JoinableTeam[]): boolean {
  return teams.some((t) => t.myRole === 'CAPTAIN' && t.players.length >= MIN_TEAM_PLAYERS);
}

/**
 * How the creator sees one registration (docs/product/registrations.md#answering-requests): an invitation
 * they sent ('Equipo a confirmar', 'Equipo Invitado', no answer from them), a team's request still to answer,
 * or one already answered.
 */
export type RegistrationRole = 'INVITATION' | 'REQUEST' | 'ANSWERED';

export function registrationRoleOf(
  r: Pick<RegistrationDto, 'teamId' | 'status' | 'createdRegistrationId'>,
  viewerId: string,
): RegistrationRole {
  if (!withTeam(r) || r.createdRegistrationId === viewerId) return 'INVITATION';
  return r.status === 'PENDING' ? 'REQUEST' : 'ANSWERED';
}

/** Requests waiting for an answer first, then the rest, oldest first within each group. */
export function sortRegistrations<T extends Pick<RegistrationDto, 'status' | 'createdAt'>>(
  list: readonly T[],
): T[] {
  return [...list].sort(
    (a, b) =>
      Number(b.status === 'PENDING') - Number(a.status === 'PENDING') ||
      a.createdAt.localeCompare(b.createdAt),
  );
}

/** docs/product/tournaments.md#deleting — 'Eliminar Torneo' only while no team is in (nor asking to be). */
export function canDeleteTournament(
  t: Pick<TournamentDto, 'registeredTeamsCount' | 'registrations'>,
): boolean {
  return t.registeredTeamsCount === 0 && !t.registrations.some((r) => withTeam(r) && r.status !== 'REJECTED');
}

/**
 * docs/product/registrations.md#statuses — in the player view a rejected registration card is not clickable.
 */
export function isCardClickable(status: RegistrationStatus): boolean {
  return status !== 'REJECTED';
}
