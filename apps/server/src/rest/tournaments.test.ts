import { asNewUser, tinyImage } from '@cancha/api/testing';
import { execute, fetchAll, teamPlayers, tournaments } from '@cancha/db';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

// Uploads are decoded and re-encoded, so a real image (magic bytes alone are refused).
const PNG = await tinyImage('image/png');
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const TOURNAMENT = {
  name: 'Copa Primavera',
  location: 'Córdoba, Argentina',
  lat: -31.42,
  lng: -64.19,
  category: 'AMATEUR',
  tournamentGender: 'MIXED',
  typeFutbol: 7,
  type: 'SINGLE_ELIMINATION',
  startDate: inDays(20),
  endDate: inDays(60),
  registrationDeadline: inDays(10),
  playingDays: ['SATURDAY'],
  matchDuration: 50,
  totalTeams: 8,
  totalPlayers: 12,
  registrationFee: { amount: 1000, currency: 'USD' },
  matchFee: { amount: 0 },
  prizes: 'Copa',
  invitationOnly: false,
  status: 'OPEN',
  visibility: 'PUBLIC',
};

/** A creator with a tournament and a captain with a team of five. */
async function setup(t: ReturnType<typeof testApp>) {
  const creator = await t.player({ role: 'ADMIN' });
  const created = await creator.browser.post('/api/v1/tournaments', TOURNAMENT);
  expect(created.status).toBe(201);
  const captain = await t.player();
  const team = (
    await captain.browser.post('/api/v1/team', {
      name: 'Los Pibes',
      location: 'Córdoba',
      genderTeam: 'MIX',
      lat: -31.4,
      lng: -64.2,
    })
  ).json.team;
  for (let i = 0; i < 4; i++) {
    const mate = await asNewUser(t.services);
    await execute(
      t.services.db.insert(teamPlayers).values({ teamId: team.id, userId: mate.user.id, role: 'PLAYER' }),
    );
  }
  return { creator, captain, tournamentId: created.json.tournament.id as string, teamId: team.id as string };
}

describe('tournament paths', () => {
  it('POST tournaments creates for a creator; GET tournaments/creates, tournaments and tournaments/{id} read', async () => {
    const t = testApp();
    const { creator, captain, tournamentId } = await setup(t);
    const mine = await creator.browser.get('/api/v1/tournaments/creates');
    expect(mine.json.tournaments.map((x: { id: string }) => x.id)).toEqual([tournamentId]);
    const list = await captain.browser.get('/api/v1/tournaments');
    expect(list.json.tournaments[0]).toMatchObject({
      id: tournamentId,
      registrationFee: { currency: 'USD' },
    });
    const one = await captain.browser.get(`/api/v1/tournaments/${tournamentId}`);
    expect(one.json.tournament).toMatchObject({ name: 'Copa Primavera', isOwner: false, inviteLink: null });
    expect((await creator.browser.get('/api/v1/tournaments/nope')).status).toBe(404);
  });

  it('refuses a player creating, bad fields and incoherent dates with 400/403 and stores nothing', async () => {
    const t = testApp();
    const player = await t.player();
    expect((await player.browser.post('/api/v1/tournaments', TOURNAMENT)).status).toBe(403);
    const creator = await t.player({ role: 'ADMIN' });
    const bad = await creator.browser.post('/api/v1/tournaments', { ...TOURNAMENT, typeFutbol: 8 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.fieldErrors)).toEqual(['typeFutbol']);
    const late = await creator.browser.post('/api/v1/tournaments', {
      ...TOURNAMENT,
      registrationDeadline: inDays(40),
    });
    expect(late.status).toBe(400);
    expect(late.json.fieldErrors).toEqual({ registrationDeadline: ['DEADLINE_AFTER_START'] });
    expect((await creator.browser.post('/api/v1/tournaments', [1, 2])).status).toBe(400);
    expect(await fetchAll(t.services.db.select().from(tournaments))).toHaveLength(0);
  });

  it('PUT tournaments/{id} takes daysOfWeek; only the owner may', async () => {
    const t = testApp();
    const { creator, tournamentId } = await setup(t);
    const r = await creator.browser.put(`/api/v1/tournaments/${tournamentId}`, {
      name: 'Copa Otoño',
      daysOfWeek: ['MONDAY', 'FRIDAY'],
      status: 'SCHEDULED',
    });
    expect(r.status).toBe(200);
    expect(r.json.tournament).toMatchObject({ name: 'Copa Otoño', playingDays: ['MONDAY', 'FRIDAY'] });
    const other = await t.player({ role: 'ADMIN' });
    expect((await other.browser.put(`/api/v1/tournaments/${tournamentId}`, { name: 'x y' })).status).toBe(
      403,
    );
  });

  it('PUT tournaments/change-images-tournament/{id} takes multipart logoFile and imageFile', async () => {
    const t = testApp();
    const { creator, tournamentId } = await setup(t);
    const form = new FormData();
    form.set('logoFile', new Blob([PNG], { type: 'image/png' }));
    const r = await creator.browser.put(`/api/v1/tournaments/change-images-tournament/${tournamentId}`, form);
    expect(r.status).toBe(200);
    expect(r.json.tournament.logo).toMatch(/^\/uploads\/tournaments\//);
    const fake = new FormData();
    fake.set('imageFile', new Blob(['x'], { type: 'image/png' }));
    const bad = await creator.browser.put(
      `/api/v1/tournaments/change-images-tournament/${tournamentId}`,
      fake,
    );
    expect(bad.status).toBe(400);
    expect(bad.json.errorMessage).toBe('Archivo no válido');
  });

  it('DELETE tournaments/{id} is refused while a team is in; DELETE …/teams/{teamId} removes it first', async () => {
    const t = testApp();
    const { creator, captain, tournamentId, teamId } = await setup(t);
    await captain.browser.post('/api/v1/registrations', { tournamentId, teamId });
    const refused = await creator.browser.del(`/api/v1/tournaments/${tournamentId}`);
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('TOURNAMENT_HAS_TEAMS');
    expect((await creator.browser.del(`/api/v1/tournaments/${tournamentId}/teams/${teamId}`)).status).toBe(
      200,
    );
    const r = await creator.browser.del(`/api/v1/tournaments/${tournamentId}`);
    expect(r.status).toBe(200);
  });
});

describe('registration paths', () => {
  it('POST registrations, GET registrations/teams, PUT registrations/{id}/status, GET tournaments/player/tournaments', async () => {
    const t = testApp();
    const { creator, captain, tournamentId, teamId } = await setup(t);
    const r = await captain.browser.post('/api/v1/registrations', { tournamentId, teamId });
    expect(r.status).toBe(201);
    const twice = await captain.browser.post('/api/v1/registrations', { tournamentId, teamId });
    expect(twice.status).toBe(409);
    const list = await creator.browser.get(`/api/v1/registrations/teams?tournamentId=${tournamentId}`);
    expect(list.json.registrations).toMatchObject([{ status: 'PENDING', team: { name: 'Los Pibes' } }]);
    expect(
      (await captain.browser.get(`/api/v1/registrations/teams?tournamentId=${tournamentId}`)).status,
    ).toBe(403);
    const approved = await creator.browser.put(`/api/v1/registrations/${r.json.registration.id}/status`, {
      status: 'APPROVED',
    });
    expect(approved.status).toBe(200);
    const mine = await captain.browser.get('/api/v1/tournaments/player/tournaments');
    expect(mine.json.tournaments).toMatchObject([{ tournamentId, registrationStatus: 'APPROVED' }]);
  });

  it('POST registrations/tournament/{id}/approve-all approves every pending request, for the organiser only', async () => {
    const t = testApp();
    const { creator, captain, tournamentId, teamId } = await setup(t);
    expect((await captain.browser.post('/api/v1/registrations', { tournamentId, teamId })).status).toBe(201);
    expect(
      (await captain.browser.post(`/api/v1/registrations/tournament/${tournamentId}/approve-all`, {})).status,
    ).toBe(403);
    const all = await creator.browser.post(
      `/api/v1/registrations/tournament/${tournamentId}/approve-all`,
      {},
    );
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ approved: [{ teamId, status: 'APPROVED' }], leftPending: 0 });
    expect(all.json.successMessage).toEqual(expect.any(String));
  });

  it('GET registrations/pending lists invitations; the invitee answers with selectTeam', async () => {
    const t = testApp();
    const { creator, captain, tournamentId, teamId } = await setup(t);
    const inv = await creator.browser.post('/api/v1/registrations/invite', {
      tournamentId,
      email: captain.user.email,
    });
    expect(inv.status).toBe(201);
    const pending = await captain.browser.get('/api/v1/registrations/pending');
    expect(pending.json.invitations).toHaveLength(1);
    const answered = await captain.browser.put(`/api/v1/registrations/${inv.json.registration.id}/status`, {
      status: 'APPROVED',
      selectTeam: teamId,
    });
    expect(answered.status).toBe(200);
    expect(answered.json.registration).toMatchObject({ status: 'APPROVED', teamId });
  });

  it('a team of four is told it needs five players', async () => {
    const t = testApp();
    const { captain, tournamentId } = await setup(t);
    const small = (
      await captain.browser.post('/api/v1/team', { name: 'Chicos', location: 'Córdoba', genderTeam: 'MIX' })
    ).json.team;
    const r = await captain.browser.post('/api/v1/registrations', { tournamentId, teamId: small.id });
    expect(r.status).toBe(400);
    expect(r.json.errorMessage).toBe(
      'Debes tener al menos un equipo con 5 jugadores para poder inscribirte a este torneo.',
    );
  });
});
