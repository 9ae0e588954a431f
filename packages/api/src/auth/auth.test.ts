import { emailOutbox, execute, fetchAll, fetchOne, passwordResetTokens, sessions, users } from '@cancha/db';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { browserCaller, testServices } from '../testing';
import { hashToken } from './session';

const signUpInput = (email = 'ana@example.com') => ({
  email,
  password: 'secreto1',
  userGender: 'FEMALE' as const,
  birthdate: '15/03/1995',
});

async function lastResetToken(services: ReturnType<typeof testServices>): Promise<string> {
  const mail = (await fetchAll(services.db.select().from(emailOutbox))).at(-1);
  const token = mail?.text.match(/token=([a-z0-9]+)/)?.[1];
  if (!token) throw new Error('no reset e-mail in the outbox');
  return token;
}

describe('auth.signUp', () => {
  it('creates an account with a hashed password and the birthdate normalised', async () => {
    const s = testServices();
    const { api } = browserCaller(s);
    await expect(api.auth.signUp(signUpInput('Ana@Example.com'))).resolves.toEqual({ success: true });
    const row = (await fetchOne(s.db.select().from(users)))!;
    expect(row.email).toBe('ana@example.com');
    expect(row.birthdate).toBe('1995-03-15');
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.role).toBeNull();
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
  });

  it('answers EMAIL_TAKEN for an existing e-mail, whatever its case', async () => {
    const s = testServices();
    await browserCaller(s).api.auth.signUp(signUpInput());
    await expect(browserCaller(s).api.auth.signUp(signUpInput('ANA@example.com'))).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'EMAIL_TAKEN',
    });
    expect(await fetchAll(s.db.select().from(users))).toHaveLength(1);
  });

  it.each([
    ['a short password', { password: '12345' }],
    ['a long password', { password: 'x'.repeat(23) }],
    ['a bad e-mail', { email: 'ana@example' }],
    ['a future birthdate', { birthdate: '01/01/2999' }],
    ['an impossible birthdate', { birthdate: '31/02/2000' }],
    ['an unknown gender', { userGender: 'ROBOT' }],
  ])('refuses %s with a validation error and stores nothing', async (_name, patch) => {
    const s = testServices();
    await expect(
      browserCaller(s).api.auth.signUp({ ...signUpInput(), ...(patch as object) } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await fetchAll(s.db.select().from(users))).toHaveLength(0);
  });
});

describe('auth.signIn', () => {
  it('starts a session stored only as a hash and answers role and subscription', async () => {
    const s = testServices();
    const browser = browserCaller(s);
    await browser.api.auth.signUp(signUpInput());
    await expect(
      browser.api.auth.signIn({ email: 'ana@example.com', password: 'secreto1' }),
    ).resolves.toEqual({
      role: null,
      subscriptionActive: false,
    });
    const token = browser.jar.get(SESSION_COOKIE_NAME)!;
    expect(token).toMatch(/^[a-z2-7]{32}$/);
    const stored = (await fetchOne(s.db.select().from(sessions)))!;
    expect(stored.id).toBe(hashToken(token));
    expect(stored.id).not.toBe(token);
    expect(stored.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const me = await browser.api.user.me();
    expect(me.user?.email).toBe('ana@example.com');
  });

  it('answers INVALID_CREDENTIALS alike for a wrong password and an unknown e-mail', async () => {
    const s = testServices();
    await browserCaller(s).api.auth.signUp(signUpInput());
    // Both asked at once and both settled before either is read: a refusal that comes first is never left
    // without a handler (an unhandled rejection, under load).
    const answers = await Promise.allSettled([
      browserCaller(s).api.auth.signIn({ email: 'ana@example.com', password: 'otracosa' }),
      browserCaller(s).api.auth.signIn({ email: 'nadie@example.com', password: 'secreto1' }),
    ]);
    const refused = { status: 'rejected', reason: { code: 'UNAUTHORIZED', message: 'INVALID_CREDENTIALS' } };
    expect(answers).toMatchObject([refused, refused]);
  });

  it('never locks the owner out: failures from many addresses only delay the right password', async () => {
    const s = testServices();
    const waits: number[] = [];
    s.rateLimits.sleep = async (ms) => void waits.push(ms);
    await browserCaller(s).api.auth.signUp(signUpInput());
    for (let i = 0; i < 14; i++) {
      await expect(
        browserCaller(s, { ip: `10.0.0.${i}` }).api.auth.signIn({
          email: 'ana@example.com',
          password: 'mal1234',
        }),
      ).rejects.toMatchObject({ message: 'INVALID_CREDENTIALS' });
    }
    // Past LIMITS.signInFailuresPerAccount each attempt waits longer, doubling up to the ceiling.
    expect(waits).toEqual([500, 1000, 1000 * 2, 1000 * 4]);
    await expect(
      browserCaller(s, { ip: '10.0.1.1' }).api.auth.signIn({
        email: 'ana@example.com',
        password: 'secreto1',
      }),
    ).resolves.toMatchObject({ role: null });
    expect(waits.at(-1)).toBe(8000);
  });

  it('refuses an address that keeps failing on one account, not the owner signing in from elsewhere', async () => {
    const s = testServices();
    s.rateLimits.sleep = async () => {};
    await browserCaller(s).api.auth.signUp(signUpInput());
    for (let i = 0; i < 10; i++) {
      await expect(
        browserCaller(s, { ip: '10.6.6.6' }).api.auth.signIn({
          email: 'ana@example.com',
          password: 'mal1234',
        }),
      ).rejects.toMatchObject({ message: 'INVALID_CREDENTIALS' });
    }
    await expect(
      browserCaller(s, { ip: '10.6.6.6' }).api.auth.signIn({
        email: 'ana@example.com',
        password: 'secreto1',
      }),
    ).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'TOO_MANY_ATTEMPTS' });
    await expect(
      browserCaller(s, { ip: '10.7.7.7' }).api.auth.signIn({
        email: 'ana@example.com',
        password: 'secreto1',
      }),
    ).resolves.toMatchObject({ role: null });
  });

  it('slows, never refuses, one address trying many accounts: the others behind it still sign in', async () => {
    const s = testServices();
    const waits: number[] = [];
    s.rateLimits.sleep = async (ms) => void waits.push(ms);
    await browserCaller(s).api.auth.signUp(signUpInput());
    for (let i = 0; i < 32; i++) {
      await expect(
        browserCaller(s, { ip: '10.9.9.9' }).api.auth.signIn({
          email: `x${i}@example.com`,
          password: 'whatever',
        }),
      ).rejects.toMatchObject({ message: 'INVALID_CREDENTIALS' });
    }
    expect(waits).toEqual([500, 1000]);
    await expect(
      browserCaller(s, { ip: '10.9.9.9' }).api.auth.signIn({
        email: 'ana@example.com',
        password: 'secreto1',
      }),
    ).resolves.toMatchObject({ role: null });
    expect(waits).toEqual([500, 1000, 2000]);
  });
});

describe('sign-up limits', () => {
  it('lets a registration night of 60 players in from one address, and stops a script past 100', async () => {
    const s = testServices();
    const night = browserCaller(s, { ip: '200.1.2.3' });
    for (let i = 0; i < 100; i++) {
      await expect(night.api.auth.signUp(signUpInput(`jugador${i}@example.com`))).resolves.toEqual({
        success: true,
      });
    }
    await expect(night.api.auth.signUp(signUpInput('uno.mas@example.com'))).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await fetchAll(s.db.select().from(users))).toHaveLength(100);
  }, 60_000);
});

describe('auth.signOut', () => {
  it('deletes the session and the cookie', async () => {
    const s = testServices();
    const browser = browserCaller(s);
    await browser.api.auth.signUp(signUpInput());
    await browser.api.auth.signIn({ email: 'ana@example.com', password: 'secreto1' });
    await browser.api.auth.signOut();
    expect(browser.jar.get(SESSION_COOKIE_NAME)).toBeUndefined();
    expect(await fetchAll(s.db.select().from(sessions))).toHaveLength(0);
    expect((await browser.api.user.me()).user).toBeNull();
  });
});

describe('password reset', () => {
  it('e-mails a single-use link that sets a new password and ends every session', async () => {
    const s = testServices();
    const browser = browserCaller(s);
    await browser.api.auth.signUp(signUpInput());
    await browser.api.auth.signIn({ email: 'ana@example.com', password: 'secreto1' });
    await browserCaller(s).api.auth.requestPasswordReset({ email: 'ana@example.com', locale: 'en' });
    const mail = (await fetchAll(s.db.select().from(emailOutbox))).at(-1)!;
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('Reset your Cancha password');
    expect(mail.status).toBe('STORED');
    expect(mail.text).toContain('http://localhost:3000/new-password?token=');
    const token = await lastResetToken(s);
    expect((await fetchOne(s.db.select().from(passwordResetTokens)))!.id).toBe(hashToken(token));

    await browserCaller(s).api.auth.resetPassword({ token, password: 'nueva123' });
    expect((await browser.api.user.me()).user).toBeNull();
    await expect(
      browserCaller(s).api.auth.signIn({ email: 'ana@example.com', password: 'nueva123' }),
    ).resolves.toMatchObject({ role: null });
    await expect(
      browserCaller(s).api.auth.resetPassword({ token, password: 'otra1234' }),
    ).rejects.toMatchObject({
      message: 'TOKEN_INVALID',
    });
  });

  it('answers an unknown address exactly like a known one, sends it nothing, and throttles both alike', async () => {
    const s = testServices();
    await browserCaller(s).api.auth.signUp(signUpInput());
    const ask = (email: string) =>
      browserCaller(s, { ip: `10.1.1.${email.length}` }).api.auth.requestPasswordReset({
        email,
        locale: 'es',
      });
    const known = await ask('ana@example.com');
    const unknown = await ask('nadie@example.com');
    expect(unknown).toEqual(known);
    expect(
      (await fetchAll(s.db.select().from(emailOutbox)))
        .filter((m) => m.text.includes('/new-password'))
        .map((m) => m.to),
    ).toEqual(['ana@example.com']);
    const outcomes = async (email: string) => {
      const answers: string[] = [];
      for (let i = 0; i < 6; i++) {
        answers.push(
          await ask(email).then(
            () => 'ok',
            (e: Error) => e.message,
          ),
        );
      }
      return answers;
    };
    expect(await outcomes('nadie@example.com')).toEqual(await outcomes('ana@example.com'));
  });

  it('answers TOKEN_EXPIRED after an hour and TOKEN_INVALID for an unknown token', async () => {
    const s = testServices();
    await browserCaller(s).api.auth.signUp(signUpInput());
    await browserCaller(s).api.auth.requestPasswordReset({ email: 'ana@example.com', locale: 'es' });
    const token = await lastResetToken(s);
    await execute(
      s.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(passwordResetTokens.id, hashToken(token))),
    );
    await expect(
      browserCaller(s).api.auth.resetPassword({ token, password: 'nueva123' }),
    ).rejects.toMatchObject({
      message: 'TOKEN_EXPIRED',
    });
    await expect(
      browserCaller(s).api.auth.resetPassword({ token: 'nope', password: 'nueva123' }),
    ).rejects.toMatchObject({ message: 'TOKEN_INVALID' });
  });

  it('keeps only the newest link valid and writes the e-mail in the chosen language', async () => {
    const s = testServices();
    await browserCaller(s).api.auth.signUp(signUpInput());
    await browserCaller(s).api.auth.requestPasswordReset({ email: 'ana@example.com', locale: 'es' });
    const first = await lastResetToken(s);
    await browserCaller(s).api.auth.requestPasswordReset({ email: 'ana@example.com', locale: 'br' });
    expect((await fetchAll(s.db.select().from(emailOutbox))).at(-1)!.subject).toBe(
      'Redefina sua senha do Cancha',
    );
    await expect(
      browserCaller(s).api.auth.resetPassword({ token: first, password: 'nueva123' }),
    ).rejects.toMatchObject({ message: 'TOKEN_INVALID' });
  });
});

describe('auth.config', () => {
  it('offers Google only when configured and demo accounts only in demo mode', async () => {
    const plain = await browserCaller(testServices()).api.auth.config();
    expect(plain).toEqual({
      google: false,
      demo: false,
      demoAccounts: [],
      map: { tileUrl: 'https://tiles.test/{z}/{x}/{y}.png', attribution: 'Tiles' },
      // No provider configured: the built-in sandbox takes the (test) payments.
      paymentProvider: 'sandbox',
    });
    const noMaps = await browserCaller(testServices({ config: { map: null } })).api.auth.config();
    expect(noMaps.map).toBeNull();
    const demo = await browserCaller(
      testServices({
        config: {
          demo: true,
          google: {
            clientId: 'c',
            clientSecret: 's',
            authorizationEndpoint: 'http://a',
            tokenEndpoint: 'http://t',
          },
        },
      }),
    ).api.auth.config();
    expect(demo.google).toBe(true);
    expect(demo.demoAccounts.map((a) => a.email)).toContain('organizador@cancha.demo');
  });
});
