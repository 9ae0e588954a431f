import { tinyImage } from '@cancha/api/testing';
import { fetchAll, teams } from '@cancha/db';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

// Uploads are decoded and re-encoded, so a real image (magic bytes alone are refused).
const PNG = await tinyImage('image/png');
const TEAM = {
  name: 'Los Pibes',
  location: 'Córdoba, Argentina',
  genderTeam: 'MALE',
  lat: -31.42,
  lng: -64.19,
};

/** A captain with a team, and a second player who accepted the invitation through the REST calls. */
async function teamOfTwo(t: ReturnType<typeof testApp>) {
  const captain = await t.player();
  const mate = await t.player();
  const created = await captain.browser.post('/api/v1/team', TEAM);
  const teamId: string = created.json.team.id;
  await captain.browser.post('/api/v1/invitations', { playerEmail: mate.user.email, teamId, locale: 'es' });
  const accepted = await mate.browser.put('/api/v1/invitations', { idUser: mate.user.id, teamId });
  expect(accepted.status).toBe(200);
  const players = (await captain.browser.get(`/api/v1/player-team/me?teamId=${teamId}`)).json.players;
  const cardOf = (userId: string) => players.find((p: { userId: string }) => p.userId === userId);
  return { captain, mate, teamId, cardOf };
}

describe('POST and GET /api/v1/team', () => {
  it('creates a team from the REST payload and lists it', async () => {
    const t = testApp();
    const { browser } = await t.player();
    const r = await browser.post('/api/v1/team', TEAM);
    expect(r.status).toBe(201);
    expect(r.json.successMessage).toBe('Equipo creado con exito');
    expect(r.json.team).toMatchObject({ name: 'Los Pibes', genderTeam: 'MALE', myRole: 'CAPTAIN' });
    const list = await browser.get('/api/v1/team');
    expect(list.status).toBe(200);
    expect(list.json.teams.map((x: { name: string }) => x.name)).toEqual(['Los Pibes']);
    const one = await browser.get(`/api/v1/team/team/${r.json.team.id}`);
    expect(one.json).toMatchObject({ team: { id: r.json.team.id }, tournamentId: null });
    // With a tournament the team is not in, there is no team-in-tournament screen to show.
    expect((await browser.get(`/api/v1/team/team/${r.json.team.id}?tournamentId=abc`)).status).toBe(404);
  });

  it('answers bad input with 400 and field errors, and no session with 401', async () => {
    const t = testApp();
    const { browser } = await t.player();
    const bad = await browser.post('/api/v1/team', { name: '', genderTeam: 'OTRO' });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('VALIDATION');
    expect(Object.keys(bad.json.fieldErrors)).toEqual(
      expect.arrayContaining(['name', 'location', 'genderTeam']),
    );
    const broken = await browser.request('POST', '/api/v1/team', '{', { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
    expect((await t.client().post('/api/v1/team', TEAM)).status).toBe(401);
    expect(await fetchAll(t.services.db.select().from(teams))).toHaveLength(0);
  });

  it('answers 404 for an unknown team', async () => {
    const t = testApp();
    const r = await (await t.player()).browser.get('/api/v1/team/team/nope');
    expect(r.status).toBe(404);
  });
});

describe('team management paths', () => {
  it('PUT team changes the captain; only the captain may', async () => {
    const t = testApp();
    const { captain, mate, teamId, cardOf } = await teamOfTwo(t);
    const refused = await mate.browser.put('/api/v1/team', {
      teamId,
      newCaptainId: cardOf(mate.user.id).id,
      currentCaptainId: cardOf(captain.user.id).id,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('NOT_TEAM_CAPTAIN');
    const r = await captain.browser.put('/api/v1/team', {
      teamId,
      newCaptainId: cardOf(mate.user.id).id,
      currentCaptainId: cardOf(captain.user.id).id,
    });
    expect(r.status).toBe(200);
    expect(r.json.team.myRole).toBe('PLAYER');
  });

  it('PUT team/change-data-team/{teamId} takes multipart avatar, teamFile and nameTeam', async () => {
    const t = testApp();
    const { captain, teamId } = await teamOfTwo(t);
    const form = new FormData();
    form.set('nameTeam', 'Los Pibes FC');
    form.set('avatar', new Blob([PNG], { type: 'image/png' }));
    const r = await captain.browser.put(`/api/v1/team/change-data-team/${teamId}`, form);
    expect(r.status).toBe(200);
    expect(r.json.team).toMatchObject({
      name: 'Los Pibes FC',
      logo: expect.stringMatching(/^\/uploads\/teams\//),
    });
    const fake = new FormData();
    fake.set('avatar', new Blob(['hola'], { type: 'image/png' }));
    const bad = await captain.browser.put(`/api/v1/team/change-data-team/${teamId}`, fake);
    expect(bad.status).toBe(400);
    expect(bad.json.errorMessage).toBe('Archivo no válido');
    const json = await captain.browser.put(`/api/v1/team/change-data-team/${teamId}`, { nameTeam: 'x' });
    expect(json.status).toBe(400);
  });

  it('PUT player-team edits only the caller’s own card; shirt numbers stay unique', async () => {
    const t = testApp();
    const { captain, mate, cardOf } = await teamOfTwo(t);
    const mine = await mate.browser.put('/api/v1/player-team', {
      playerTeamId: cardOf(mate.user.id).id,
      updatePlayerTeamDto: { abbreviatedName: 'Pulga', shirtNumber: 10, position: 'extremo_derecho' },
      locale: 'es',
    });
    expect(mine.status).toBe(200);
    expect(mine.json.player).toMatchObject({ shirtNumber: 10, abbreviatedName: 'Pulga' });
    const taken = await captain.browser.put('/api/v1/player-team', {
      playerTeamId: cardOf(captain.user.id).id,
      updatePlayerTeamDto: { shirtNumber: 10 },
    });
    expect(taken.status).toBe(409);
    const other = await captain.browser.put('/api/v1/player-team', {
      playerTeamId: cardOf(mate.user.id).id,
      updatePlayerTeamDto: { shirtNumber: 5 },
    });
    expect(other.status).toBe(403);
  });

  it('DELETE team/player/removed removes a player but never the captain', async () => {
    const t = testApp();
    const { captain, mate, teamId, cardOf } = await teamOfTwo(t);
    const self = await captain.browser.del('/api/v1/team/player/removed', {
      teamId,
      playerId: cardOf(captain.user.id).id,
      captainId: captain.user.id,
    });
    expect(self.status).toBe(400);
    expect(self.json.code).toBe('CANNOT_REMOVE_CAPTAIN');
    const r = await captain.browser.del('/api/v1/team/player/removed', {
      teamId,
      playerId: cardOf(mate.user.id).id,
      captainId: captain.user.id,
    });
    expect(r.status).toBe(200);
    expect(r.json.team.players).toHaveLength(1);
  });

  it('DELETE team/{teamId} deletes for the captain only', async () => {
    const t = testApp();
    const { captain, mate, teamId } = await teamOfTwo(t);
    expect((await mate.browser.del(`/api/v1/team/${teamId}`)).status).toBe(403);
    const r = await captain.browser.del(`/api/v1/team/${teamId}`);
    expect(r.status).toBe(200);
    expect(r.json.successMessage).toBe('Equipo eliminado con éxito');
    expect((await captain.browser.get('/api/v1/team')).json.teams).toEqual([]);
  });
});

describe('invitations paths', () => {
  it('POST invitations, GET my-invitations, PUT invitations {id, teamId, responseInvitation}', async () => {
    const t = testApp();
    const captain = await t.player();
    const bea = await t.player();
    const teamId = (await captain.browser.post('/api/v1/team', TEAM)).json.team.id;
    const sent = await captain.browser.post('/api/v1/invitations', {
      playerEmail: bea.user.email,
      teamId,
      locale: 'br',
    });
    expect(sent.status).toBe(201);
    const again = await captain.browser.post('/api/v1/invitations', { playerEmail: bea.user.email, teamId });
    expect(again.status).toBe(409);
    const badEmail = await captain.browser.post('/api/v1/invitations', { playerEmail: 'nope', teamId });
    expect(badEmail.status).toBe(400);

    const mine = await bea.browser.get('/api/v1/invitations/my-invitations');
    expect(mine.json.invitations).toHaveLength(1);
    const id = mine.json.invitations[0].id;
    const rejected = await bea.browser.put('/api/v1/invitations', {
      id,
      teamId,
      responseInvitation: 'REJECTED',
    });
    expect(rejected.status).toBe(200);
    expect((await bea.browser.get('/api/v1/invitations/my-invitations')).json.invitations).toEqual([]);
    const twice = await bea.browser.put('/api/v1/invitations', {
      id,
      teamId,
      responseInvitation: 'ACCEPTED',
    });
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('INVITATION_ANSWERED');
  });

  it('PUT invitations {idUser, teamId} accepts, and only for the caller', async () => {
    const t = testApp();
    const captain = await t.player();
    const bea = await t.player();
    const teamId = (await captain.browser.post('/api/v1/team', TEAM)).json.team.id;
    await captain.browser.post('/api/v1/invitations', { playerEmail: bea.user.email, teamId });
    const forged = await captain.browser.put('/api/v1/invitations', { idUser: bea.user.id, teamId });
    expect(forged.status).toBe(403);
    const r = await bea.browser.put('/api/v1/invitations', { idUser: bea.user.id, teamId });
    expect(r.status).toBe(200);
    expect(r.json.successMessage).toBe('Invitación aceptada correctamente');
    const overview = await bea.browser.get('/api/v1/invitations');
    expect(overview.json.equiposAceptados).toHaveLength(1);
    expect(overview.json.equiposJugador[0].jugadores).toHaveLength(2);
  });
});

describe('formations paths', () => {
  it('POST formations/{teamId}/{structure} and GET formations/team/{teamId}', async () => {
    const t = testApp();
    const { captain, mate, teamId, cardOf } = await teamOfTwo(t);
    const body = {
      playerCount: 5,
      name: 'Titular',
      positions: [
        {
          playerId: cardOf(captain.user.id).id,
          positionName: 'portero',
          abbreviation: 'POR',
          coordinatesX: 50,
          coordinatesY: 90,
          order: 0,
        },
      ],
    };
    const r = await captain.browser.post(`/api/v1/formations/${teamId}/2-2`, body);
    expect(r.status).toBe(201);
    expect(r.json.formation.structure).toBe('2-2');
    expect((await mate.browser.post(`/api/v1/formations/${teamId}/2-2`, body)).status).toBe(403);
    const bad = await captain.browser.post(`/api/v1/formations/${teamId}/9-9-9`, body);
    expect(bad.status).toBe(400);
    expect(bad.json.errorMessage).toBe('Error: formación no válida');
    const list = await mate.browser.get(`/api/v1/formations/team/${teamId}`);
    expect(list.json.formations).toHaveLength(1);
  });
});

describe('GET /api/v1/challenges/nearby-teams', () => {
  it('orders teams by distance, filters by name and CERCANO/LEJANO, and pages', async () => {
    const t = testApp();
    const me = await t.player({ lat: -34.6037, lng: -58.3816 }); // Buenos Aires
    const place = async (name: string, lat: number, lng: number) =>
      (await t.player()).browser.post('/api/v1/team', { ...TEAM, name, location: name, lat, lng });
    await place('Palermo', -34.5889, -58.4306); // ~5 km
    await place('La Plata', -34.9214, -57.9545); // ~53 km
    await place('Rosario', -32.9468, -60.6393); // ~280 km
    await place('Ciudad Vieja', -34.6037, -58.3916); // ~1 km
    const all = await me.browser.get('/api/v1/challenges/nearby-teams');
    expect(all.status).toBe(200);
    expect(all.json.teams.map((x: { name: string }) => x.name)).toEqual([
      'Ciudad Vieja',
      'Palermo',
      'La Plata',
      'Rosario',
    ]);
    expect(all.json.teams[0].distance).toBeCloseTo(0.9, 0);
    const near = await me.browser.get('/api/v1/challenges/nearby-teams?distance=CERCANO');
    expect(near.json.teams.map((x: { name: string }) => x.name)).toEqual(['Ciudad Vieja', 'Palermo']);
    const far = await me.browser.get('/api/v1/challenges/nearby-teams?distance=LEJANO');
    expect(far.json.teams.map((x: { name: string }) => x.name)).toEqual(['La Plata', 'Rosario']);
    const named = await me.browser.get('/api/v1/challenges/nearby-teams?name=plat');
    expect(named.json.teams.map((x: { name: string }) => x.name)).toEqual(['La Plata']);
    const page = await me.browser.get('/api/v1/challenges/nearby-teams?offset=1&limit=2');
    expect(page.json).toMatchObject({ hasMore: true });
    expect(page.json.teams.map((x: { name: string }) => x.name)).toEqual(['Palermo', 'La Plata']);
    const bad = await me.browser.get('/api/v1/challenges/nearby-teams?lat=abc&lng=1');
    expect(bad.status).toBe(400);
  });

  it('asks for a location when it knows none', async () => {
    const t = testApp();
    const r = await (await t.player()).browser.get('/api/v1/challenges/nearby-teams');
    expect(r.status).toBe(400);
    expect(r.json.code).toBe('LOCATION_UNKNOWN');
  });
});
