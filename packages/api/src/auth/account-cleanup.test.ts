import { users } from '@cancha/db';
import { describe, expect, it } from 'vitest';
import { asNewUser, testServices } from '../testing';
import { removeUnusedUnconfirmedAccounts } from './account-cleanup';

const DAY = 24 * 60 * 60 * 1000;

describe('unused, unconfirmed accounts', () => {
  it('go after a week; confirmed, used, paying or recent ones stay', () => {
    const s = testServices();
    const old = new Date(Date.now() - 8 * DAY);
    const gone = asNewUser(s, { emailVerified: false, role: null, createdAt: old });
    const recent = asNewUser(s, { emailVerified: false, role: null });
    const confirmed = asNewUser(s, { emailVerified: true, role: null, createdAt: old });
    const used = asNewUser(s, { emailVerified: false, role: 'PARTICIPANT', createdAt: old });
    const paying = asNewUser(s, {
      emailVerified: false,
      role: null,
      createdAt: old,
      subscribedUntil: new Date(Date.now() + DAY),
    });
    expect(removeUnusedUnconfirmedAccounts(s.db)).toBe(1);
    const left = s.db
      .select({ id: users.id })
      .from(users)
      .all()
      .map((u) => u.id);
    expect(left).not.toContain(gone.user.id);
    expect(left.sort()).toEqual([recent, confirmed, used, paying].map((u) => u.user.id).sort());
  });
});
