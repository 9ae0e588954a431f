import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  emailOutbox,
  execute,
  fetchAll,
  fetchOne,
  registrations,
  teamPlayers,
  tournaments,
} from '@cancha/db';
import type { TeamGender } from '@cancha/shared';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PNG_BYTES } from '../test-fixtures/images';
import { inDays, tournamentInput } from '../test-fixtures/tournaments';
import { asNewUser, browserCaller, confirmationTokenFor, testServices } from '../testing';

function services() {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'cancha-uploads-'));
  return testServices({ config: { uploadsDir } });
}
type Services = ReturnType<typeof services>;

/** A captain whose team has `size` players in all. */
async function captainWithTeam(s: Services, size = 5, gender: TeamGender = 'MIX') {
  const captain = await asNewUser(s);
  const team = await captain.api.teams.create({
    name: 'Los Pibes',
    location: 'Córdoba',
    genderTeam: gender,
    lat: -31.4,
    lng: -64.2,
  });
  for (let i = 1; i < size; i++) {
    const mate = await asNewUser(s);
    await execute(s.db.insert(teamPlayers).values({ teamId: team.id, userId: mate.user.id, role: 'PLAYER' }));
  }
  return { captain, team };
}

async function creator(s: Services) {
  return await asNewUser(s, { role: 'ADMIN' });
}

describe('tournaments.create', () => {
  it('stores every tournament field for a creator (product: tournaments#tournament-data)', async () => {
    const s = services();
    const ana = await creator(s);
    const t = await ana.api.tournaments.create(tournamentInput());
    expect(t).toMatchObject({
      name: 'Copa Primavera',
      tournamentId: t.id,
      typeFutbol: 7,
      playingDays: ['SATURDAY', 'SUNDAY'],
      daysOfWeek: ['SATURDAY', 'SUNDAY'],
      playingDay: [{ day: 'SATURDAY' }, { day: 'SUNDAY' }],
      registrationFee: { amount: 15000, currency: 'ARS' },
      matchFee: { amount: 2000, currency: 'ARS' },
      prizes: 'Trofeo y medallas',
      status: 'OPEN',
      visibility: 'PUBLIC',
      isOwner: true,
      registeredTeamsCount: 0,
      myRegistrationState: 'NONE',
    });
    expect(t.inviteLink).toMatch(/\/player\/tournaments-arena\/tournament-details\/.+\?invite=\w+/);
    expect((await ana.api.tournaments.mine()).map((x) => x.id)).toEqual([t.id]);
  });

  it('defaults fees to ARS, status OPEN and visibility PUBLIC, and offers leagues too', async () => {
    const s = services();
    const { registrationFee: _r, matchFee: _m, status: _s, visibility: _v, ...rest } = tournamentInput();
    const t = await (await creator(s)).api.tournaments.create({ ...rest, type: 'LEAGUE', totalTeams: 5 });
    expect(t).toMatchObject({
      registrationFee: { amount: 0, currency: 'ARS' },
      status: 'OPEN',
      visibility: 'PUBLIC',
      type: 'LEAGUE',
      totalTeams: 5,
    });
  });

  it('refuses players, bad option values and incoherent dates, storing nothing', async () => {
    const s = services();
    const { captain } = await captainWithTeam(s);
    await expect(captain.api.tournaments.create(tournamentInput())).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const api = (await creator(s)).api;
    for (const bad of [
      { typeFutbol: 8 },
      { totalPlayers: 26 },
      { totalPlayers: 4 },
      { matchDuration: 70 },
      { totalTeams: 9 },
      { totalTeams: 66 },
      { type: 'LEAGUE', totalTeams: 2 },
      { registrationFee: { amount: -1, currency: 'ARS' } },
      { matchFee: { amount: 10, currency: 'BRL' } },
      { category: 'BARRIO' },
      { tournamentGender: 'MIX' },
      { status: 'CLOSED' },
      { playingDays: ['FUNDAY'] },
      { startDate: '31/12/2026' },
      { registrationDeadline: inDays(30) },
      { endDate: inDays(5) },
      { name: '' },
    ]) {
      await expect(
        api.tournaments.create(tournamentInput(bad as never)),
        JSON.stringify(bad),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await fetchAll(s.db.select().from(tournaments))).toHaveLength(0);
  });
});

describe('tournaments.update, changeImages and delete', () => {
  it('lets only the creator edit, with any status and the same checks', async () => {
    const s = services();
    const ana = await creator(s);
    const t = await ana.api.tournaments.create(tournamentInput());
    const edited = await ana.api.tournaments.update({
      tournamentId: t.id,
      name: 'Copa Verano',
      status: 'SUSPENDED',
      playingDays: ['FRIDAY'],
    });
    expect(edited).toMatchObject({ name: 'Copa Verano', status: 'SUSPENDED', playingDays: ['FRIDAY'] });
    await expect(
      ana.api.tournaments.update({ tournamentId: t.id, endDate: inDays(1) }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      (await creator(s)).api.tournaments.update({ tournamentId: t.id, name: 'Robada' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await fetchOne(s.db.select().from(tournaments)))?.name).toBe('Copa Verano');
  });

  it('changes logo and header image for the owner only, checking the files', async () => {
    const s = services();
    const ana = await creator(s);
    const t = await ana.api.tournaments.create(tournamentInput());
    const form = new FormData();
    form.set('tournamentId', t.id);
    form.set('logoFile', new Blob([PNG_BYTES], { type: 'image/png' }));
    form.set('imageFile', new Blob([PNG_BYTES], { type: 'image/png' }));
    const after = await ana.api.tournaments.changeImages(form);
    expect(after.logo).toMatch(/^\/uploads\/tournaments\//);
    expect(after.tournamentImage).toMatch(/^\/uploads\/tournaments\//);
    const bad = new FormData();
    bad.set('tournamentId', t.id);
    bad.set('logoFile', new Blob(['no soy imagen'], { type: 'image/png' }));
    await expect(ana.api.tournaments.changeImages(bad)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect((await creator(s)).api.tournaments.changeImages(form)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('deletes only while no team is registered', async () => {
    const s = services();
    const ana = await creator(s);
    const t = await ana.api.tournaments.create(tournamentInput());
    const { captain, team } = await captainWithTeam(s);
    await captain.api.registrations.register({ tournamentId: t.id, teamId: team.id });
    await expect(ana.api.tournaments.delete({ tournamentId: t.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      cause: { code: 'TOURNAMENT_HAS_TEAMS' },
    });
    await ana.api.tournaments.removeTeam({ tournamentId: t.id, teamId: team.id });
    await expect((await creator(s)).api.tournaments.delete({ tournamentId: t.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await ana.api.tournaments.delete({ tournamentId: t.id })).toEqual({ success: true });
    expect(await ana.api.tournaments.mine()).toEqual([]);
  });
});

describe('registrations', () => {
  it('a captain asks for a place, the creator approves once, and the card says Suscripto', async () => {
    const s = services();
    const ana = await creator(s);
    const t = await ana.api.tournaments.create(tournamentInput());
    const { captain, team } = await captainWithTeam(s);
    const reg = await captain.api.registrations.register({ tournamentId: t.id, teamId: team.id });
    expect(reg).toMatchObject({ status: 'PENDING', teamId: team.id, team: { name: 'Los Pibes' } });
    expect((await captain.api.tournaments.byId({ tournamentId: t.id })).myRegistrationState).toBe('PENDING');
    // A pending request hides the tournament from the public list (docs/product/tournaments.md#arena).
    expect(await captain.api.tournaments.public()).toEqual([]);
    expect((await ana.api.tournaments.byId({ tournamentId: t.id })).pendingCount).toBe(1);

    await ana.api.registrations.setStatus({ registrationId: reg.id, status: 'APPROVED' });
    await expect(
      ana.api.registrations.setStatus({ registrationId: reg.id, status: 'REJECTED' }),
    ).rejects.toMatchObject({ cause: { code: 'REGISTRATION_ANSWERED' } });
    const seen = await captain.api.tournaments.byId({ tournamentId: t.id });
    expect(seen).toMatchObject({
      myRegistrationState: 'APPROVED',
      subscribed: true,
      registeredTeamsCount: 1,
    });
    expect(await captain.api.tournaments.public()).toMatchObject([{ id: t.id, subscribed: true }]);
    expect(await captain.api.tournaments.playerTournaments()).toMatchObject([
      {
        tournamentId: t.id,
        tournamentName: 'Copa Primavera',
        teamName: 'Los Pibes',
        registrationStatus: 'APPROVED',
        registeredTeams: 1,
        totalTeams: 8,
      },
    ]);
  });

  it('hides a tournament after a rejection', async () => {
    const s = services();
    const ana = await creator(s);
    const t = await ana.api.tournaments.create(tournamentInput());
    const { captain, team } = await captainWithTeam(s);
    const reg = await captain.api.registrations.register({ tournamentId: t.id, teamId: team.id });
    await ana.api.registrations.setStatus({ registrationId: reg.id, status: 'REJECTED' });
    expect(await captain.api.tournaments.public()).toEqual([]);
    expect((await captain.api.tournaments.playerTournaments())[0]?.registrationStatus).toBe('REJECTED');
  });

  it('refuses every team that does not fit, and anyone who is not its captain', async () => {
    const s = services();
    const ana = await creator(s);
    const t = await ana.api.tournaments.create(
      tournamentInput({ tournamentGender: 'FEMALE', totalTeams: 8 }),
    );
    const small = await captainWithTeam(s, 4, 'FEMALE');
    await expect(
      small.captain.api.registrations.register({ tournamentId: t.id, teamId: small.team.id }),
    ).rejects.toMatchObject({ cause: { code: 'TEAM_TOO_SMALL' } });
    const men = await captainWithTeam(s, 5, 'MALE');
    await expect(
      men.captain.api.registrations.register({ tournamentId: t.id, teamId: men.team.id }),
    ).rejects.toMatchObject({ cause: { code: 'TEAM_GENDER_MISMATCH' } });
    const ok = await captainWithTeam(s, 5, 'FEMALE');
    // Someone else's team.
    await expect(
      men.captain.api.registrations.register({ tournamentId: t.id, teamId: ok.team.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await ok.captain.api.registrations.register({ tournamentId: t.id, teamId: ok.team.id });
    await expect(
      ok.captain.api.registrations.register({ tournamentId: t.id, teamId: ok.team.id }),
    ).rejects.toMatchObject({ cause: { code: 'ALREADY_REGISTERED' } });
    // A creator has no team to register.
    await expect(
      ana.api.registrations.register({ tournamentId: t.id, teamId: ok.team.id }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await fetchAll(s.db.select().from(registrations))).toHaveLength(1);
  });

  it('refuses after the deadline, when closed and when full', async () => {
    const s = services();
    const ana = await creator(s);
    const t = await ana.api.tournaments.create(tournamentInput({ type: 'LEAGUE', totalTeams: 3 }));
    await execute(
      s.db
        .update(tournaments)
        .set({ registrationDeadline: inDays(-1) })
        .where(eq(tournaments.id, t.id)),
    );
    const late = await captainWithTeam(s);
    await expect(
      late.captain.api.registrations.register({ tournamentId: t.id, teamId: late.team.id }),
    ).rejects.toMatchObject({ cause: { code: 'REGISTRATION_CLOSED' } });
    await execute(s.db.update(tournaments).set({ registrationDeadline: inDays(5), status: 'IN_PROGRESS' }));
    await expect(
      late.captain.api.registrations.register({ tournamentId: t.id, teamId: late.team.id }),
    ).rejects.toMatchObject({ cause: { code: 'REGISTRATION_CLOSED' } });
    await execute(s.db.update(tournaments).set({ status: 'OPEN' }));
    for (let i = 0; i < 3; i++) {
      const c = await captainWithTeam(s);
      const r = await c.captain.api.registrations.register({ tournamentId: t.id, teamId: c.team.id });
      await ana.api.registrations.setStatus({ registrationId: r.id, status: 'APPROVED' });
    }
    await expect(
      late.captain.api.registrations.register({ tournamentId: t.id, teamId: late.team.id }),
    ).rejects.toMatchObject({ cause: { code: 'TOURNAMENT_FULL' } });
  });

  it('gives the last place once when two approvals come at the same moment', async () => {
    const s = services();
    const ana = await creator(s);
    const t = await ana.api.tournaments.create(tournamentInput({ type: 'LEAGUE', totalTeams: 3 }));
    const asked = [];
    for (let i = 0; i < 4; i++) {
      const c = await captainWithTeam(s);
      asked.push(await c.captain.api.registrations.register({ tournamentId: t.id, teamId: c.team.id }));
    }
    for (const r of asked.slice(0, 2)) {
      await ana.api.registrations.setStatus({ registrationId: r.id, status: 'APPROVED' });
    }
    // The last place, asked for twice at once.
    const answers = await Promise.allSettled(
      asked
        .slice(2)
        .map((r) => ana.api.registrations.setStatus({ registrationId: r.id, status: 'APPROVED' })),
    );
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect(answers.find((a) => a.status === 'rejected')).toMatchObject({
      reason: { cause: { code: 'TOURNAMENT_FULL' } },
    });
    const approved = await fetchAll(
      s.db.select().from(registrations).where(eq(registrations.status, 'APPROVED')),
    );
    expect(approved).toHaveLength(3);
  });

  it('lets a stranger neither approve nor see the registrations', async () => {
    const s = services();
    const ana = await creator(s);
    const t = await ana.api.tournaments.create(tournamentInput());
    const { captain, team } = await captainWithTeam(s);
    const reg = await captain.api.registrations.register({ tournamentId: t.id, teamId: team.id });
    const other = await creator(s);
    await expect(
      other.api.registrations.setStatus({ registrationId: reg.id, status: 'APPROVED' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      captain.api.registrations.setStatus({ registrationId: reg.id, status: 'APPROVED' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(other.api.registrations.ofTournament({ tournamentId: t.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await ana.api.registrations.ofTournament({ tournamentId: t.id }))[0]?.status).toBe('PENDING');
  });

  it('takes requests for an invitation-only or private tournament only through its link', async () => {
    const s = services();
    const ana = await creator(s);
    const t = await ana.api.tournaments.create(
      tournamentInput({ invitationOnly: true, visibility: 'PRIVATE' }),
    );
    const { captain, team } = await captainWithTeam(s);
    await expect(captain.api.tournaments.byId({ tournamentId: t.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      captain.api.registrations.register({ tournamentId: t.id, teamId: team.id }),
    ).rejects.toMatchObject({ cause: { code: 'INVITATION_REQUIRED' } });
    const invite = new URL(t.inviteLink!).searchParams.get('invite')!;
    expect((await captain.api.tournaments.byId({ tournamentId: t.id, invite })).name).toBe('Copa Primavera');
    await captain.api.registrations.register({ tournamentId: t.id, teamId: team.id, invite });
    // Once in, the team's players see it without the link.
    expect((await captain.api.tournaments.byId({ tournamentId: t.id })).myRegistrationState).toBe('PENDING');
    expect(await captain.api.tournaments.public()).toEqual([]);
  });

  it('an invitation by e-mail is answered once by choosing one of the invitee’s teams', async () => {
    const s = services();
    const ana = await creator(s);
    const t = await ana.api.tournaments.create(tournamentInput());
    const { captain, team } = await captainWithTeam(s);
    const inv = await ana.api.registrations.invite({ tournamentId: t.id, email: captain.user.email });
    expect(inv).toMatchObject({ status: 'PENDING', teamId: null, createdRegistrationId: ana.user.id });
    const mail = await fetchOne(s.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)));
    expect(mail?.subject).toBe('Te invitaron al torneo Copa Primavera');
    expect(await captain.api.registrations.myInvitations()).toMatchObject([
      { id: inv.id, tournament: { name: 'Copa Primavera' } },
    ]);
    // The creator cannot answer their own invitation.
    await expect(
      ana.api.registrations.setStatus({ registrationId: inv.id, status: 'APPROVED' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      captain.api.registrations.setStatus({ registrationId: inv.id, status: 'APPROVED' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const answered = await captain.api.registrations.setStatus({
      registrationId: inv.id,
      status: 'APPROVED',
      selectTeam: team.id,
    });
    expect(answered).toMatchObject({ status: 'APPROVED', teamId: team.id });
    await expect(
      captain.api.registrations.setStatus({ registrationId: inv.id, status: 'REJECTED' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await captain.api.registrations.myInvitations()).toEqual([]);
    expect((await captain.api.tournaments.byId({ tournamentId: t.id })).subscribed).toBe(true);
  });
});

describe('an invitation to an address with no account', () => {
  it('waits for the account, which may then see the private tournament and answer', async () => {
    const s = services();
    const ana = await creator(s);
    const t = await ana.api.tournaments.create(
      tournamentInput({ visibility: 'PRIVATE', invitationOnly: true }),
    );
    await ana.api.registrations.invite({ tournamentId: t.id, email: 'nueva@example.com' });
    const mail = await fetchOne(s.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)));
    expect(mail?.text).toContain('/register?email=nueva%40example.com');

    const browser = browserCaller(s);
    await browser.api.auth.signUp({
      email: 'nueva@example.com',
      password: 'secreto1',
      userGender: 'FEMALE',
      birthdate: '1990-01-01',
    });
    await browser.api.auth.signIn({ email: 'nueva@example.com', password: 'secreto1' });
    await browser.api.user.setRole({ role: 'PARTICIPANT' });
    // Until the address is confirmed, the private tournament stays hidden and the invitation is not theirs.
    await expect(browser.api.tournaments.byId({ tournamentId: t.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await browser.api.registrations.myInvitations()).toEqual([]);
    await browserCaller(s).api.auth.confirmEmail({
      token: await confirmationTokenFor(s, 'nueva@example.com'),
    });
    expect((await browser.api.tournaments.byId({ tournamentId: t.id })).name).toBe('Copa Primavera');
    const [invitation] = await browser.api.registrations.myInvitations();
    expect(invitation?.tournamentId).toBe(t.id);
    const answer = await browser.api.registrations.setStatus({
      registrationId: invitation!.id,
      status: 'REJECTED',
    });
    expect(answer.status).toBe('REJECTED');
  });
});

describe('a team in a tournament under way', () => {
  it('cannot be deleted', async () => {
    const s = services();
    const ana = await creator(s);
    const t = await ana.api.tournaments.create(tournamentInput());
    const { captain, team } = await captainWithTeam(s);
    await captain.api.registrations.register({ tournamentId: t.id, teamId: team.id });
    await expect(captain.api.teams.delete({ teamId: team.id })).rejects.toMatchObject({
      cause: { code: 'TEAM_IN_ACTIVE_TOURNAMENT' },
    });
    await ana.api.tournaments.update({ tournamentId: t.id, status: 'COMPLETED' });
    expect(await captain.api.teams.delete({ teamId: team.id })).toEqual({ success: true });
  });
});
