import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emailOutbox, execute, fetchAll, fetchOne, matches, teams, users } from '@cancha/db';
import { type CreateTeam, SESSION_COOKIE_NAME } from '@cancha/shared';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../auth/session';
import { createContextInner } from '../context';
import { seedDemo } from '../demo/demo-seed';
import { createCaller } from '../router';
import { PNG_BYTES } from '../test-fixtures/images';
import { asNewUser, browserCaller, confirmationTokenFor, memoryCookieJar, testServices } from '../testing';

function services() {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'cancha-uploads-'));
  return testServices({ config: { uploadsDir } });
}

type Services = ReturnType<typeof services>;

const CORDOBA = { lat: -31.4201, lng: -64.1888 };

function teamInput(overrides: Partial<CreateTeam> = {}): CreateTeam {
  return { name: 'Los Pibes', location: 'Córdoba, Argentina', genderTeam: 'MALE', ...CORDOBA, ...overrides };
}

/** A captain with a team and `players` team-mates who joined through accepted invitations. */
async function teamWithPlayers(s: Services, players = 1) {
  const captain = await asNewUser(s);
  const team = await captain.api.teams.create(teamInput());
  const members = [];
  for (let i = 0; i < players; i++) {
    const member = await asNewUser(s);
    const invitation = await captain.api.invitations.invite({
      teamId: team.id,
      playerEmail: member.user.email,
    });
    await member.api.invitations.respond({ invitationId: invitation.id, response: 'ACCEPTED' });
    members.push(member);
  }
  const full = await captain.api.teams.byId({ teamId: team.id });
  const cardOf = (userId: string) => full.players.find((p) => p.userId === userId)!;
  return { captain, team: full, members, cardOf };
}

describe('teams.create', () => {
  it('makes the creator the captain of a new team', async () => {
    const s = services();
    const ana = await asNewUser(s);
    const team = await ana.api.teams.create(teamInput());
    expect(team).toMatchObject({
      name: 'Los Pibes',
      location: 'Córdoba, Argentina',
      gender: 'MALE',
      genderTeam: 'MALE',
      lat: CORDOBA.lat,
      statistics: { won: 0, drawn: 0, lost: 0 },
      myRole: 'CAPTAIN',
    });
    expect(team.players).toHaveLength(1);
    expect(team.players[0]).toMatchObject({ userId: ana.user.id, role: 'CAPTAIN', teamId: team.id });
    const { user } = await ana.api.user.me();
    expect(user?.playerTeam).toEqual([{ teamId: team.id, role: 'CAPTAIN' }]);
    expect(user?.teams).toEqual([{ id: team.id, name: 'Los Pibes' }]);
  });

  it('needs name, location and a team gender', async () => {
    const s = services();
    const api = (await asNewUser(s)).api;
    for (const bad of [
      { ...teamInput(), name: ' ' },
      { ...teamInput(), location: '' },
      { ...teamInput(), genderTeam: 'MIXED' },
      { name: 'x'.repeat(41), location: 'Lima', genderTeam: 'MIX' },
      { ...teamInput(), lat: 123 },
    ]) {
      await expect(api.teams.create(bad as never)).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
    expect(await fetchAll(s.db.select().from(teams))).toHaveLength(0);
  });

  it('is for players only', async () => {
    const s = services();
    const creator = await asNewUser(s, { role: 'ADMIN' });
    await expect(creator.api.teams.create(teamInput())).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const noRole = await asNewUser(s, { role: null });
    await expect(noRole.api.teams.create(teamInput())).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('teams.mine and teams.byId', () => {
  it('lists own teams and teams joined by invitation, not others', async () => {
    const s = services();
    const { captain, team, members } = await teamWithPlayers(s, 1);
    const other = await asNewUser(s);
    await other.api.teams.create(teamInput({ name: 'Otro' }));
    expect((await members[0]!.api.teams.mine()).map((t) => t.id)).toEqual([team.id]);
    expect((await captain.api.teams.mine()).map((t) => t.name)).toEqual(['Los Pibes']);
  });

  it('shows team-mates their e-mails but hides them from strangers', async () => {
    const s = services();
    const { team, members } = await teamWithPlayers(s, 1);
    const mate = await members[0]!.api.teams.byId({ teamId: team.id });
    expect(mate.players.every((p) => p.user.email?.includes('@'))).toBe(true);
    expect(mate.myRole).toBe('PLAYER');
    const stranger = await (await asNewUser(s)).api.teams.byId({ teamId: team.id });
    expect(stranger.players.every((p) => p.user.email === '')).toBe(true);
    expect(stranger.myRole).toBeNull();
    await expect((await asNewUser(s)).api.teams.byId({ teamId: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('counts won, drawn and lost from completed matches only, penalties deciding level knock-outs', async () => {
    const s = services();
    const ana = await asNewUser(s);
    const a = await ana.api.teams.create(teamInput({ name: 'Equipo A' }));
    const b = await (await asNewUser(s)).api.teams.create(teamInput({ name: 'Equipo B' }));
    const played = async (one: number, two: number, extra: Partial<typeof matches.$inferInsert> = {}) =>
      await execute(
        s.db.insert(matches).values({
          teamOneId: a.id,
          teamTwoId: b.id,
          teamOneScore: one,
          teamTwoScore: two,
          status: 'COMPLETED',
          ...extra,
        }),
      );
    await played(2, 0);
    await played(1, 1);
    await played(0, 3);
    await played(1, 1, { penaltiesTeamOne: 4, penaltiesTeamTwo: 5 });
    await played(5, 0, { status: 'SCHEDULED' });
    await execute(s.db.insert(matches).values({ teamOneId: a.id, teamTwoId: null, status: 'COMPLETED' })); // a bye
    expect((await ana.api.teams.byId({ teamId: a.id })).statistics).toEqual({ won: 1, drawn: 1, lost: 2 });
    expect((await ana.api.teams.byId({ teamId: b.id })).statistics).toEqual({ won: 2, drawn: 1, lost: 1 });
  });
});

describe('teams.update', () => {
  it('lets the captain rename the team and change its avatar and image', async () => {
    const s = services();
    const { captain, team } = await teamWithPlayers(s, 0);
    const form = new FormData();
    form.set('teamId', team.id);
    form.set('nameTeam', 'Los Pibes FC');
    form.set('avatar', new Blob([PNG_BYTES], { type: 'image/png' }));
    form.set('teamFile', new Blob([PNG_BYTES], { type: 'image/png' }));
    const updated = await captain.api.teams.update(form);
    expect(updated.name).toBe('Los Pibes FC');
    expect(updated.logo).toMatch(/^\/uploads\/teams\/.+\.png$/);
    expect(updated.imageTeam).toMatch(/^\/uploads\/teams\/.+\.png$/);
  });

  it('refuses a non-image, a blank name and anyone but the captain, changing nothing', async () => {
    const s = services();
    const { captain, team, members } = await teamWithPlayers(s, 1);
    const withFile = new FormData();
    withFile.set('teamId', team.id);
    withFile.set('nameTeam', 'Cambiado');
    withFile.set('avatar', new Blob(['<svg onload=alert(1)>'], { type: 'image/png' }));
    await expect(captain.api.teams.update(withFile)).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const blank = new FormData();
    blank.set('teamId', team.id);
    blank.set('nameTeam', 'x');
    await expect(captain.api.teams.update(blank)).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const byPlayer = new FormData();
    byPlayer.set('teamId', team.id);
    byPlayer.set('nameTeam', 'Robado');
    await expect(members[0]!.api.teams.update(byPlayer)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      cause: { code: 'NOT_TEAM_CAPTAIN' },
    });
    expect((await captain.api.teams.byId({ teamId: team.id })).name).toBe('Los Pibes');
  });
});

describe('teams.changeCaptain', () => {
  it('hands the captaincy over; the old captain becomes a player', async () => {
    const s = services();
    const { captain, team, members, cardOf } = await teamWithPlayers(s, 1);
    const mate = members[0]!;
    const after = await captain.api.teams.changeCaptain({
      teamId: team.id,
      newCaptainId: cardOf(mate.user.id).id,
      currentCaptainId: cardOf(captain.user.id).id,
    });
    expect(after.players.find((p) => p.userId === mate.user.id)?.role).toBe('CAPTAIN');
    expect(after.players.find((p) => p.userId === captain.user.id)?.role).toBe('PLAYER');
    expect(after.myRole).toBe('PLAYER');
    // The old captain has no control any more.
    await expect(
      captain.api.teams.changeCaptain({ teamId: team.id, newCaptainId: captain.user.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a non-member as new captain and a player trying it', async () => {
    const s = services();
    const { captain, team, members } = await teamWithPlayers(s, 1);
    const stranger = await asNewUser(s);
    await expect(
      captain.api.teams.changeCaptain({ teamId: team.id, newCaptainId: stranger.user.id }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { code: 'NOT_TEAM_MEMBER' } });
    await expect(
      members[0]!.api.teams.changeCaptain({ teamId: team.id, newCaptainId: members[0]!.user.id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const now = await captain.api.teams.byId({ teamId: team.id });
    expect(now.players.filter((p) => p.role === 'CAPTAIN').map((p) => p.userId)).toEqual([captain.user.id]);
  });
});

describe('teams.removePlayer', () => {
  it('removes a player, never a captain, and only by the captain', async () => {
    const s = services();
    const { captain, team, members, cardOf } = await teamWithPlayers(s, 2);
    const [first, second] = members as [(typeof members)[0], (typeof members)[0]];
    await expect(
      first.api.teams.removePlayer({ teamId: team.id, playerId: cardOf(second.user.id).id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      captain.api.teams.removePlayer({ teamId: team.id, playerId: cardOf(captain.user.id).id }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { code: 'CANNOT_REMOVE_CAPTAIN' } });
    const after = await captain.api.teams.removePlayer({
      teamId: team.id,
      playerId: cardOf(first.user.id).id,
      captainId: captain.user.id,
    });
    expect(after.players.map((p) => p.userId).sort()).toEqual([captain.user.id, second.user.id].sort());
    expect(await first.api.teams.mine()).toEqual([]);
  });
});

describe('teams.delete', () => {
  it('lets the captain delete the team, which leaves every list', async () => {
    const s = services();
    const { captain, team, members } = await teamWithPlayers(s, 1);
    await expect(members[0]!.api.teams.delete({ teamId: team.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await captain.api.teams.delete({ teamId: team.id })).toEqual({ success: true });
    expect(await captain.api.teams.mine()).toEqual([]);
    expect(await members[0]!.api.teams.mine()).toEqual([]);
    await expect(captain.api.teams.byId({ teamId: team.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses while the team has a tournament match to play, and says why', async () => {
    const s = services();
    const { captain, team } = await teamWithPlayers(s, 0);
    const rival = await (await asNewUser(s)).api.teams.create(teamInput({ name: 'Rival' }));
    await execute(
      s.db
        .insert(matches)
        .values({ teamOneId: team.id, teamTwoId: rival.id, status: 'SCHEDULED', tournamentId: 't1' }),
    );
    await expect(captain.api.teams.delete({ teamId: team.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      cause: { code: 'TEAM_IN_ACTIVE_TOURNAMENT' },
    });
    expect(await captain.api.teams.mine()).toHaveLength(1);
    await execute(s.db.update(matches).set({ status: 'COMPLETED', teamOneScore: 1, teamTwoScore: 0 }));
    await captain.api.teams.delete({ teamId: team.id });
    expect(await captain.api.teams.mine()).toEqual([]);
  });
});

describe('teams.updatePlayerCard', () => {
  it('lets each player edit only their own nickname, shirt number and position', async () => {
    const s = services();
    const { captain, team, members, cardOf } = await teamWithPlayers(s, 1);
    const mate = members[0]!;
    const card = await mate.api.teams.updatePlayerCard({
      playerTeamId: cardOf(mate.user.id).id,
      updatePlayerTeamDto: { abbreviatedName: 'Pulga', shirtNumber: 10, position: 'extremo_derecho' },
      locale: 'es',
    });
    expect(card).toMatchObject({ abbreviatedName: 'Pulga', shirtNumber: 10, position: 'extremo_derecho' });
    // Not even the captain edits someone else's card.
    await expect(
      captain.api.teams.updatePlayerCard({
        playerTeamId: cardOf(mate.user.id).id,
        updatePlayerTeamDto: { shirtNumber: 9 },
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const players = await captain.api.teams.players({ teamId: team.id });
    expect(players.find((p) => p.userId === mate.user.id)?.shirtNumber).toBe(10);
  });

  it('keeps shirt numbers unique within a team, but not across teams', async () => {
    const s = services();
    const { captain, members, cardOf } = await teamWithPlayers(s, 1);
    await members[0]!.api.teams.updatePlayerCard({
      playerTeamId: cardOf(members[0]!.user.id).id,
      updatePlayerTeamDto: { shirtNumber: 10 },
    });
    await expect(
      captain.api.teams.updatePlayerCard({
        playerTeamId: cardOf(captain.user.id).id,
        updatePlayerTeamDto: { shirtNumber: 10 },
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT', cause: { code: 'SHIRT_NUMBER_TAKEN' } });
    const elsewhere = await captain.api.teams.create(teamInput({ name: 'Segundo' }));
    const mine = elsewhere.players[0]!;
    const card = await captain.api.teams.updatePlayerCard({
      playerTeamId: mine.id,
      updatePlayerTeamDto: { shirtNumber: 10 },
    });
    expect(card.shirtNumber).toBe(10);
  });

  it('refuses unknown positions and numbers out of range', async () => {
    const s = services();
    const { captain, cardOf } = await teamWithPlayers(s, 0);
    const id = cardOf(captain.user.id).id;
    for (const dto of [
      { position: 'arquero' },
      { shirtNumber: 100 },
      { shirtNumber: -1 },
      { shirtNumber: 1.5 },
    ]) {
      await expect(
        captain.api.teams.updatePlayerCard({ playerTeamId: id, updatePlayerTeamDto: dto as never }),
      ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    }
  });
});

describe('invitations', () => {
  it('invites an existing user, who sees it, accepts once and joins as a player', async () => {
    const s = services();
    const { captain, team } = await teamWithPlayers(s, 0);
    const bea = await asNewUser(s);
    const invitation = await captain.api.invitations.invite({
      teamId: team.id,
      playerEmail: bea.user.email.toUpperCase(),
      locale: 'es',
    });
    expect(invitation).toMatchObject({ teamId: team.id, playerId: bea.user.id, status: 'PENDING' });
    const mail = await fetchOne(s.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)));
    expect(mail).toMatchObject({ to: bea.user.email, subject: 'Te invitaron a jugar en Los Pibes' });
    expect(mail?.text).toContain('/player/teams/invitation-notification');

    expect(await bea.api.invitations.mine()).toMatchObject([
      { id: invitation.id, status: 'PENDING', team: { name: 'Los Pibes' } },
    ]);
    const accepted = await bea.api.invitations.respond({ invitationId: invitation.id, response: 'ACCEPTED' });
    expect(accepted.responseInvitation).toBe('ACCEPTED');
    await expect(
      bea.api.invitations.respond({ invitationId: invitation.id, response: 'REJECTED' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', cause: { code: 'INVITATION_ANSWERED' } });
    expect((await bea.api.teams.mine()).map((t) => t.id)).toEqual([team.id]);
    const overview = await bea.api.invitations.overview();
    expect(overview.equiposAceptados.map((e) => e.equipo.id)).toEqual([team.id]);
    expect(overview.equiposJugador[0]?.jugadores).toHaveLength(2);
  });

  it('hides a rejected invitation and does not add the player', async () => {
    const s = services();
    const { captain, team } = await teamWithPlayers(s, 0);
    const bea = await asNewUser(s);
    const inv = await captain.api.invitations.invite({ teamId: team.id, playerEmail: bea.user.email });
    await bea.api.invitations.respond({ invitationId: inv.id, response: 'REJECTED' });
    expect(await bea.api.invitations.mine()).toEqual([]);
    expect(await bea.api.teams.mine()).toEqual([]);
  });

  it('lets nobody answer someone else’s invitation', async () => {
    const s = services();
    const { captain, team } = await teamWithPlayers(s, 0);
    const bea = await asNewUser(s);
    const inv = await captain.api.invitations.invite({ teamId: team.id, playerEmail: bea.user.email });
    await expect(
      (await asNewUser(s)).api.invitations.respond({ invitationId: inv.id, response: 'ACCEPTED' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      captain.api.invitations.respond({ invitationId: inv.id, response: 'ACCEPTED' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await captain.api.teams.byId({ teamId: team.id })).players).toHaveLength(1);
  });

  it('e-mails an unknown address to sign up; the invitation waits for that account to confirm it', async () => {
    const s = services();
    const { captain, team } = await teamWithPlayers(s, 0);
    const inv = await captain.api.invitations.invite({
      teamId: team.id,
      playerEmail: 'nueva@example.com',
      locale: 'en',
    });
    expect(inv.playerId).toBeNull();
    const mail = await fetchOne(s.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)));
    expect(mail?.subject).toBe('You were invited to play for Los Pibes');
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
    // Typing an address is not owning it: nothing sent to it is theirs until the link e-mailed there is opened.
    expect(await browser.api.invitations.mine()).toEqual([]);
    await expect(
      browser.api.invitations.respond({ invitationId: inv.id, response: 'ACCEPTED' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await browserCaller(s).api.auth.confirmEmail({
      token: await confirmationTokenFor(s, 'nueva@example.com'),
    });
    const [waiting] = await browser.api.invitations.mine();
    expect(waiting).toMatchObject({ id: inv.id, status: 'PENDING' });
    await browser.api.invitations.respond({ invitationId: inv.id, response: 'ACCEPTED' });
    expect((await browser.api.teams.mine()).map((t) => t.id)).toEqual([team.id]);
  });

  it('tells an unconfirmed account how many invitations wait for its address, never which', async () => {
    const s = services();
    const first = await teamWithPlayers(s, 0);
    const second = await teamWithPlayers(s, 0);
    const browser = browserCaller(s);
    await browser.api.auth.signUp({
      email: 'espera@example.com',
      password: 'secreto1',
      userGender: 'FEMALE',
      birthdate: '1990-01-01',
    });
    await browser.api.auth.signIn({ email: 'espera@example.com', password: 'secreto1' });
    expect(await browser.api.invitations.waiting()).toEqual({ count: 0 });
    for (const { captain, team } of [first, second])
      await captain.api.invitations.invite({ teamId: team.id, playerEmail: 'Espera@example.com' });
    expect(await browser.api.invitations.waiting()).toEqual({ count: 2 });
    expect(await browser.api.invitations.mine()).toEqual([]);
    // A deleted team's invitation no longer waits; nobody else hears of them.
    await second.captain.api.teams.delete({ teamId: second.team.id });
    expect(await browser.api.invitations.waiting()).toEqual({ count: 1 });
    expect(await (await asNewUser(s)).api.invitations.waiting()).toEqual({ count: 0 });
    // Once the address is confirmed the invitation is listed, and no longer counted as waiting.
    await browserCaller(s).api.auth.confirmEmail({
      token: await confirmationTokenFor(s, 'espera@example.com'),
    });
    expect(await browser.api.invitations.waiting()).toEqual({ count: 0 });
    expect((await browser.api.invitations.mine()).map((i) => i.teamId)).toEqual([first.team.id]);
  });

  it('refuses a second pending invitation, a member, a bad address and a non-captain', async () => {
    const s = services();
    const { captain, team, members } = await teamWithPlayers(s, 1);
    await captain.api.invitations.invite({ teamId: team.id, playerEmail: 'x@example.com' });
    await expect(
      captain.api.invitations.invite({ teamId: team.id, playerEmail: 'X@example.com' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', cause: { code: 'INVITATION_PENDING' } });
    await expect(
      captain.api.invitations.invite({ teamId: team.id, playerEmail: members[0]!.user.email }),
    ).rejects.toMatchObject({ code: 'CONFLICT', cause: { code: 'ALREADY_IN_TEAM' } });
    await expect(
      captain.api.invitations.invite({ teamId: team.id, playerEmail: 'no-es-un-email' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      members[0]!.api.invitations.invite({ teamId: team.id, playerEmail: 'y@example.com' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await captain.api.invitations.ofTeam({ teamId: team.id })).toHaveLength(1);
  });

  it('drops pending invitations of a deleted team', async () => {
    const s = services();
    const { captain, team } = await teamWithPlayers(s, 0);
    const bea = await asNewUser(s);
    await captain.api.invitations.invite({ teamId: team.id, playerEmail: bea.user.email });
    await captain.api.teams.delete({ teamId: team.id });
    expect(await bea.api.invitations.mine()).toEqual([]);
  });
});

describe('formations', () => {
  it('saves the lineup of a structure for the captain and lists it for members', async () => {
    const s = services();
    const { captain, team, members, cardOf } = await teamWithPlayers(s, 1);
    expect(await members[0]!.api.formations.ofTeam({ teamId: team.id })).toEqual([]);
    const positions = [
      {
        playerId: cardOf(captain.user.id).id,
        positionName: 'portero' as const,
        abbreviation: 'POR',
        coordinatesX: 50,
        coordinatesY: 90,
        order: 0,
      },
      {
        playerId: cardOf(members[0]!.user.id).id,
        positionName: 'centro_delantero' as const,
        abbreviation: 'DC',
        coordinatesX: 50,
        coordinatesY: 20,
        order: 3,
      },
    ];
    const saved = await captain.api.formations.save({
      teamId: team.id,
      structure: '2-2',
      playerCount: 5,
      name: 'Titular',
      positions,
    });
    expect(saved).toMatchObject({ structure: '2-2', playerCount: 5, name: 'Titular' });
    expect(saved.positions).toHaveLength(2);
    // Saving the same structure again replaces it.
    await captain.api.formations.save({
      teamId: team.id,
      structure: '2-2',
      playerCount: 5,
      name: 'Otra',
      positions: positions.slice(0, 1),
    });
    const list = await members[0]!.api.formations.ofTeam({ teamId: team.id });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ name: 'Otra', positions: [{ order: 0, abbreviation: 'POR' }] });
    await expect((await asNewUser(s)).api.formations.ofTeam({ teamId: team.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('refuses a bad structure, a size mismatch, strangers on the pitch and a non-captain', async () => {
    const s = services();
    const { captain, team, members, cardOf } = await teamWithPlayers(s, 1);
    const stranger = await asNewUser(s);
    const strangerTeam = await stranger.api.teams.create(teamInput({ name: 'Ajeno' }));
    const pos = (playerId: string, order = 0) => ({
      playerId,
      positionName: 'portero' as const,
      abbreviation: 'POR',
      coordinatesX: 50,
      coordinatesY: 90,
      order,
    });
    const base = { teamId: team.id, name: 'X', playerCount: 5 };
    await expect(
      captain.api.formations.save({ ...base, structure: '2--2', positions: [] }),
    ).rejects.toMatchObject({ cause: { code: 'FORMATION_INVALID' } });
    await expect(
      captain.api.formations.save({ ...base, structure: '3-3', positions: [] }),
    ).rejects.toMatchObject({ cause: { code: 'FORMATION_INVALID' } });
    await expect(
      captain.api.formations.save({
        ...base,
        structure: '2-2',
        positions: [pos(strangerTeam.players[0]!.id)],
      }),
    ).rejects.toMatchObject({ cause: { code: 'NOT_TEAM_MEMBER' } });
    await expect(
      members[0]!.api.formations.save({
        ...base,
        structure: '2-2',
        positions: [pos(cardOf(members[0]!.user.id).id)],
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await captain.api.formations.ofTeam({ teamId: team.id })).toEqual([]);
  });

  it('takes a removed player off the saved lineup', async () => {
    const s = services();
    const { captain, team, members, cardOf } = await teamWithPlayers(s, 1);
    const mateCard = cardOf(members[0]!.user.id);
    await captain.api.formations.save({
      teamId: team.id,
      structure: '2-2',
      playerCount: 5,
      name: 'Titular',
      positions: [
        {
          playerId: mateCard.id,
          positionName: 'portero',
          abbreviation: 'POR',
          coordinatesX: 50,
          coordinatesY: 90,
          order: 0,
        },
      ],
    });
    await captain.api.teams.removePlayer({ teamId: team.id, playerId: mateCard.id });
    const [formation] = await captain.api.formations.ofTeam({ teamId: team.id });
    expect(formation?.positions).toEqual([]);
  });
});

describe('the data behind a deleted team', () => {
  it('stays for its matches', async () => {
    const s = services();
    const { captain, team } = await teamWithPlayers(s, 0);
    await captain.api.teams.delete({ teamId: team.id });
    expect(
      (await fetchOne(s.db.select().from(teams).where(eq(teams.id, team.id))))?.deletedAt,
    ).toBeInstanceOf(Date);
  });
});

describe('deleting a captain’s account', () => {
  it('hands the captaincy to the longest-standing player, or deletes a team left empty', async () => {
    const s = services();
    const { captain, team, members } = await teamWithPlayers(s, 2);
    const solo = await captain.api.teams.create(teamInput({ name: 'Solo' }));
    await captain.api.user.deleteAccount({ id: captain.user.id });
    const after = await members[0]!.api.teams.byId({ teamId: team.id });
    expect(after.players.map((p) => [p.userId, p.role])).toEqual([
      [members[0]!.user.id, 'CAPTAIN'],
      [members[1]!.user.id, 'PLAYER'],
    ]);
    await expect(members[0]!.api.teams.byId({ teamId: solo.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('demo data', () => {
  it('gives the demo player a team, a pending invitation and rivals nearby', async () => {
    const s = services();
    await seedDemo(s.db);
    const mateo = (await fetchOne(s.db.select().from(users).where(eq(users.email, 'jugador@cancha.demo'))))!;
    const jar = memoryCookieJar();
    jar.values.set(SESSION_COOKIE_NAME, (await createSession(s.db, mateo.id)).token);
    const api = createCaller(await createContextInner(s, { cookies: jar, ip: '127.0.0.1' }));
    expect((await api.teams.mine()).map((t) => t.name)).toEqual(['Los Pibes de Córdoba']);
    expect(await api.invitations.mine()).toMatchObject([
      { status: 'PENDING', team: { name: 'Atlético Nueva Córdoba' } },
    ]);
    const near = await api.teams.nearby({ distance: 'CERCANO' });
    expect(near.teams.map((t) => t.name)).toContain('Atlético Nueva Córdoba');
    expect(near.teams.map((t) => t.name)).not.toContain('Los Pibes de Córdoba');
  });

  it('has a league under way: two matchdays played, standings, a next match and a leader', async () => {
    const s = services();
    await seedDemo(s.db);
    const mateo = (await fetchOne(s.db.select().from(users).where(eq(users.email, 'jugador@cancha.demo'))))!;
    const jar = memoryCookieJar();
    jar.values.set(SESSION_COOKIE_NAME, (await createSession(s.db, mateo.id)).token);
    const api = createCaller(await createContextInner(s, { cookies: jar, ip: '127.0.0.1' }));
    const league = (await api.tournaments.playerTournaments()).find(
      (t) => t.tournamentName === 'Liga de Primavera',
    )!;
    const rounds = await api.fixtures.rounds({ tournamentId: league.tournamentId });
    expect(rounds.rounds).toHaveLength(3);
    expect(rounds.rounds.map((r) => r.roundMatchesCompleted)).toEqual([true, true, false]);
    const stats = await api.fixtures.statistics({ tournamentId: league.tournamentId });
    expect(stats.teamsStatistics.every((r) => r.statistics.played === 2)).toBe(true);
    expect(stats.projectedChampion).not.toBeNull();
    expect(await api.matches.myNext()).toHaveLength(1);
    const team = (await api.teams.mine())[0]!;
    const view = await api.fixtures.teamInTournament({ tournamentId: league.tournamentId, teamId: team.id });
    expect(view.history).toHaveLength(2);
    expect(view.players.reduce((n, p) => n + p.GOAL, 0)).toBeGreaterThan(0);
  });
});

describe('places typed by hand', () => {
  it('are geocoded offline to their locality, so the team shows up nearby', async () => {
    const s = services();
    const ana = await asNewUser(s);
    const { lat: _lat, lng: _lng, ...typed } = teamInput({ location: 'Av. Colón 1200, Córdoba, Argentina' });
    const team = await ana.api.teams.create(typed);
    expect(team.lat).toBeCloseTo(-31.41, 1);
    expect(team.lng).toBeCloseTo(-64.18, 1);
    const nowhere = await ana.api.teams.create({ ...typed, name: 'Sin lugar', location: 'zzzz qqqq' });
    expect(nowhere.lat).toBeNull();

    // A profile location moves the point nearby searches measure from.
    const bea = await asNewUser(s);
    const form = new FormData();
    form.set('location', 'Villa Carlos Paz, Córdoba');
    await bea.api.user.updateProfile(form);
    const near = await bea.api.teams.nearby({});
    expect(near.teams[0]).toMatchObject({ id: team.id });
    expect(near.teams[0]!.distance).toBeGreaterThan(25);
    expect(near.teams[0]!.distance).toBeLessThan(40);
  });
});

describe('nearby teams across the antimeridian', () => {
  it('finds a team just across 180°, nearest first, and leaves out the viewer’s own', async () => {
    const s = services();
    const fiji = await asNewUser(s);
    const east = await fiji.api.teams.create({
      ...teamInput({ name: 'Este' }),
      location: 'Fiyi',
      lat: -17,
      lng: -179.95,
    });
    const other = await asNewUser(s);
    const west = await other.api.teams.create({
      ...teamInput({ name: 'Oeste' }),
      location: 'Fiyi',
      lat: -17,
      lng: 179.9,
    });
    const found = await fiji.api.teams.nearby({ lat: -17, lng: 179.99 });
    expect(found.teams.map((t) => t.id)).toEqual([west.id]);
    expect(found.teams[0]!.distance).toBeLessThan(10);
    expect((await other.api.teams.nearby({ lat: -17, lng: 179.99 })).teams.map((t) => t.id)).toEqual([
      east.id,
    ]);
  });
});
