import { homePathFor, type Role } from '@cancha/shared';

// Who may open which part of the app (docs/product/site-and-navigation.md#areas-and-guards). Pure, so it is
// unit-tested; routes/-guards.ts turns an answer into a TanStack redirect.
export type Area =
  /** /player/*: players only. */
  | 'player'
  /** /tournament-creator/*: tournament creators only. */
  | 'creator'
  /** Any logged-in user with a role. */
  | 'member'
  /** /role-user: logged in, no role yet. */
  | 'role-choice'
  /** /login, /register, /new-password: visitors only. */
  | 'guest'
  /** Site-owner screens ('Usuarios registrados', blog admin). */
  | 'owner';

export type GuardUser = { role: Role | null; isSiteOwner: boolean } | null;

export type GuardPath = '/login' | '/role-user' | '/player' | '/tournament-creator';

/** Where the user must go instead, or null when they may stay. */
export function guardRedirect(area: Area, user: GuardUser): GuardPath | null {
  if (area === 'guest') return user ? homePathFor(user.role) : null;
  if (!user) return '/login';
  if (area === 'owner') return user.isSiteOwner ? null : '/login';
  if (area === 'role-choice') return user.role ? homePathFor(user.role) : null;
  if (user.role !== 'ADMIN' && user.role !== 'PARTICIPANT') return '/role-user';
  if (area === 'player' && user.role !== 'PARTICIPANT') return '/tournament-creator';
  if (area === 'creator' && user.role !== 'ADMIN') return '/player';
  return null;
}

/** The profile page of a role ('Ver perfil'); visitors are asked to sign in first. */
export function profilePathFor(
  user: { role: Role | null } | null,
): '/player/profile' | '/tournament-creator/profile' | '/role-user' | '/login' {
  if (!user) return '/login';
  if (user.role === 'PARTICIPANT') return '/player/profile';
  if (user.role === 'ADMIN') return '/tournament-creator/profile';
  return '/role-user';
}

/**
 * 'Ir a la app': /player for a PARTICIPANT, /tournament-creator for anyone else
 * (docs/product/site-and-navigation.md#menus).
 */
export function appPathFor(user: { role: Role | null } | null): '/player' | '/tournament-creator' {
  return user?.role === 'PARTICIPANT' ? '/player' : '/tournament-creator';
}
