import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execute, fetchAll, fetchOne, sessions, users } from '@cancha/db';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JPEG_BYTES, PNG_BYTES, WEBP_BYTES } from '../test-fixtures/images';
import { tournamentInput } from '../test-fixtures/tournaments';
import { asNewUser, browserCaller, confirmationTokenFor, testServices } from '../testing';
import { sniffImageType } from '../uploads/images';

function services(config: Parameters<typeof testServices>[0] = {}) {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'cancha-uploads-'));
  return testServices({ ...config, config: { uploadsDir, ...config.config } });
}

async function signedIn(s: ReturnType<typeof testServices>, email = 'ana@example.com') {
  const browser = browserCaller(s);
  await browser.api.auth.signUp({
    email,
    password: 'secreto1',
    userGender: 'FEMALE',
    birthdate: '1995-03-15',
  });
  await browser.api.auth.signIn({ email, password: 'secreto1' });
  return browser;
}

function form(fields: Record<string, string | Blob>): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

describe('user.me', () => {
  it('answers null without a session and the current-user fields with one (product: accounts#current-user)', async () => {
    const s = services();
    expect(await browserCaller(s).api.user.me()).toEqual({ user: null });
    const { user } = await (await signedIn(s)).api.user.me();
    expect(user).toMatchObject({
      email: 'ana@example.com',
      fullname: null,
      lastname: null,
      userGender: 'FEMALE',
      birthdate: '1995-03-15',
      role: null,
      avatar: null,
      image: null,
      subscriptionActive: false,
      isSiteOwner: false,
      hasPassword: true,
      playerTeam: [],
      teams: [],
    });
  });

  it('drops an expired session', async () => {
    const s = services();
    const browser = await signedIn(s);
    await execute(s.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }));
    expect((await browser.api.user.me()).user).toBeNull();
    expect(await fetchAll(s.db.select().from(sessions))).toHaveLength(0);
  });

  it('slides the expiry forward once half of it is used', async () => {
    const s = services();
    const browser = await signedIn(s);
    const soon = new Date(Date.now() + 5 * 24 * 3600 * 1000);
    await execute(s.db.update(sessions).set({ expiresAt: soon }));
    await browser.api.user.me();
    expect((await fetchOne(s.db.select().from(sessions)))!.expiresAt.getTime()).toBeGreaterThan(
      soon.getTime() + 20 * 24 * 3600e3,
    );
  });
});

describe('user.setRole', () => {
  it('sets the role once and refuses a change', async () => {
    const s = services();
    const browser = await signedIn(s);
    const { user } = await browser.api.user.setRole({ role: 'PARTICIPANT' });
    expect(user.role).toBe('PARTICIPANT');
    await expect(browser.api.user.setRole({ role: 'PARTICIPANT' })).resolves.toBeTruthy();
    await expect(browser.api.user.setRole({ role: 'ADMIN' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'ROLE_ALREADY_SET',
    });
  });

  it('needs a session and a known role', async () => {
    const s = services();
    await expect(browserCaller(s).api.user.setRole({ role: 'ADMIN' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const browser = await signedIn(s);
    await expect(browser.api.user.setRole({ role: 'OWNER' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('user.updateProfile', () => {
  it('saves every field and the avatar recognised by its content', async () => {
    const s = services();
    const browser = await signedIn(s);
    const { user } = await browser.api.user.updateProfile(
      form({
        fullname: 'Ana',
        lastname: 'Gómez',
        location: 'Córdoba, Argentina',
        email: 'ana.gomez@example.com',
        currentPassword: 'secreto1',
        username: 'anita',
        userGender: 'FEMALE',
        birthdate: '02/01/1996',
        file: new File([PNG_BYTES], 'me.txt', { type: 'text/plain' }),
      }),
    );
    expect(user).toMatchObject({
      fullname: 'Ana',
      lastname: 'Gómez',
      name: 'Ana Gómez',
      location: 'Córdoba, Argentina',
      // The new address waits for its confirmation link (email-confirmation.test.ts).
      email: 'ana@example.com',
      pendingEmail: 'ana.gomez@example.com',
      username: 'anita',
      birthdate: '1996-01-02',
    });
    expect(user.avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.png$/);
    expect(await s.uploads.read(user.avatar!)).toMatchObject({ type: 'image/png' });
  });

  it('refuses a file that is not an image, changing nothing', async () => {
    const s = services();
    const browser = await signedIn(s);
    await expect(
      browser.api.user.updateProfile(
        form({ fullname: 'Ana', file: new File(['<script>'], 'x.png', { type: 'image/png' }) }),
      ),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'FILE_INVALID' });
    expect((await fetchOne(s.db.select().from(users)))!.fullname).toBeNull();
  });

  it('refuses a file over 5 MB with PAYLOAD_TOO_LARGE', async () => {
    const s = services();
    const browser = await signedIn(s);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    await expect(
      browser.api.user.updateProfile(form({ file: new File([big], 'big.png') })),
    ).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'FILE_TOO_LARGE',
    });
  });

  it('refuses an e-mail or username that belongs to someone else', async () => {
    const s = services();
    const other = await signedIn(s, 'otro@example.com');
    await other.api.user.updateProfile(form({ username: 'tomado' }));
    const browser = await signedIn(s);
    await expect(browser.api.user.updateProfile(form({ email: 'otro@example.com' }))).rejects.toMatchObject({
      message: 'EMAIL_TAKEN',
    });
    await expect(browser.api.user.updateProfile(form({ username: 'tomado' }))).rejects.toMatchObject({
      message: 'USERNAME_TAKEN',
    });
  });

  it('refuses bad field values with field errors', async () => {
    const s = services();
    const browser = await signedIn(s);
    await expect(browser.api.user.updateProfile(form({ birthdate: '99/99/2000' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(browser.api.user.updateProfile(form({ email: 'no-es-email' }))).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(browser.api.user.updateProfile({ fullname: 'x' } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('recognises jpeg and webp and nothing else', () => {
    expect(sniffImageType(JPEG_BYTES)).toBe('image/jpeg');
    expect(sniffImageType(WEBP_BYTES)).toBe('image/webp');
    expect(sniffImageType(new TextEncoder().encode('GIF89a....'))).toBeNull();
  });
});

describe('user.updatePassword', () => {
  it('changes the password, ends other sessions and keeps this one', async () => {
    const s = services();
    const browser = await signedIn(s);
    const otherDevice = browserCaller(s);
    await otherDevice.api.auth.signIn({ email: 'ana@example.com', password: 'secreto1' });
    await browser.api.user.updatePassword({
      currentPassword: 'secreto1',
      newPassword: 'nueva123',
      primaryPassword: 'nueva123',
    });
    expect((await browser.api.user.me()).user?.email).toBe('ana@example.com');
    expect((await otherDevice.api.user.me()).user).toBeNull();
    await expect(
      browserCaller(s).api.auth.signIn({ email: 'ana@example.com', password: 'nueva123' }),
    ).resolves.toBeTruthy();
  });

  it('refuses a wrong current password and a repeat that does not match', async () => {
    const s = services();
    const browser = await signedIn(s);
    await expect(
      browser.api.user.updatePassword({
        currentPassword: 'malmal1',
        newPassword: 'nueva123',
        primaryPassword: 'nueva123',
      }),
    ).rejects.toMatchObject({ message: 'WRONG_PASSWORD' });
    await expect(
      browser.api.user.updatePassword({
        currentPassword: 'secreto1',
        newPassword: 'nueva123',
        primaryPassword: 'nueva124',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('user.deleteAccount', () => {
  it('deletes the own account with its sessions and signs out', async () => {
    const s = services();
    const browser = await signedIn(s);
    const { user } = await browser.api.user.me();
    await browser.api.user.deleteAccount({ id: user!.id });
    expect(await fetchAll(s.db.select().from(users))).toHaveLength(0);
    expect(await fetchAll(s.db.select().from(sessions))).toHaveLength(0);
    expect(browser.jar.get(SESSION_COOKIE_NAME)).toBeUndefined();
  });

  it("refuses another user's account and a tournament creator's", async () => {
    const s = services();
    const victim = await signedIn(s, 'victima@example.com');
    const victimId = (await victim.api.user.me()).user!.id;
    const browser = await signedIn(s);
    await expect(browser.api.user.deleteAccount({ id: victimId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await browser.api.user.setRole({ role: 'ADMIN' });
    const me = (await browser.api.user.me()).user!;
    await expect(browser.api.user.deleteAccount({ id: me.id })).rejects.toMatchObject({
      message: 'ADMIN_CANNOT_DELETE',
    });
    expect(await fetchOne(s.db.select().from(users).where(eq(users.id, me.id)))).toBeTruthy();
  });
});

describe('user.list', () => {
  it('is for site owners only', async () => {
    const s = services();
    await signedIn(s, 'uno@example.com');
    const owner = await signedIn(s, 'owner@cancha.test');
    // An owner address gives its rights once the account has proven it.
    expect((await owner.api.user.me()).user!.isSiteOwner).toBe(false);
    await expect(owner.api.user.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await browserCaller(s).api.auth.confirmEmail({
      token: await confirmationTokenFor(s, 'owner@cancha.test'),
    });
    expect((await owner.api.user.me()).user!.isSiteOwner).toBe(true);
    const list = await owner.api.user.list();
    expect(list.total).toBe(2);
    expect(list.users.map((u) => u.email).sort()).toEqual(['owner@cancha.test', 'uno@example.com']);
    expect(Object.keys(list.users[0]!).sort()).toEqual(['email', 'id', 'image', 'username']);
    const someone = await signedIn(s, 'dos@example.com');
    await expect(someone.api.user.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(browserCaller(s).api.user.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('user.me of a tournament creator', () => {
  it('lists the tournaments they created, newest first (product: accounts#current-user — User.tournaments)', async () => {
    const s = services();
    const creator = await asNewUser(s, { role: 'ADMIN' });
    expect((await creator.api.user.me()).user?.tournaments).toEqual([]);
    const first = await creator.api.tournaments.create(tournamentInput({ name: 'Copa Otoño' }));
    const second = await creator.api.tournaments.create(tournamentInput({ name: 'Copa Invierno' }));
    expect((await creator.api.user.me()).user?.tournaments).toEqual([
      { id: second.id, name: 'Copa Invierno' },
      { id: first.id, name: 'Copa Otoño' },
    ]);
    const player = await asNewUser(s);
    expect((await player.api.user.me()).user).not.toHaveProperty('tournaments');
  });
});
