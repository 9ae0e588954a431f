import { describe, expect, it } from 'vitest';
import { appPathFor, guardRedirect, profilePathFor } from './guards';

const player = { role: 'PARTICIPANT' as const, isSiteOwner: false };
const creator = { role: 'ADMIN' as const, isSiteOwner: false };
const undecided = { role: null, isSiteOwner: false };
const owner = { role: 'PARTICIPANT' as const, isSiteOwner: true };

describe('guardRedirect (product: site-and-navigation#areas-and-guards)', () => {
  it('sends visitors of protected areas to /login', () => {
    for (const area of ['player', 'creator', 'member', 'role-choice', 'owner'] as const) {
      expect(guardRedirect(area, null), area).toBe('/login');
    }
  });

  it('sends users without a role to /role-user', () => {
    expect(guardRedirect('player', undecided)).toBe('/role-user');
    expect(guardRedirect('creator', undecided)).toBe('/role-user');
    expect(guardRedirect('member', undecided)).toBe('/role-user');
    expect(guardRedirect('role-choice', undecided)).toBeNull();
  });

  it('keeps each role in its own area', () => {
    expect(guardRedirect('player', player)).toBeNull();
    expect(guardRedirect('player', creator)).toBe('/tournament-creator');
    expect(guardRedirect('creator', creator)).toBeNull();
    expect(guardRedirect('creator', player)).toBe('/player');
  });

  it('sends a user who already has a role from /role-user to their home', () => {
    expect(guardRedirect('role-choice', player)).toBe('/player');
    expect(guardRedirect('role-choice', creator)).toBe('/tournament-creator');
  });

  it('redirects logged-in users away from /login, /register and /new-password by role', () => {
    expect(guardRedirect('guest', null)).toBeNull();
    expect(guardRedirect('guest', player)).toBe('/player');
    expect(guardRedirect('guest', creator)).toBe('/tournament-creator');
    expect(guardRedirect('guest', undecided)).toBe('/role-user');
  });

  it('lets only site owners into the owner area', () => {
    expect(guardRedirect('owner', owner)).toBeNull();
    expect(guardRedirect('owner', player)).toBe('/login');
  });
});

describe('menu destinations (product: site-and-navigation#menus)', () => {
  it("'Ir a la app' is /player for a PARTICIPANT and /tournament-creator for anyone else", () => {
    expect(appPathFor(player)).toBe('/player');
    expect(appPathFor(creator)).toBe('/tournament-creator');
    expect(appPathFor(undecided)).toBe('/tournament-creator');
    expect(appPathFor(null)).toBe('/tournament-creator');
  });

  it("'Ver perfil' opens the profile of the role", () => {
    expect(profilePathFor(player)).toBe('/player/profile');
    expect(profilePathFor(creator)).toBe('/tournament-creator/profile');
    expect(profilePathFor(undecided)).toBe('/role-user');
    expect(profilePathFor(null)).toBe('/login');
  });
});
