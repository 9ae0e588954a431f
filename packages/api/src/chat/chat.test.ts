import { emailOutbox, execute, fetchAll, notifications, teamPlayers, users } from '@cancha/db';
import type { CreateTournament } from '@cancha/shared';
import { notificationText } from '@cancha/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import { drainNotifications } from '../notifications/notifications.service';
import { notify } from '../notifications/notify';
import { asNewUser, testServices } from '../testing';

type Services = ReturnType<typeof testServices>;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function teamOf(s: Services, name: string) {
  const captain = await asNewUser(s);
  const team = await captain.api.teams.create({
    name,
    location: 'Córdoba',
    genderTeam: 'MIX',
    lat: -31.4,
    lng: -64.2,
  });
  const mates: Awaited<ReturnType<typeof asNewUser>>[] = [];
  for (let i = 0; i < 4; i++) mates.push(await asNewUser(s));
  for (const m of mates)
    await execute(s.db.insert(teamPlayers).values({ teamId: team.id, userId: m.user.id, role: 'PLAYER' }));
  return { captain, mate: mates[0]!, teamId: team.id };
}

const TOURNAMENT: CreateTournament = {
  name: 'Copa Charla',
  location: 'Córdoba, Argentina',
  lat: -31.42,
  lng: -64.19,
  category: 'AMATEUR',
  tournamentGender: 'MIXED',
  typeFutbol: 7,
  type: 'LEAGUE',
  startDate: inDays(20),
  endDate: inDays(60),
  registrationDeadline: inDays(10),
  playingDays: ['SATURDAY'],
  matchDuration: 50,
  totalTeams: 4,
  totalPlayers: 12,
  invitationOnly: false,
  status: 'OPEN',
  visibility: 'PUBLIC',
};

describe('chat permissions', () => {
  it('team chat is its members’: they read, write and count unread; strangers get nothing', async () => {
    const s = testServices();
    const { captain, mate, teamId } = await teamOf(s, 'Los Pibes');
    const c = { type: 'team' as const, id: teamId };
    await captain.api.chat.send({ ...c, message: '  Entrenamos el jueves  ' });
    expect(await mate.api.chat.status(c)).toEqual({ canRead: true, canWrite: true, unread: 1 });
    const [m] = await mate.api.chat.messages(c);
    expect(m).toMatchObject({
      message: 'Entrenamos el jueves',
      mensaje: 'Entrenamos el jueves',
      user: { id: captain.user.id },
    });
    expect(await mate.api.chat.unread(c)).toHaveLength(1);
    await mate.api.chat.markRead(c);
    expect((await mate.api.chat.status(c)).unread).toBe(0);
    // One's own messages are never unread.
    expect((await captain.api.chat.status(c)).unread).toBe(0);
    const stranger = await asNewUser(s);
    expect(await stranger.api.chat.status(c)).toEqual({ canRead: false, canWrite: false, unread: 0 });
    await expect(stranger.api.chat.messages(c)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stranger.api.chat.send({ ...c, message: 'hola' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(stranger.api.chat.markRead(c)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses blank and overlong messages, and a member sending too fast', async () => {
    const s = testServices();
    const { captain, teamId } = await teamOf(s, 'Los Pibes');
    const c = { type: 'team' as const, id: teamId };
    await expect(captain.api.chat.send({ ...c, message: '   ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(captain.api.chat.send({ ...c, message: 'x'.repeat(1001) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    for (let i = 0; i < 30; i++) await captain.api.chat.send({ ...c, message: `mensaje ${i}` });
    await expect(captain.api.chat.send({ ...c, message: 'uno más' })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    expect(await captain.api.chat.messages(c)).toHaveLength(30);
  });

  it('stores a message sent again under its key once (a phone that lost the answer), per sender', async () => {
    const s = testServices();
    const { captain, mate, teamId } = await teamOf(s, 'Los Pibes');
    const c = { type: 'team' as const, id: teamId };
    const first = await captain.api.chat.send({ ...c, message: 'Llego tarde', clientKey: 'k-0001-abcd' });
    const again = await captain.api.chat.send({ ...c, message: 'Llego tarde', clientKey: 'k-0001-abcd' });
    expect(again).toEqual(first);
    // Another sender's key space is their own.
    await mate.api.chat.send({ ...c, message: 'Yo también', clientKey: 'k-0001-abcd' });
    expect((await mate.api.chat.messages(c)).map((m) => m.message)).toEqual(['Llego tarde', 'Yo también']);
    // The same key for another conversation is a client's mistake, refused without storing anything.
    const other = await teamOf(s, 'Otros');
    await execute(
      s.db.insert(teamPlayers).values({ teamId: other.teamId, userId: captain.user.id, role: 'PLAYER' }),
    );
    await expect(
      captain.api.chat.send({ type: 'team', id: other.teamId, message: 'Hola', clientKey: 'k-0001-abcd' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await captain.api.chat.messages({ type: 'team', id: other.teamId })).toHaveLength(0);
    await expect(captain.api.chat.send({ ...c, message: 'x', clientKey: 'short' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('tournament chat: the creator and the captains of approved teams write; their players only read', async () => {
    const s = testServices();
    const creator = await asNewUser(s, { role: 'ADMIN' });
    const t = await creator.api.tournaments.create(TOURNAMENT);
    const approved = await teamOf(s, 'Aprobados');
    const waiting = await teamOf(s, 'En espera');
    const reg = await approved.captain.api.registrations.register({
      tournamentId: t.id,
      teamId: approved.teamId,
    });
    await creator.api.registrations.setStatus({ registrationId: reg.id, status: 'APPROVED' });
    await waiting.captain.api.registrations.register({ tournamentId: t.id, teamId: waiting.teamId });
    const c = { type: 'tournament' as const, id: t.id };
    await creator.api.chat.send({ ...c, message: 'Bienvenidos al torneo' });
    await approved.captain.api.chat.send({ ...c, message: 'Gracias' });
    expect(await approved.mate.api.chat.status(c)).toMatchObject({
      canRead: true,
      canWrite: false,
      unread: 2,
    });
    await expect(approved.mate.api.chat.send({ ...c, message: 'yo también' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'CHAT_DISABLED',
    });
    await expect(waiting.captain.api.chat.messages(c)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await creator.api.chat.messages(c)).map((m) => m.message)).toEqual([
      'Bienvenidos al torneo',
      'Gracias',
    ]);
  });

  it('challenge chat belongs to both teams', async () => {
    const s = testServices();
    const home = await teamOf(s, 'Local');
    const away = await teamOf(s, 'Visita');
    const detail = await home.captain.api.challenges.create({
      location: 'Parque',
      challengedDate: inDays(2),
      time: '10:00',
      creatorTeamId: home.teamId,
      challengedTeamId: away.teamId,
    });
    const c = { type: 'challenge' as const, id: detail.challengesId! };
    await away.mate.api.chat.send({ ...c, message: '¿Traen pelota?' });
    expect((await home.mate.api.chat.messages(c))[0]!.message).toBe('¿Traen pelota?');
    await expect((await asNewUser(s)).api.chat.messages(c)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('notifications', () => {
  it('are created by the actions that concern someone, readable and deletable only by them, e-mailed when chosen', async () => {
    const s = testServices();
    const home = await teamOf(s, 'Local');
    const away = await teamOf(s, 'Visita');
    await away.captain.api.notifications.setEmailPreference({ kind: 'CHALLENGE_RECEIVED', email: true });
    await home.captain.api.challenges.create({
      location: 'Parque',
      challengedDate: inDays(2),
      time: '10:00',
      creatorTeamId: home.teamId,
      challengedTeamId: away.teamId,
    });
    const [n] = await away.captain.api.notifications.list();
    expect(n).toMatchObject({
      kind: 'CHALLENGE_RECEIVED',
      params: { team: 'Local', opponent: 'Visita' },
      read: false,
      challengeId: expect.any(String),
    });
    // Players who are not captains are not asked to answer; the challenger is not told of their own action.
    expect(await away.mate.api.notifications.list()).toEqual([]);
    expect(await home.captain.api.notifications.list()).toEqual([]);
    const mail = (await fetchAll(s.db.select().from(emailOutbox))).find(
      (m) => m.to === away.captain.user.email,
    );
    expect(mail?.text).toContain('Local desafió a Visita a un partido.');

    await expect(home.captain.api.notifications.markRead({ notificationId: n!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await away.captain.api.notifications.markRead({ notificationId: n!.id })).read).toBe(true);
    await expect(home.captain.api.notifications.delete({ notificationId: n!.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await away.captain.api.notifications.delete({ notificationId: n!.id });
    expect(await away.captain.api.notifications.list()).toEqual([]);
    const prefs = await away.captain.api.notifications.emailPreferences();
    expect(prefs.find((p) => p.kind === 'CHALLENGE_RECEIVED')?.email).toBe(true);
    expect(prefs.find((p) => p.kind === 'MATCH_FINISHED')?.email).toBe(false);
  });

  it('left undelivered by a process that stopped go out with the minute sweep, not with a change unrelated to them', async () => {
    const s = testServices();
    const home = await teamOf(s, 'Local');
    await home.captain.api.notifications.setEmailPreference({ kind: 'TEAM_INVITATION', email: true });
    // Committed by a process that died before its change could hand it over.
    await notify(s.db, {
      to: [home.captain.user.id],
      kind: 'TEAM_INVITATION',
      params: { team: 'Visita' },
    });
    const undelivered = async () =>
      (await fetchAll(s.db.select().from(notifications))).filter((n) => n.deliveredAt === null).length;
    // A change that tells no one does not look for others' notifications: that read after every write is what the
    // sweep saves.
    await home.mate.api.notifications.setEmailPreference({ kind: 'CHALLENGE_RECEIVED', email: true });
    expect(await undelivered()).toBe(1);
    expect(await drainNotifications(s)).toBe(1);
    expect(await undelivered()).toBe(0);
    const mail = (await fetchAll(s.db.select().from(emailOutbox))).find(
      (m) => m.to === home.captain.user.email,
    );
    expect(mail?.text).toContain('Visita');
  });

  it('are e-mailed in the language of the person told, not in the server one', async () => {
    const s = testServices();
    const home = await teamOf(s, 'Local');
    const away = await teamOf(s, 'Visita');
    await execute(s.db.update(users).set({ locale: 'br' }).where(eq(users.id, away.captain.user.id)));
    await away.captain.api.notifications.setEmailPreference({ kind: 'CHALLENGE_RECEIVED', email: true });
    await home.captain.api.challenges.create({
      location: 'Parque',
      challengedDate: inDays(2),
      time: '10:00',
      creatorTeamId: home.teamId,
      challengedTeamId: away.teamId,
    });
    const mail = (await fetchAll(s.db.select().from(emailOutbox))).find(
      (m) => m.to === away.captain.user.email,
    );
    expect(mail?.subject).toBe('Cancha: você tem uma nova notificação');
    expect(mail?.text).toContain('Local desafiou Visita para uma partida.');
    // The same sentence the screens show, from the same catalog.
    const [notice] = await away.captain.api.notifications.list();
    expect(translate('es', notificationText(notice!))).toBe('Local desafió a Visita a un partido.');
  });
});
