import {
  type CreateChallenge,
  DESCRIPTION_MAX,
  type LatLng,
  LOCATION_MAX,
  parseDateInput,
  type TeamRole,
  TIME_OF_DAY_PATTERN,
  todayIso,
} from '@cancha/shared';

// The challenge form's rules (docs/product/challenges.md#challenging-a-team, #calls — POST challenges): what
// is required, what is valid and what is sent. The screens word the messages; these functions only decide.

export interface ChallengeFormValues {
  /** The viewer's team that challenges (one they captain). */
  creatorTeamId: string;
  challengedTeamId: string;
  location: string;
  /** Coordinates of a picked suggestion; null for a place typed by hand (the server geocodes it). */
  point: LatLng | null;
  /** dd/mm/aaaa as typed. */
  date: string;
  /** HH:mm. */
  time: string;
  description: string;
}

export type ChallengeField = 'creatorTeamId' | 'location' | 'date' | 'time' | 'description';

export type ChallengeFormError =
  | 'LOCATION_INVALID'
  | 'DATE_INVALID'
  | 'DATE_IN_PAST'
  | 'TIME_INVALID'
  | 'DESCRIPTION_TOO_LONG'
  | 'SAME_TEAM';

export function emptyChallengeForm(challengedTeamId: string, creatorTeamId = ''): ChallengeFormValues {
  return {
    creatorTeamId,
    challengedTeamId,
    location: '',
    point: null,
    date: '',
    time: '',
    description: '',
  };
}

/**
 * docs/product/challenges.md#challenging-a-team — date, time, place, the creator team and the challenged team
 * are all required; until they are set nothing can be sent (the submit stays disabled).
 */
export function hasRequiredChallengeData(v: ChallengeFormValues): boolean {
  return (
    v.date.trim() !== '' &&
    v.time.trim() !== '' &&
    v.location.trim() !== '' &&
    v.creatorTeamId !== '' &&
    v.challengedTeamId !== ''
  );
}

/**
 * What is wrong with what was typed ('Fecha no válida', 'Hora no válida', a date before today…). An empty field is
 * not an error here: it only keeps the submit disabled. `today` is yyyy-MM-dd, the server's day by default.
 */
export function challengeFormErrors(
  v: ChallengeFormValues,
  today: string = todayIso(),
): Partial<Record<ChallengeField, ChallengeFormError>> {
  const errors: Partial<Record<ChallengeField, ChallengeFormError>> = {};
  const location = v.location.trim();
  if (location !== '' && (location.length < 2 || location.length > LOCATION_MAX)) {
    errors.location = 'LOCATION_INVALID';
  }
  if (v.date.trim() !== '') {
    const iso = parseDateInput(v.date);
    if (!iso) errors.date = 'DATE_INVALID';
    else if (iso < today) errors.date = 'DATE_IN_PAST';
  }
  if (v.time.trim() !== '' && !TIME_OF_DAY_PATTERN.test(v.time.trim())) errors.time = 'TIME_INVALID';
  if (v.description.trim().length > DESCRIPTION_MAX) errors.description = 'DESCRIPTION_TOO_LONG';
  if (v.creatorTeamId !== '' && v.creatorTeamId === v.challengedTeamId) errors.creatorTeamId = 'SAME_TEAM';
  return errors;
}

/** The POST challenges body, or null while something is missing or wrong. */
export function challengeInput(v: ChallengeFormValues, today: string = todayIso()): CreateChallenge | null {
  if (!hasRequiredChallengeData(v)) return null;
  if (Object.keys(challengeFormErrors(v, today)).length > 0) return null;
  const description = v.description.trim();
  return {
    location: v.location.trim(),
    ...(v.point ? { lat: v.point.lat, lng: v.point.lng } : {}),
    challengedDate: parseDateInput(v.date)!,
    time: v.time.trim(),
    ...(description ? { description } : {}),
    creatorTeamId: v.creatorTeamId,
    challengedTeamId: v.challengedTeamId,
  };
}

/** The viewer's teams that may challenge `challengedTeamId`: those they captain, other than that team. */
export function challengerTeams<T extends { id: string; myRole: TeamRole | null }>(
  teams: readonly T[],
  challengedTeamId: string,
): T[] {
  return teams.filter((t) => t.myRole === 'CAPTAIN' && t.id !== challengedTeamId);
}

/** With a single team to challenge from, it is already chosen; with several, the captain picks one. */
export function defaultChallengerTeam(teams: readonly { id: string }[]): string {
  return teams.length === 1 ? teams[0]!.id : '';
}
