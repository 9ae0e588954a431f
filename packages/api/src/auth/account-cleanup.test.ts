import { fetchAll, users } from '@cancha/db';
import { describe, expect, it } from 'vitest';
import { asNewUser, testServices } from '../testing';
import { removeUnusedUnconfirmedAccounts } from './account-cleanup';

const DAY = 24 * 60 * 60 * 1000;

describe('unused, unconfirmed accounts', () => {
  it('go after a week; confirmed, used, paying or recent ones stay', async () => {
    const s = testServices();
    const old = new Date(Date.now() - 8 * DAY);
    const gone = await asNewUser(s, { emailVerified: false, role: null, createdAt: old });
    const recent = await asNewUser(s, { emailVerified: false, role: null });
    const confirmed = await asNewUser(s, { emailVerified: true, role: null, createdAt: old });
    const used = await asNewUser(s, { emailVerified: false, role: 'PARTICIPANT', createdAt: old });
    const paying = await asNewUser(s, {
      emailVerified: false,
      role: null,
      createdAt: old,
      subscribedUntil: new Date(Date.now() + DAY),
    });
    expect(await removeUnusedUnconfirmedAccounts(s.db)).toBe(1);
    const left = (await fetchAll(s.db.select({ id: users.id }).from(users))).map((u) => u.id);
    expect(left).not.toContain(gone.user.id);
    expect(left.sort()).toEqual([recent, confirmed, used, paying].map((u) => u.user.id).sort());
  });
});
