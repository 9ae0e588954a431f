import { describe, expect, it } from 'vitest';
import { playerDisplayName, playerFullName, playerInitials } from './player-names';

const player = (
  over: {
    abbreviatedName?: string | null;
    fullname?: string | null;
    lastname?: string | null;
    username?: string | null;
    email?: string;
  } = {},
) => ({
  abbreviatedName: over.abbreviatedName ?? null,
  user: {
    fullname: over.fullname === undefined ? 'Lionel' : over.fullname,
    lastname: over.lastname === undefined ? 'Messi' : over.lastname,
    username: over.username ?? null,
    email: over.email ?? 'leo@club.com',
  },
});

describe('player names', () => {
  it('prefers the nickname, then the full name, then the username, then the e-mail', () => {
    expect(playerDisplayName(player({ abbreviatedName: ' Leo ' }))).toBe('Leo');
    expect(playerDisplayName(player())).toBe('Lionel Messi');
    expect(playerDisplayName(player({ fullname: null, lastname: ' ', username: 'lio10' }))).toBe('lio10');
    expect(playerDisplayName(player({ fullname: null, lastname: null }))).toBe('leo@club.com');
    expect(playerFullName(player({ abbreviatedName: 'Leo' }))).toBe('Lionel Messi');
  });

  it('builds initials from the names, else the first letter shown', () => {
    expect(playerInitials(player())).toBe('LM');
    expect(playerInitials(player({ fullname: null, lastname: null, username: 'zeta' }))).toBe('Z');
    expect(playerInitials(player({ fullname: null, lastname: null, email: '' }))).toBe('?');
  });
});
