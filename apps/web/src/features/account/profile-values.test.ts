import type { UserDto } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { changedFields, isProfileDirty, profileFormData, profileValuesOf } from './profile-values';

const user: UserDto = {
  id: 'u1',
  name: null,
  fullname: 'Ana',
  lastname: null,
  location: 'Rosario',
  email: 'ana@club.com',
  username: 'ana10',
  userGender: 'FEMALE',
  birthdate: '1995-04-09',
  avatar: null,
  image: null,
  role: 'PARTICIPANT',
  subscriptionActive: false,
  subscribedUntil: null,
  isSiteOwner: false,
  hasPassword: true,
  emailConfirmed: true,
  pendingEmail: null,
  playerTeam: [],
  teams: [],
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('profile form (product: accounts#profile, #calls)', () => {
  const initial = profileValuesOf(user);

  it('shows stored values as text, the birthdate as dd/MM/yyyy', () => {
    expect(initial).toEqual({
      fullname: 'Ana',
      lastname: '',
      location: 'Rosario',
      email: 'ana@club.com',
      username: 'ana10',
      userGender: 'FEMALE',
      birthdate: '09/04/1995',
    });
  });

  it('enables Save only when a field differs or a new avatar is chosen', () => {
    expect(isProfileDirty(initial, initial, null)).toBe(false);
    expect(isProfileDirty(initial, { ...initial, lastname: 'Díaz' }, null)).toBe(true);
    expect(isProfileDirty(initial, initial, new File(['x'], 'a.png', { type: 'image/png' }))).toBe(true);
  });

  it('does not count spaces, email case or another spelling of the same date as a change', () => {
    const same = { ...initial, fullname: ' Ana ', email: 'ANA@club.com', birthdate: '1995-04-09' };
    expect(changedFields(initial, same)).toEqual([]);
    expect(changedFields(initial, { ...initial, birthdate: '10/04/1995' })).toEqual(['birthdate']);
  });

  it('sends the multipart fields of the REST profile call', () => {
    const file = new File(['x'], 'a.webp', { type: 'image/webp' });
    const form = profileFormData({ ...initial, lastname: ' Díaz ' }, file);
    expect([...form.keys()]).toEqual([
      'file',
      'fullname',
      'lastname',
      'location',
      'email',
      'username',
      'userGender',
      'birthdate',
    ]);
    expect(form.get('lastname')).toBe('Díaz');
    expect(form.get('birthdate')).toBe('1995-04-09');
    expect(form.get('file')).toBeInstanceOf(File);
    expect(profileFormData(initial, null).has('file')).toBe(false);
  });
});
