import { confirmationTokenFor, tinyImage } from '@cancha/api/testing';
import { fetchAll, fetchOne, users } from '@cancha/db';
import { describe, expect, it } from 'vitest';
import { SIGNUP, testApp } from '../testing/test-app';

// Uploads are decoded and re-encoded, so a real image (magic bytes alone are refused).
const PNG = await tinyImage('image/png');

async function signedIn(t: ReturnType<typeof testApp>, email = SIGNUP.email) {
  const browser = t.client();
  await browser.post('/api/v1/auth/signup', { ...SIGNUP, email });
  await browser.post('/api/v1/auth/signin', { email, password: SIGNUP.password });
  return browser;
}

describe('GET /api/v1/user/me', () => {
  it('answers {user} with the current-user fields (product: accounts#current-user)', async () => {
    const t = testApp();
    const r = await (await signedIn(t)).get('/api/v1/user/me');
    expect(r.status).toBe(200);
    expect(Object.keys(r.json.user)).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'fullname',
        'lastname',
        'location',
        'email',
        'username',
        'userGender',
      ]),
    );
    expect(r.json.user).toMatchObject({
      birthdate: '1995-03-15',
      avatar: null,
      image: null,
      role: null,
      playerTeam: [],
      teams: [],
    });
  });

  it('answers 401 with {user: null} and a readable errorMessage without a session', async () => {
    const r = await testApp().client().get('/api/v1/user/me');
    expect(r.status).toBe(401);
    expect(r.json).toEqual({
      user: null,
      errorMessage: 'Debes iniciar sesión para continuar.',
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('PUT /api/v1/user', () => {
  it('sets the role once with {role}', async () => {
    const t = testApp();
    const browser = await signedIn(t);
    const r = await browser.put('/api/v1/user', { role: 'ADMIN' });
    expect(r.status).toBe(200);
    expect(r.json.user.role).toBe('ADMIN');
    expect(r.json.user.tournaments).toEqual([]);
    const again = await browser.put('/api/v1/user', { role: 'PARTICIPANT' });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('ROLE_ALREADY_SET');
  });

  it('answers 401 without a session and 400 for an unknown role', async () => {
    const t = testApp();
    expect((await t.client().put('/api/v1/user', { role: 'ADMIN' })).status).toBe(401);
    const r = await (await signedIn(t)).put('/api/v1/user', { role: 'SUPERUSER' });
    expect(r.status).toBe(400);
    expect(r.json.fieldErrors.role).toBeTruthy();
  });

  it('updates the profile from multipart with the avatar', async () => {
    const t = testApp();
    const browser = await signedIn(t);
    const form = new FormData();
    form.append('fullname', 'Ana');
    form.append('lastname', 'Gómez');
    form.append('location', 'Rosario');
    form.append('email', SIGNUP.email);
    form.append('username', 'anita');
    form.append('userGender', 'FEMALE');
    form.append('birthdate', '1995-03-15');
    form.append('file', new File([PNG], 'avatar.png', { type: 'image/png' }));
    const r = await browser.put('/api/v1/user', form);
    expect(r.status).toBe(200);
    expect(r.json.user).toMatchObject({ fullname: 'Ana', lastname: 'Gómez', username: 'anita' });
    const avatar = await browser.get(r.json.user.avatar);
    expect(avatar.status).toBe(200);
    expect(avatar.res.headers.get('content-type')).toBe('image/png');
  });

  it('serves an avatar re-encoded: a script appended to the PNG is gone', async () => {
    const t = testApp();
    const browser = await signedIn(t);
    const form = new FormData();
    form.append('file', new File([PNG, '<script>alert(document.cookie)</script>'], 'avatar.png'));
    const r = await browser.put('/api/v1/user', form);
    expect(r.status).toBe(200);
    const avatar = await browser.get(r.json.user.avatar);
    expect(avatar.status).toBe(200);
    expect(avatar.text).toContain('IEND');
    expect(avatar.text).not.toContain('<script>');
  });

  it("answers 400 'Archivo no válido' to a non-image and 413 'Tamaño de archivo excedido' to a big file, changing nothing", async () => {
    const t = testApp();
    const browser = await signedIn(t);
    const bad = new FormData();
    bad.append('fullname', 'Ana');
    bad.append('file', new File(['%PDF-1.7'], 'cv.png', { type: 'image/png' }));
    const r = await browser.put('/api/v1/user', bad);
    expect(r.status).toBe(400);
    expect(r.json.errorMessage).toBe('Archivo no válido');

    const bigBytes = new Uint8Array(5 * 1024 * 1024 + 10);
    bigBytes.set(PNG);
    const big = new FormData();
    big.append('fullname', 'Ana');
    big.append('file', new File([bigBytes], 'big.png'));
    const r2 = await browser.put('/api/v1/user', big);
    expect(r2.status).toBe(413);
    expect(r2.json.errorMessage).toBe('Tamaño de archivo excedido');
    expect((await fetchOne(t.services.db.select().from(users)))!.fullname).toBeNull();
  });
});

describe('PUT /api/v1/user/update-password', () => {
  it('changes the password with currentPassword, newPassword and primaryPassword', async () => {
    const t = testApp();
    const browser = await signedIn(t);
    const wrong = await browser.put('/api/v1/user/update-password', {
      currentPassword: 'nope123',
      newPassword: 'nueva123',
      primaryPassword: 'nueva123',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.code).toBe('WRONG_PASSWORD');
    const ok = await browser.put('/api/v1/user/update-password', {
      currentPassword: SIGNUP.password,
      newPassword: 'nueva123',
      primaryPassword: 'nueva123',
    });
    expect(ok.status).toBe(200);
    expect((await browser.get('/api/v1/user/me')).status).toBe(200);
    const fresh = await t.client().post('/api/v1/auth/signin', { email: SIGNUP.email, password: 'nueva123' });
    expect(fresh.status).toBe(200);
  });
});

describe('DELETE /api/v1/user/{id}', () => {
  it('deletes only the own account', async () => {
    const t = testApp();
    const other = await signedIn(t, 'otra@example.com');
    const otherId = (await other.get('/api/v1/user/me')).json.user.id;
    const browser = await signedIn(t);
    expect((await browser.del(`/api/v1/user/${otherId}`)).status).toBe(403);
    const myId = (await browser.get('/api/v1/user/me')).json.user.id;
    const r = await browser.del(`/api/v1/user/${myId}`);
    expect(r.status).toBe(200);
    expect(r.json.success).toBe(true);
    expect((await browser.get('/api/v1/user/me')).status).toBe(401);
    expect((await fetchAll(t.services.db.select().from(users))).map((u) => u.email)).toEqual([
      'otra@example.com',
    ]);
  });
});

describe('GET /api/v1/user', () => {
  it('lists users with total for site owners and answers 403 to others', async () => {
    const t = testApp();
    const player = await signedIn(t);
    expect((await player.get('/api/v1/user')).status).toBe(403);
    const owner = await signedIn(t, 'owner@cancha.test');
    // The owner address counts once the link e-mailed to it is opened (a plain GET, as from a mail app).
    expect((await owner.get('/api/v1/user')).status).toBe(403);
    const link = await t
      .client()
      .get(`/confirm-email?token=${await confirmationTokenFor(t.services, 'owner@cancha.test')}`);
    expect(link.status).toBe(303);
    expect(link.res.headers.get('location')).toBe('/email-confirmed?result=CONFIRMED');
    const reused = await t
      .client()
      .get(`/confirm-email?token=${await confirmationTokenFor(t.services, 'owner@cancha.test')}`);
    expect(reused.res.headers.get('location')).toBe('/email-confirmed?result=TOKEN_INVALID');
    const r = await owner.get('/api/v1/user');
    expect(r.status).toBe(200);
    expect(r.json.total).toBe(2);
    expect(r.json.users[0]).toEqual({
      id: expect.any(String),
      username: null,
      email: SIGNUP.email,
      image: null,
    });
  });
});
