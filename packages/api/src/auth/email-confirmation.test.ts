import {
  emailConfirmations,
  emailOutbox,
  execute,
  fetchAll,
  fetchOne,
  passwordResetTokens,
  teamPlayers,
  users,
} from '@cancha/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tournamentInput } from '../test-fixtures/tournaments';
import { asNewUser, browserCaller, confirmationTokenFor, testServices } from '../testing';
import { hashToken } from './session';

type Services = ReturnType<typeof testServices>;

async function signedUp(s: Services, email: string, locale: 'es' | 'en' | 'br' = 'es') {
  const browser = browserCaller(s);
  await browser.api.auth.signUp({
    email,
    password: 'secreto1',
    userGender: 'MALE',
    birthdate: '1990-01-01',
    locale,
  });
  await browser.api.auth.signIn({ email, password: 'secreto1' });
  await browser.api.user.setRole({ role: 'PARTICIPANT' });
  return browser;
}

async function captainWithTeam(s: Services) {
  const captain = await asNewUser(s);
  const team = await captain.api.teams.create({
    name: 'Los Pibes',
    location: 'Córdoba',
    genderTeam: 'MIX',
    lat: -31.4,
    lng: -64.2,
  });
  return { captain, team };
}

const mailsTo = async (s: Services, to: string) =>
  await fetchAll(s.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)));

describe('confirming an address', () => {
  it('leaves sign-up frictionless and proves the address with a single-use link in the chosen language', async () => {
    const s = testServices();
    const browser = await signedUp(s, 'ana@example.com', 'en');
    const me = (await browser.api.user.me()).user!;
    expect(me).toMatchObject({ email: 'ana@example.com', emailConfirmed: false, pendingEmail: null });
    const [mail] = await mailsTo(s, 'ana@example.com');
    expect(mail?.subject).toBe('Confirm your e-mail address on Cancha');
    expect(mail?.text).toContain('http://localhost:3000/confirm-email?token=');

    // Opened from the mail app: no session needed.
    const token = await confirmationTokenFor(s, 'ana@example.com');
    await expect(browserCaller(s).api.auth.confirmEmail({ token })).resolves.toEqual({ result: 'CONFIRMED' });
    expect((await browser.api.user.me()).user!.emailConfirmed).toBe(true);
    await expect(browserCaller(s).api.auth.confirmEmail({ token })).rejects.toMatchObject({
      message: 'TOKEN_INVALID',
    });
  });

  it('refuses an expired link and an unknown one', async () => {
    const s = testServices();
    await signedUp(s, 'ana@example.com');
    const token = await confirmationTokenFor(s, 'ana@example.com');
    await execute(
      s.db
        .update(emailConfirmations)
        .set({ expiresAt: new Date(Date.now() - 1) })
        .where(eq(emailConfirmations.id, hashToken(token))),
    );
    await expect(browserCaller(s).api.auth.confirmEmail({ token })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'TOKEN_EXPIRED',
    });
    await expect(browserCaller(s).api.auth.confirmEmail({ token: 'nope' })).rejects.toMatchObject({
      message: 'TOKEN_INVALID',
    });
    expect((await fetchOne(s.db.select().from(users)))!.emailVerified).toBe(false);
  });

  it('sends the link again on request, a few times an hour, and not for a confirmed address', async () => {
    const s = testServices();
    const browser = await signedUp(s, 'ana@example.com');
    const first = await confirmationTokenFor(s, 'ana@example.com');
    for (let i = 0; i < 3; i++) await browser.api.auth.resendConfirmation({ locale: 'br' });
    await expect(browser.api.auth.resendConfirmation({ locale: 'br' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect((await mailsTo(s, 'ana@example.com')).at(-1)?.subject).toBe('Confirme seu e-mail no Cancha');
    // Only the newest link works.
    await expect(browserCaller(s).api.auth.confirmEmail({ token: first })).rejects.toMatchObject({
      message: 'TOKEN_INVALID',
    });
    await browserCaller(s).api.auth.confirmEmail({ token: await confirmationTokenFor(s, 'ana@example.com') });
    const confirmed = await asNewUser(s);
    await expect(confirmed.api.auth.resendConfirmation({ locale: 'es' })).rejects.toMatchObject({
      message: 'EMAIL_ALREADY_CONFIRMED',
    });
    await expect(browserCaller(s).api.auth.resendConfirmation({ locale: 'es' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('grants that rest on an address', () => {
  it('keeps a team invitation from whoever signs up with the invited address until they confirm it', async () => {
    const s = testServices();
    const { captain, team } = await captainWithTeam(s);
    const invitation = await captain.api.invitations.invite({
      teamId: team.id,
      playerEmail: 'nuevo@example.com',
    });
    const squatter = await signedUp(s, 'nuevo@example.com');
    expect(await squatter.api.invitations.mine()).toEqual([]);
    await expect(
      squatter.api.invitations.respond({ invitationId: invitation.id, response: 'ACCEPTED' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(squatter.api.chat.messages({ type: 'team', id: team.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      await fetchAll(s.db.select().from(teamPlayers).where(eq(teamPlayers.teamId, team.id))),
    ).toHaveLength(1);
  });

  it('does not hand an invitation to an existing account whose address is unconfirmed', async () => {
    const s = testServices();
    const squatter = await signedUp(s, 'nuevo@example.com');
    const { captain, team } = await captainWithTeam(s);
    const invitation = await captain.api.invitations.invite({
      teamId: team.id,
      playerEmail: 'nuevo@example.com',
    });
    expect(invitation.playerId).toBeNull();
    expect(await squatter.api.invitations.mine()).toEqual([]);
    // The owner of the address proves it (here by the link), and the invitation is theirs.
    await browserCaller(s).api.auth.confirmEmail({
      token: await confirmationTokenFor(s, 'nuevo@example.com'),
    });
    const [mine] = await squatter.api.invitations.mine();
    expect(mine).toMatchObject({ id: invitation.id, status: 'PENDING' });
  });

  it('keeps a private-tournament invitation hidden from an unconfirmed holder of the address', async () => {
    const s = testServices();
    const creator = await asNewUser(s, { role: 'ADMIN' });
    const t = await creator.api.tournaments.create(
      tournamentInput({ visibility: 'PRIVATE', invitationOnly: true }),
    );
    const squatter = await signedUp(s, 'capitan@example.com');
    await creator.api.registrations.invite({ tournamentId: t.id, email: 'capitan@example.com' });
    expect(await squatter.api.registrations.myInvitations()).toEqual([]);
    await expect(squatter.api.tournaments.byId({ tournamentId: t.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('changing the e-mail address', () => {
  it('asks for the current password and changes nothing until the new address confirms it', async () => {
    const s = testServices();
    const { captain, team } = await captainWithTeam(s);
    await captain.api.invitations.invite({ teamId: team.id, playerEmail: 'victima@example.com' });
    const attacker = await signedUp(s, 'atacante@example.com');
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [k, v] of Object.entries(fields)) f.append(k, v);
      return f;
    };
    await expect(
      attacker.api.user.updateProfile(form({ email: 'victima@example.com' })),
    ).rejects.toMatchObject({ message: 'WRONG_PASSWORD' });
    const { user } = await attacker.api.user.updateProfile(
      form({ email: 'victima@example.com', currentPassword: 'secreto1', locale: 'en' }),
    );
    expect(user).toMatchObject({ email: 'atacante@example.com', pendingEmail: 'victima@example.com' });
    expect(await attacker.api.invitations.mine()).toEqual([]);
    // The link goes to the address typed, where only its owner can read it.
    expect((await mailsTo(s, 'victima@example.com')).at(-1)?.subject).toBe(
      'Confirm your e-mail address on Cancha',
    );
  });

  it('moves the account once confirmed, tells the old address, and claims what waited for the new one', async () => {
    const s = testServices();
    const { captain, team } = await captainWithTeam(s);
    const invitation = await captain.api.invitations.invite({
      teamId: team.id,
      playerEmail: 'nueva@example.com',
    });
    const browser = await signedUp(s, 'vieja@example.com');
    const f = new FormData();
    f.append('email', 'nueva@example.com');
    f.append('currentPassword', 'secreto1');
    await browser.api.user.updateProfile(f);
    await execute(
      s.db.insert(passwordResetTokens).values({
        id: 'old-link',
        userId: (await browser.api.user.me()).user!.id,
        expiresAt: new Date(Date.now() + 60_000),
      }),
    );
    await expect(
      browserCaller(s).api.auth.confirmEmail({ token: await confirmationTokenFor(s, 'nueva@example.com') }),
    ).resolves.toEqual({ result: 'CHANGED' });
    expect((await browser.api.user.me()).user).toMatchObject({
      email: 'nueva@example.com',
      emailConfirmed: true,
      pendingEmail: null,
    });
    expect((await mailsTo(s, 'vieja@example.com')).at(-1)?.subject).toBe(
      'El email de tu cuenta de Cancha cambió',
    );
    expect(await fetchAll(s.db.select().from(passwordResetTokens))).toEqual([]);
    expect((await browser.api.invitations.mine()).map((i) => i.id)).toEqual([invitation.id]);
    await expect(
      browser.api.auth.signIn({ email: 'nueva@example.com', password: 'secreto1' }),
    ).resolves.toBeTruthy();
  });

  it('refuses a change to an address another account took meanwhile', async () => {
    const s = testServices();
    const browser = await signedUp(s, 'uno@example.com');
    const f = new FormData();
    f.append('email', 'dos@example.com');
    f.append('currentPassword', 'secreto1');
    await browser.api.user.updateProfile(f);
    const change = await confirmationTokenFor(s, 'dos@example.com');
    await signedUp(s, 'dos@example.com');
    await expect(browserCaller(s).api.auth.confirmEmail({ token: change })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'EMAIL_TAKEN',
    });
  });

  it('drops a change asked by whoever held the account when its owner resets the password from the address', async () => {
    const s = testServices();
    const squatter = await signedUp(s, 'duena@example.com');
    const f = new FormData();
    f.append('email', 'squatter@example.com');
    f.append('currentPassword', 'secreto1');
    await squatter.api.user.updateProfile(f);
    const squatterLink = await confirmationTokenFor(s, 'squatter@example.com');
    await browserCaller(s).api.auth.requestPasswordReset({ email: 'duena@example.com', locale: 'es' });
    const reset = (await fetchAll(s.db.select().from(emailOutbox)))
      .at(-1)!
      .text.match(/token=([a-z0-9]+)/)![1]!;
    await browserCaller(s).api.auth.resetPassword({ token: reset, password: 'propia123' });
    expect((await squatter.api.user.me()).user).toBeNull();
    await expect(browserCaller(s).api.auth.confirmEmail({ token: squatterLink })).rejects.toMatchObject({
      message: 'TOKEN_INVALID',
    });
    const row = (await fetchOne(s.db.select().from(users).where(eq(users.email, 'duena@example.com'))))!;
    expect(row.emailVerified).toBe(true);
  });
});

describe('password changes', () => {
  it('revoke every reset link issued before them', async () => {
    const s = testServices();
    const browser = await signedUp(s, 'ana@example.com');
    await browserCaller(s).api.auth.requestPasswordReset({ email: 'ana@example.com', locale: 'es' });
    const reset = (await fetchAll(s.db.select().from(emailOutbox)))
      .at(-1)!
      .text.match(/token=([a-z0-9]+)/)![1]!;
    await browser.api.user.updatePassword({
      currentPassword: 'secreto1',
      newPassword: 'nueva123',
      primaryPassword: 'nueva123',
    });
    await expect(
      browserCaller(s).api.auth.resetPassword({ token: reset, password: 'otra1234' }),
    ).rejects.toMatchObject({
      message: 'TOKEN_INVALID',
    });
  });
});
