import {
  isValidTeamName,
  LOCATION_MAX,
  NICKNAME_MAX,
  type PlayerCard,
  type PositionKey,
  SHIRT_NUMBER_MAX,
  TEAM_NAME_MAX,
  type TeamGender,
  type TeamPlayerDto,
} from '@cancha/shared';

// Pure form rules of the team dialogs (docs/product/teams.md#creating-a-team); the components word the
// messages.

export interface CreateTeamValues {
  name: string;
  location: string;
  genderTeam: TeamGender | '';
}

export const EMPTY_CREATE_TEAM: CreateTeamValues = { name: '', location: '', genderTeam: '' };

export const TEAM_LOCATION_MIN = 2;

/**
 * docs/product/teams.md#creating-a-team — name, location and gender are required; the button stays disabled
 * until then.
 */
export function canCreateTeam(values: CreateTeamValues): boolean {
  return (
    isValidTeamName(values.name) &&
    values.location.trim().length >= TEAM_LOCATION_MIN &&
    values.location.trim().length <= LOCATION_MAX &&
    values.genderTeam !== ''
  );
}

/** A typed name that the server would refuse (too short once trimmed); blank is simply "not yet". */
export function isTeamNameTooShort(name: string): boolean {
  const text = name.trim();
  return text.length > 0 && !isValidTeamName(text);
}

export interface TeamEditValues {
  name: string;
  location: string;
}

/** docs/product/teams.md#editing-a-team — with a blank name the edit saves nothing. */
export function canSaveTeamEdit(
  initial: TeamEditValues,
  values: TeamEditValues,
  files: { avatar: File | null; teamFile: File | null },
): boolean {
  if (!isValidTeamName(values.name)) return false;
  const location = values.location.trim();
  if (location.length > 0 && location.length < TEAM_LOCATION_MIN) return false;
  return (
    values.name.trim() !== initial.name.trim() ||
    (location !== '' && location !== initial.location.trim()) ||
    files.avatar !== null ||
    files.teamFile !== null
  );
}

/**
 * docs/product/teams.md#calls — multipart avatar, teamFile, nameTeam (plus the team id and, when changed,
 * location).
 */
export function teamEditFormData(
  teamId: string,
  initial: TeamEditValues,
  values: TeamEditValues,
  files: { avatar: File | null; teamFile: File | null },
): FormData {
  const form = new FormData();
  form.append('teamId', teamId);
  form.append('nameTeam', values.name.trim().slice(0, TEAM_NAME_MAX));
  const location = values.location.trim();
  if (location && location !== initial.location.trim()) form.append('location', location);
  if (files.avatar) form.append('avatar', files.avatar);
  if (files.teamFile) form.append('teamFile', files.teamFile);
  return form;
}

export interface PlayerCardValues {
  nickname: string;
  shirtNumber: string;
  position: PositionKey | '';
}

export function playerCardValuesOf(
  player: Pick<TeamPlayerDto, 'abbreviatedName' | 'shirtNumber' | 'position'>,
): PlayerCardValues {
  return {
    nickname: player.abbreviatedName ?? '',
    shirtNumber: player.shirtNumber === null ? '' : String(player.shirtNumber),
    position: player.position ?? '',
  };
}

/** The shirt number typed, null when blank, undefined when it is not a whole number from 0 to 99. */
export function parseShirtNumber(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d{1,2}$/.test(value)) return undefined;
  const n = Number(value);
  return n <= SHIRT_NUMBER_MAX ? n : undefined;
}

/** Digits only, at most two: what a shirt number input keeps of what is typed or pasted. */
export function sanitizeShirtNumber(text: string): string {
  return text.replace(/\D/g, '').slice(0, 2);
}

/**
 * docs/product/teams.md#calls — updatePlayerTeamDto carries only what changed; a cleared field is sent as
 * null.
 * Returns null when the typed shirt number is invalid.
 */
export function playerCardChanges(initial: PlayerCardValues, values: PlayerCardValues): PlayerCard | null {
  const shirt = parseShirtNumber(values.shirtNumber);
  if (shirt === undefined) return null;
  const changes: PlayerCard = {};
  const nickname = values.nickname.trim().slice(0, NICKNAME_MAX);
  if (nickname !== initial.nickname.trim()) changes.abbreviatedName = nickname || null;
  if (shirt !== parseShirtNumber(initial.shirtNumber)) changes.shirtNumber = shirt;
  if (values.position !== initial.position) changes.position = values.position || null;
  return changes;
}
