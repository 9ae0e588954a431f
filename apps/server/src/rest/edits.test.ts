import { tournamentInput } from '@cancha/api/testing';
import { UpdateProdeGame, UpdateReferee, UpdateTournament, UpdateVenue } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { testApp } from '../testing/test-app';

// An edit changes only what it names (docs/decisions/019): every field of a tournament, venue, referee, El Prode
// game and team is filled, one other field is saved through its PUT, and every field reads back as it was.

/** The answer without the fields an edit is expected to move. */
const without = (value: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(value).filter(([k]) => !keys.includes(k)));

describe('an edit changes only what it names', () => {
  it('leaves out no default: an edit of the ids alone changes nothing', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(UpdateTournament.parse({ tournamentId: id })).toEqual({ tournamentId: id });
    expect(UpdateProdeGame.parse({ gameId: id })).toEqual({ gameId: id });
    expect(UpdateVenue.parse({ venueId: id })).toEqual({ venueId: id });
    expect(UpdateReferee.parse({ refereeId: id })).toEqual({ refereeId: id });
  });

  it('PUT tournaments/{id} keeps the fees, privacy, invitation and every other field it was not sent', async () => {
    const t = testApp();
    const { browser: creator } = await t.player({ role: 'ADMIN' });
    const created = await creator.post(
      '/api/v1/tournaments',
      tournamentInput({
        type: 'LEAGUE',
        totalTeams: 6,
        registrationFee: { amount: 25000, currency: 'MXN' },
        matchFee: { amount: 3000, currency: 'MXN' },
        invitationOnly: true,
        visibility: 'PRIVATE',
        prizes: 'Copa y medallas',
        breakMinutes: 15,
        minRestMinutes: 120,
        maxMatchesPerTeamPerDay: 2,
        holidays: ['2031-01-01'],
        timeZone: 'America/Sao_Paulo',
      }),
    );
    expect(created.status).toBe(201);
    const id = (created.json.tournament ?? created.json).id as string;
    const read = async () => (await creator.get(`/api/v1/tournaments/${id}`)).json.tournament;
    const before = await read();
    expect(before.registrationFee).toEqual({ amount: 25000, currency: 'MXN' });
    for (const [field, value] of Object.entries({
      tournamentGender: 'FEMALE',
      category: 'VETERAN',
      prizes: 'Solo la copa',
      name: 'Copa Otoño',
      daysOfWeek: ['SUNDAY'],
    })) {
      const saved = await creator.put(`/api/v1/tournaments/${id}`, { [field]: value });
      expect(saved.status, field).toBe(200);
      const after = await read();
      const moved = field === 'daysOfWeek' ? ['daysOfWeek', 'playingDays', 'playingDay'] : [field];
      expect(without(after, ...moved, 'updatedAt'), field).toEqual(without(before, ...moved, 'updatedAt'));
      Object.assign(before, without(after, 'updatedAt'));
    }
  });

  it('PUT venues/{id}, referees/{id}, prode/games/{id} and the team form keep what they were not sent', async () => {
    const t = testApp();
    const { browser: creator } = await t.player({ role: 'ADMIN' });
    const tournament = (
      await creator.post('/api/v1/tournaments', tournamentInput({ type: 'LEAGUE', totalTeams: 4 }))
    ).json;
    const tournamentId = (tournament.tournament ?? tournament).id as string;

    const venue = (
      await creator.post('/api/v1/venues', {
        name: 'Complejo Norte',
        address: 'Córdoba, Argentina',
        lat: -31.4,
        lng: -64.2,
        pitches: [
          { name: 'Cancha 1', bookings: [{ day: 'SATURDAY', from: '09:00', to: '21:00', hourlyPrice: 500 }] },
        ],
      })
    ).json;
    const renamed = await creator.put(`/api/v1/venues/${venue.id}`, { name: 'Complejo Sur' });
    expect(renamed.status).toBe(200);
    expect(renamed.json).toEqual({ ...venue, name: 'Complejo Sur' });
    // A pitch listed by its id without bookings keeps them.
    const listed = await creator.put(`/api/v1/venues/${venue.id}`, {
      pitches: [{ id: venue.pitches[0].id, name: 'Cancha Uno' }],
    });
    expect(listed.json.pitches[0]).toEqual({ ...venue.pitches[0], name: 'Cancha Uno' });

    const referee = (
      await creator.post(`/api/v1/tournaments/${tournamentId}/referees`, {
        name: 'Pedro Silbato',
        email: 'pedro@example.com',
        unavailable: ['2031-02-01'],
        feePerMatch: 4500,
      })
    ).json;
    const refereeSaved = await creator.put(`/api/v1/referees/${referee.id}`, { name: 'Pedro Silbatazo' });
    expect(refereeSaved.status).toBe(200);
    expect(refereeSaved.json).toEqual({ ...referee, name: 'Pedro Silbatazo' });

    const { browser: owner } = await t.player({ email: 'owner@cancha.test' });
    const game = (
      await owner.post('/api/v1/prode/games', {
        name: 'Prode Norte',
        rules: 'Exacto 3 puntos',
        prize: 'Una pelota',
        tournaments: [{ tournamentId }],
      })
    ).json;
    const gameSaved = await owner.put(`/api/v1/prode/games/${game.id}`, { name: 'Prode Sur' });
    expect(gameSaved.status).toBe(200);
    expect(without(gameSaved.json, 'name')).toEqual(without(game, 'name'));

    const { browser: captain } = await t.player();
    const team = (
      await captain.post('/api/v1/team', {
        name: 'Los Pibes',
        location: 'Córdoba, Argentina',
        genderTeam: 'MIX',
        lat: -31.4,
        lng: -64.2,
      })
    ).json.team;
    const form = new FormData();
    form.set('location', 'Rosario, Argentina');
    const teamSaved = await captain.put(`/api/v1/team/change-data-team/${team.id}`, form);
    expect(teamSaved.status).toBe(200);
    expect(teamSaved.json.team).toMatchObject({
      name: 'Los Pibes',
      genderTeam: 'MIX',
      location: 'Rosario, Argentina',
    });
  });
});
