import { execute, teamPlayers } from '@cancha/db';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

describe('chat and notification paths', () => {
  it('GET chat/mensajes, POST chat/mensajes, GET chat/mensajes-no-leidos, POST chat/marcar-como-leidos', async () => {
    const t = testApp();
    const captain = await t.player();
    const team = (
      await captain.browser.post('/api/v1/team', {
        name: 'Los Pibes',
        location: 'Córdoba',
        genderTeam: 'MIX',
      })
    ).json.team;
    const mate = await t.player();
    await execute(
      t.services.db.insert(teamPlayers).values({ teamId: team.id, userId: mate.user.id, role: 'PLAYER' }),
    );
    const sent = await captain.browser.post('/api/v1/chat/mensajes', {
      type: 'team',
      id: team.id,
      mensaje: 'Hola equipo',
    });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ mensaje: 'Hola equipo', user: { id: captain.user.id } });
    const blank = await captain.browser.post('/api/v1/chat/mensajes', {
      type: 'team',
      id: team.id,
      mensaje: ' ',
    });
    expect(blank.status).toBe(400);
    const list = await mate.browser.get(`/api/v1/chat/mensajes?type=team&id=${team.id}`);
    expect(list.json).toHaveLength(1);
    const unread = await mate.browser.get(
      `/api/v1/chat/mensajes-no-leidos?type=team&id=${team.id}&userId=${mate.user.id}`,
    );
    expect(unread.json).toHaveLength(1);
    const spoofed = await mate.browser.get(
      `/api/v1/chat/mensajes-no-leidos?type=team&id=${team.id}&userId=${captain.user.id}`,
    );
    expect(spoofed.status).toBe(403);
    await mate.browser.post('/api/v1/chat/marcar-como-leidos', {
      type: 'team',
      id: team.id,
      userId: mate.user.id,
    });
    expect((await mate.browser.get(`/api/v1/chat/mensajes-no-leidos?type=team&id=${team.id}`)).json).toEqual(
      [],
    );
    const stranger = await t.player();
    expect((await stranger.browser.get(`/api/v1/chat/mensajes?type=team&id=${team.id}`)).status).toBe(404);
    expect((await stranger.browser.get('/api/v1/chat/mensajes?type=liga&id=x')).status).toBe(400);
  });

  it('GET notifications, PUT notifications/{id}/read, DELETE notifications/{id}', async () => {
    const t = testApp();
    const captain = await t.player();
    const team = (
      await captain.browser.post('/api/v1/team', {
        name: 'Los Pibes',
        location: 'Córdoba',
        genderTeam: 'MIX',
      })
    ).json.team;
    const invitee = await t.player();
    await captain.browser.post('/api/v1/invitations', {
      playerEmail: invitee.user.email,
      teamId: team.id,
      locale: 'es',
    });
    const list = await invitee.browser.get('/api/v1/notifications');
    expect(list.json).toMatchObject([
      { kind: 'TEAM_INVITATION', teamId: team.id, read: false, invitationId: expect.any(String) },
    ]);
    // `message` is the screens' sentence, in the request's language: Spanish unless asked otherwise.
    expect(list.json[0].message).toMatch(/ te invitó a unirte a Los Pibes\.$/);
    const inEnglish = await invitee.browser.get('/api/v1/notifications', {
      'accept-language': 'en-GB,en;q=0.8',
    });
    expect(inEnglish.json[0].message).toMatch(/ invited you to join Los Pibes\.$/);
    invitee.browser.jar.set('locale', 'br');
    expect((await invitee.browser.get('/api/v1/notifications')).json[0].message).toMatch(
      / convidou você para entrar em Los Pibes\.$/,
    );
    invitee.browser.jar.delete('locale');
    const id = list.json[0].id;
    expect((await captain.browser.put(`/api/v1/notifications/${id}/read`)).status).toBe(404);
    expect((await invitee.browser.put(`/api/v1/notifications/${id}/read`)).json.read).toBe(true);
    expect((await invitee.browser.del(`/api/v1/notifications/${id}`)).status).toBe(200);
    expect((await invitee.browser.get('/api/v1/notifications')).json).toEqual([]);
    expect((await t.client().get('/api/v1/notifications')).status).toBe(401);
  });
});
