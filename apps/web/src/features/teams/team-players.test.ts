import type { TeamPlayerDto } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { canRemovePlayer, captainCandidates, sortPlayers } from './team-players';

const member = (
  id: string,
  over: Partial<Pick<TeamPlayerDto, 'role' | 'shirtNumber' | 'abbreviatedName'>> = {},
): Pick<TeamPlayerDto, 'id' | 'userId' | 'role' | 'shirtNumber' | 'abbreviatedName' | 'user'> => ({
  id,
  userId: `u-${id}`,
  role: over.role ?? 'PLAYER',
  shirtNumber: over.shirtNumber ?? null,
  abbreviatedName: over.abbreviatedName ?? id,
  user: {
    fullname: null,
    lastname: null,
    username: null,
    email: `${id}@club.com`,
    avatar: null,
    rosterOnly: false,
  },
});

describe('sortPlayers', () => {
  it('puts the captain first, then shirt numbers, then names', () => {
    const sorted = sortPlayers([
      member('zeta'),
      member('ana', { shirtNumber: 9 }),
      member('capi', { role: 'CAPTAIN', shirtNumber: 10 }),
      member('beto', { shirtNumber: 1 }),
      member('alfa'),
    ]);
    expect(sorted.map((p) => p.id)).toEqual(['capi', 'beto', 'ana', 'alfa', 'zeta']);
  });
});

describe('canRemovePlayer (product: teams#removing-a-player)', () => {
  const captain = { isCaptain: true, userId: 'u-capi' };
  it('lets the captain remove PLAYER members only', () => {
    expect(canRemovePlayer(captain, member('ana'))).toBe(true);
    expect(canRemovePlayer(captain, member('capi', { role: 'CAPTAIN' }))).toBe(false);
    expect(canRemovePlayer(captain, { role: 'PLAYER', userId: 'u-capi' })).toBe(false);
  });
  it('offers nothing to a player', () => {
    expect(canRemovePlayer({ isCaptain: false, userId: 'u-ana' }, member('beto'))).toBe(false);
  });
});

describe('captainCandidates', () => {
  it('lists every other member', () => {
    const list = [member('capi', { role: 'CAPTAIN' }), member('ana'), member('beto')];
    expect(captainCandidates(list, 'u-capi').map((p) => p.id)).toEqual(['ana', 'beto']);
  });
});
