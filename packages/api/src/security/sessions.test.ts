import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { browserCaller, memoryCookieJar, testServices } from '../testing';

const ACCOUNT = {
  email: 'ana@example.com',
  password: 'secreto1',
  userGender: 'FEMALE' as const,
  birthdate: '1994-05-20',
};

describe('sessions', () => {
  it('never adopts a token planted before sign-in (session fixation)', async () => {
    const s = testServices();
    await browserCaller(s).api.auth.signUp(ACCOUNT);
    const jar = memoryCookieJar();
    jar.values.set(SESSION_COOKIE_NAME, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    const victim = browserCaller(s, { jar });
    await victim.api.auth.signIn({ email: ACCOUNT.email, password: ACCOUNT.password });
    const issued = jar.get(SESSION_COOKIE_NAME);
    expect(issued).not.toBe('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    // The attacker's copy of the planted value opens nothing.
    const attacker = memoryCookieJar();
    attacker.values.set(SESSION_COOKIE_NAME, 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    expect((await browserCaller(s, { jar: attacker }).api.user.me()).user).toBeNull();
    expect((await victim.api.user.me()).user?.email).toBe(ACCOUNT.email);
  });

  it('ends every other session when the password changes, and the session itself on sign-out', async () => {
    const s = testServices();
    await browserCaller(s).api.auth.signUp(ACCOUNT);
    const phone = browserCaller(s);
    const laptop = browserCaller(s);
    for (const device of [phone, laptop]) {
      await device.api.auth.signIn({ email: ACCOUNT.email, password: ACCOUNT.password });
    }
    const stolen = memoryCookieJar();
    stolen.values.set(SESSION_COOKIE_NAME, phone.jar.get(SESSION_COOKIE_NAME)!);
    await laptop.api.user.updatePassword({
      currentPassword: ACCOUNT.password,
      newPassword: 'otraclave9',
      primaryPassword: 'otraclave9',
    });
    expect((await phone.api.user.me()).user).toBeNull();
    expect((await browserCaller(s, { jar: stolen }).api.user.me()).user).toBeNull();
    expect((await laptop.api.user.me()).user?.email).toBe(ACCOUNT.email);
    await laptop.api.auth.signOut();
    expect((await laptop.api.user.me()).user).toBeNull();
  });
});
