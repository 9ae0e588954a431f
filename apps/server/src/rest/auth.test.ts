import { emailOutbox, execute, fetchAll, passwordResetTokens, sessions, users } from '@cancha/db';
import { describe, expect, it } from 'vitest';
import { SIGNUP, testApp } from '../testing/test-app';

describe('POST /api/v1/auth/signup', () => {
  it('answers 201 with success and stores the account', async () => {
    const { client, services } = testApp();
    const r = await client().post('/api/v1/auth/signup', SIGNUP);
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ success: true });
    expect(await fetchAll(services.db.select().from(users))).toHaveLength(1);
  });

  it("answers 409 'ya existe' for a registered e-mail", async () => {
    const { client } = testApp();
    await client().post('/api/v1/auth/signup', SIGNUP);
    const r = await client().post('/api/v1/auth/signup', { ...SIGNUP, email: 'ANA@example.com' });
    expect(r.status).toBe(409);
    expect(r.json).toEqual({ errorMessage: 'ya existe', code: 'EMAIL_TAKEN' });
  });

  it.each([
    ['missing fields', {}],
    ['wrong types', { email: 5, password: true, userGender: [], birthdate: {} }],
    ['a bad birthdate', { ...SIGNUP, birthdate: '32/13/2000' }],
  ])('answers 400 with field errors for %s and stores nothing', async (_n, body) => {
    const { client, services } = testApp();
    const r = await client().post('/api/v1/auth/signup', body);
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('VALIDATION');
    expect(r.json.errorMessage).toBe('Revisa los datos ingresados.');
    expect(Object.keys(r.json.fieldErrors).length).toBeGreaterThan(0);
    expect(await fetchAll(services.db.select().from(users))).toHaveLength(0);
  });

  it('answers 400 to a body that is not JSON and 413 to a huge one', async () => {
    const { client } = testApp();
    expect(
      (await client().post('/api/v1/auth/signup', '{not json', { 'content-type': 'application/json' }))
        .status,
    ).toBe(400);
    const huge = JSON.stringify({ ...SIGNUP, email: `${'a'.repeat(7 * 1024 * 1024)}@x.com` });
    const r = await client().post('/api/v1/auth/signup', huge, { 'content-type': 'application/json' });
    expect(r.status).toBe(413);
    expect(r.json.errorMessage).toBe('Tamaño de archivo excedido');
  });
});

describe('POST /api/v1/auth/signin', () => {
  it('sets an HttpOnly SameSite=Lax session cookie and answers role, subscriptionActive and errorMessage', async () => {
    const { client } = testApp();
    const browser = client();
    await browser.post('/api/v1/auth/signup', SIGNUP);
    const r = await browser.post('/api/v1/auth/signin', { email: SIGNUP.email, password: SIGNUP.password });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ role: null, subscriptionActive: false, errorMessage: null });
    const cookie = r.res.headers.getSetCookie().find((c) => c.startsWith('cancha_session='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    expect((await browser.get('/api/v1/user/me')).json.user.email).toBe(SIGNUP.email);
  });

  it('marks the cookie Secure behind https', async () => {
    const { client } = testApp({ config: { secureCookies: true, publicUrl: 'https://cancha.example' } });
    const browser = client();
    await browser.post('/api/v1/auth/signup', SIGNUP);
    const r = await browser.post('/api/v1/auth/signin', { email: SIGNUP.email, password: SIGNUP.password });
    expect(r.res.headers.getSetCookie().join()).toMatch(/Secure/);
  });

  it("answers 401 'incorrecto' for a wrong password or an unknown e-mail, and 429 after repeated failures", async () => {
    const { client } = testApp();
    await client().post('/api/v1/auth/signup', SIGNUP);
    const attacker = client();
    const wrong = await attacker.post('/api/v1/auth/signin', { email: SIGNUP.email, password: 'nope123' });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ errorMessage: 'incorrecto', code: 'INVALID_CREDENTIALS' });
    const unknown = await attacker.post('/api/v1/auth/signin', { email: 'x@y.com', password: 'nope123' });
    expect(unknown.json.errorMessage).toBe('incorrecto');
    for (let i = 0; i < 10; i++)
      await attacker.post('/api/v1/auth/signin', { email: SIGNUP.email, password: 'nope123' });
    const blocked = await attacker.post('/api/v1/auth/signin', {
      email: SIGNUP.email,
      password: SIGNUP.password,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json.code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('GET /api/v1/auth/logout', () => {
  it('ends the session and clears the cookie', async () => {
    const { client, services } = testApp();
    const browser = client();
    await browser.post('/api/v1/auth/signup', SIGNUP);
    await browser.post('/api/v1/auth/signin', { email: SIGNUP.email, password: SIGNUP.password });
    const r = await browser.get('/api/v1/auth/logout');
    expect(r.status).toBe(200);
    expect(r.res.headers.getSetCookie().join()).toMatch(/cancha_session=; .*Max-Age=0/);
    expect(await fetchAll(services.db.select().from(sessions))).toHaveLength(0);
    const me = await browser.get('/api/v1/user/me');
    expect(me.status).toBe(401);
    expect(me.json.user).toBeNull();
  });

  it('changes nothing for a cross-site or proof-less request, and ends the session from the site itself', async () => {
    const { client, services } = testApp();
    const browser = client();
    await browser.post('/api/v1/auth/signup', SIGNUP);
    await browser.post('/api/v1/auth/signin', { email: SIGNUP.email, password: SIGNUP.password });
    // A link or an image on another site: another Origin, or none and the browser's Sec-Fetch-Site, or no proof.
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://evil.test' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
      { origin: '', 'sec-fetch-site': 'same-site' },
      { origin: '' },
    ];
    for (const headers of crossSite) {
      const r = await browser.get('/api/v1/auth/logout', headers);
      expect(r.status, JSON.stringify(headers)).toBe(403);
      expect(r.json).toEqual({
        errorMessage: 'No tienes permiso para realizar esta acción.',
        code: 'FORBIDDEN',
      });
      expect(r.res.headers.getSetCookie()).toEqual([]);
      expect(await fetchAll(services.db.select().from(sessions))).toHaveLength(1);
      expect((await browser.get('/api/v1/user/me')).json.user.email).toBe(SIGNUP.email);
    }
    // The app's own page: a same-origin fetch carries Sec-Fetch-Site (and no Origin on a GET).
    const r = await browser.get('/api/v1/auth/logout', { origin: '', 'sec-fetch-site': 'same-origin' });
    expect(r.status).toBe(200);
    expect(await fetchAll(services.db.select().from(sessions))).toHaveLength(0);
    expect((await browser.get('/api/v1/user/me')).status).toBe(401);
  });
});

describe('password reset over REST', () => {
  it("e-mails a link; new-password answers 'invalido' on reuse and 'expirado' when old", async () => {
    const { client, services } = testApp();
    await client().post('/api/v1/auth/signup', SIGNUP);
    const missing = await client().post('/api/v1/auth/reset-password', {
      email: 'nadie@example.com',
      locale: 'es',
    });
    // The same answer as for a registered address, so the form tells no one who has an account.
    expect(missing.status).toBe(200);
    const resetMails = async () =>
      (await fetchAll(services.db.select().from(emailOutbox))).filter((m) =>
        m.text.includes('/new-password'),
      );
    expect(await resetMails()).toHaveLength(0);

    const asked = await client().post('/api/v1/auth/reset-password', {
      token: '',
      email: SIGNUP.email,
      locale: 'es',
    });
    expect(asked.status).toBe(200);
    const mail = (await resetMails())[0]!;
    expect(mail.subject).toBe('Restablece tu contraseña de Cancha');
    const token = /token=([a-z0-9]+)/.exec(mail.text)![1];

    const ok = await client().post('/api/v1/auth/new-password', { token, password: 'nueva123' });
    expect(ok.status).toBe(200);
    const again = await client().post('/api/v1/auth/new-password', { token, password: 'nueva123' });
    expect(again.status).toBe(400);
    expect(again.json.errorMessage).toBe('invalido');
    const signin = await client().post('/api/v1/auth/signin', { email: SIGNUP.email, password: 'nueva123' });
    expect(signin.status).toBe(200);

    await client().post('/api/v1/auth/reset-password', { email: SIGNUP.email, locale: 'es' });
    const latest = (await fetchAll(services.db.select().from(emailOutbox))).at(-1)!;
    const old = /token=([a-z0-9]+)/.exec(latest.text)![1];
    await execute(services.db.update(passwordResetTokens).set({ expiresAt: new Date(0) }));
    const expired = await client().post('/api/v1/auth/new-password', { token: old, password: 'otra1234' });
    expect(expired.json.errorMessage).toBe('expirado');
  });

  it('answers 400 to a too-short new password', async () => {
    const { client } = testApp();
    const r = await client().post('/api/v1/auth/new-password', { token: 'abc', password: '123' });
    expect(r.status).toBe(400);
    expect(r.json.fieldErrors.password).toBeTruthy();
  });
});

describe('cross-site requests', () => {
  it('refuses a form post from another origin', async () => {
    const { client } = testApp();
    const form = new FormData();
    form.append('email', 'a@b.com');
    const r = await client().post('/api/v1/auth/signin', form, { origin: 'https://evil.example' });
    expect(r.status).toBe(403);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    const { client } = testApp();
    const r = await client().get('/api/v1/nothing-here');
    expect(r.status).toBe(404);
    expect(r.json.code).toBe('NOT_FOUND');
  });
});

describe('refused input over REST', () => {
  it('names each field with a code the client can word, never a pattern or a library sentence', async () => {
    const { client } = testApp();
    const r = await client().post('/api/v1/auth/signup', {
      email: 'ana@',
      password: '123',
      userGender: 'ROBOT',
      birthdate: '31/02/2000',
    });
    expect(r.status).toBe(400);
    expect(r.json.fieldErrors).toEqual({
      email: ['INVALID_FORMAT'],
      password: ['TOO_SMALL'],
      userGender: ['INVALID_VALUE'],
      birthdate: ['DATE_INVALID'],
    });
    expect(r.text).not.toMatch(/\^|\$\/|Invalid|expected/);
  });
});
