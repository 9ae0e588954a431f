import type { PositionKey } from './formations.schema';
import type { InvitationStatus, TeamGender } from './teams.schema';
import { isSingleLineText } from './text';
import type { TeamRole } from './users.schema';

// docs/product/teams.md#team-data — teams use MIX where tournaments say MIXED.
export const TEAM_GENDERS = ['MALE', 'FEMALE', 'MIX'] as const;

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;

// docs/product/teams.md#nearby-teams — CERCANO is a distance of at most 10 km, LEJANO more than that.
export const NEARBY_DISTANCE_KM = 10;
export const NEARBY_FILTERS = ['CERCANO', 'LEJANO'] as const;

// docs/product/teams.md#my-teams — paging of the teams page.
export const MY_TEAMS_FIRST = 3;
export const MY_TEAMS_MORE = 10;
export const NEARBY_TEAMS_FIRST = 10;
export const NEARBY_TEAMS_MORE = 5;

export const TEAM_NAME_MIN = 2;
export const TEAM_NAME_MAX = 40;
export const NICKNAME_MAX = 16;
export const SHIRT_NUMBER_MAX = 99;
export const LOCATION_MAX = 200;

/**
 * What the TeamName schema accepts, for screens that check as the user types: 2 to 40 characters once trimmed, with
 * no control or bidi-override character (text.ts).
 */
export function isValidTeamName(name: string): boolean {
  const length = name.trim().length;
  return length >= TEAM_NAME_MIN && length <= TEAM_NAME_MAX && isSingleLineText(name.trim());
}

export interface TeamStatistics {
  won: number;
  drawn: number;
  lost: number;
}

export interface TeamPlayerDto {
  id: string;
  userId: string;
  teamId: string;
  role: TeamRole;
  position: PositionKey | null;
  shirtNumber: number | null;
  abbreviatedName: string | null;
  user: {
    fullname: string | null;
    lastname: string | null;
    avatar: string | null;
    username: string | null;
    /** Null for a roster-only person. */
    email: string | null;
    /** Typed into the roster by the organiser; no account yet (docs/decisions/025). */
    rosterOnly: boolean;
  };
}

export interface TeamDto {
  id: string;
  name: string;
  logo: string | null;
  imageTeam: string | null;
  location: string;
  lat: number | null;
  lng: number | null;
  gender: TeamGender;
  genderTeam: TeamGender;
  statistics: TeamStatistics;
  players: TeamPlayerDto[];
  /** The viewer's role in this team, null when they are not in it. */
  myRole: TeamRole | null;
  /** The organiser running this team added by name, until a captain claims it; null for a captain's team. */
  managedById: string | null;
  createdAt: string;
}

/** A team as strangers see it in the nearby list: no member details. */
export interface NearbyTeamDto {
  id: string;
  name: string;
  logo: string | null;
  imageTeam: string | null;
  location: string;
  lat: number;
  lng: number;
  gender: TeamGender;
  playersCount: number;
  statistics: TeamStatistics;
  /** Kilometres from the searched point, one decimal. */
  distance: number;
}

export interface TeamInvitationDto {
  id: string;
  teamId: string;
  playerId: string | null;
  email: string;
  position: PositionKey | null;
  /** CAPTAIN: the organiser hands the team over; accepting makes the invited account its captain. */
  role: TeamRole;
  /** The roster line this invitation asks the invited account to claim, when it is one. */
  roster: { userId: string; name: string; shirtNumber: number | null } | null;
  status: InvitationStatus;
  responseInvitation: InvitationStatus;
  team: { name: string; logo: string | null };
  invitedBy: { fullname: string | null; lastname: string | null } | null;
  createdAt: string;
}

/** A point in degrees, latitude first. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A suggestion: the label becomes the location text, the coordinates travel with it. */
export interface PlaceDto {
  label: string;
  name: string;
  province: string;
  country: string;
  countryCode: string;
  lat: number;
  lng: number;
}
