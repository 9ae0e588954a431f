import type { Role, TeamRole, UserGender } from './users.schema';

export const ROLES = ['ADMIN', 'PARTICIPANT'] as const;

/** The demo accounts listed on the sign-in screen in demo mode, by what they are (worded by the screen). */
export const DEMO_ACCOUNT_KINDS = ['CREATOR', 'PLAYER', 'OWNER'] as const;
export type DemoAccountKind = (typeof DEMO_ACCOUNT_KINDS)[number];

// docs/product/accounts.md#genders — MALE and FEMALE are offered; the others only need a label.
export const USER_GENDERS = ['MALE', 'FEMALE', 'TRANSGENDER', 'NON_BINARY', 'OTHER'] as const;
export const SELECTABLE_USER_GENDERS = ['MALE', 'FEMALE'] as const;

// docs/product/formats.md#languages — languages es, en, br (br is Brazilian Portuguese).
export const LOCALES = ['es', 'en', 'br'] as const;

export const TEAM_ROLES = ['CAPTAIN', 'PLAYER'] as const;

/** The current user as every client sees it (docs/product/accounts.md#current-user). */
export interface UserDto {
  id: string;
  name: string | null;
  fullname: string | null;
  lastname: string | null;
  location: string | null;
  email: string;
  username: string | null;
  userGender: UserGender | null;
  birthdate: string | null;
  avatar: string | null;
  image: string | null;
  role: Role | null;
  subscriptionActive: boolean;
  /** When the paid ad-free month ends (null when never subscribed). */
  subscribedUntil: string | null;
  isSiteOwner: boolean;
  hasPassword: boolean;
  /** Whether the address was proven through a link sent to it; invitations sent to it wait until it is. */
  emailConfirmed: boolean;
  /** A new address the user asked to move to, until its link is opened. */
  pendingEmail: string | null;
  playerTeam: { teamId: string; role: TeamRole }[];
  teams: { id: string; name: string }[];
  tournaments?: { id: string; name: string }[];
  createdAt: string;
}

export function needsProfileCompletion(user: Pick<UserDto, 'fullname' | 'lastname'>): boolean {
  return !user.fullname?.trim() || !user.lastname?.trim();
}

export function homePathFor(role: Role | null | undefined): '/player' | '/tournament-creator' | '/role-user' {
  if (role === 'PARTICIPANT') return '/player';
  if (role === 'ADMIN') return '/tournament-creator';
  return '/role-user';
}
