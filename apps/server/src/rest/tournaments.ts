import { DomainError } from '@cancha/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { call, caller, objectBody } from './caller';
import { DONE } from './done';
import { say } from './texts';

// docs/product/tournaments.md#calls — Tournaments.
export const tournamentsRest = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ tournaments: await caller(c).tournaments.public() }))
  .get('/creates', async (c) => c.json({ tournaments: await caller(c).tournaments.mine() }))
  .get('/player/tournaments', async (c) =>
    c.json({ tournaments: await caller(c).tournaments.playerTournaments() }),
  )
  .post('/', async (c) => {
    const tournament = await call(caller(c).tournaments.create, await objectBody(c));
    return c.json({ tournament, successMessage: say(c, DONE.tournamentCreated) }, 201);
  })
  .put('/change-images-tournament/:tournamentId', async (c) => {
    const form = await c.req.formData().catch(() => null);
    if (!form) throw new DomainError('VALIDATION', 'Expected multipart/form-data');
    form.set('tournamentId', c.req.param('tournamentId'));
    const tournament = await caller(c).tournaments.changeImages(form);
    return c.json({ tournament, successMessage: say(c, DONE.imagesUpdated) });
  })
  .get('/:tournamentId', async (c) => {
    const tournament = await caller(c).tournaments.byId({
      tournamentId: c.req.param('tournamentId'),
      invite: c.req.query('invite') || undefined,
    });
    return c.json({ tournament });
  })
  // The edit sends the weekdays as daysOfWeek; they are the same list as playingDays.
  .put('/:tournamentId', async (c) => {
    const { daysOfWeek, ...body } = await objectBody(c);
    const tournament = await call(caller(c).tournaments.update, {
      ...body,
      ...(daysOfWeek !== undefined ? { playingDays: daysOfWeek } : {}),
      tournamentId: c.req.param('tournamentId'),
    });
    return c.json({ tournament, successMessage: say(c, DONE.tournamentUpdated) });
  })
  // Teams by name (docs/decisions/025): {names[]} join the organiser's tournament, run by them.
  .post('/:tournamentId/teams', async (c) => {
    const teams = await call(caller(c).roster.addTeams, {
      ...(await objectBody(c)),
      tournamentId: c.req.param('tournamentId'),
    });
    return c.json({ teams, successMessage: say(c, DONE.teamsAdded) }, 201);
  })
  .delete('/:tournamentId/teams/:teamId', async (c) => {
    await caller(c).tournaments.removeTeam({
      tournamentId: c.req.param('tournamentId'),
      teamId: c.req.param('teamId'),
    });
    return c.json({ success: true, successMessage: say(c, DONE.teamRemovedFromTournament) });
  })
  .delete('/:tournamentId', async (c) => {
    await caller(c).tournaments.delete({ tournamentId: c.req.param('tournamentId') });
    return c.json({ success: true, successMessage: say(c, DONE.tournamentDeleted) });
  });

// docs/product/registrations.md#calls — Registrations.
export const registrationsRest = new Hono<AppEnv>()
  .get('/teams', async (c) =>
    c.json({
      registrations: await caller(c).registrations.ofTournament({
        tournamentId: c.req.query('tournamentId') ?? '',
      }),
    }),
  )
  .get('/pending', async (c) => c.json({ invitations: await caller(c).registrations.myInvitations() }))
  .post('/', async (c) => {
    const registration = await call(caller(c).registrations.register, await objectBody(c));
    return c.json({ registration, successMessage: say(c, DONE.registrationRequested) }, 201);
  })
  .post('/invite', async (c) => {
    const registration = await call(caller(c).registrations.invite, await objectBody(c));
    return c.json({ registration, successMessage: say(c, DONE.invitationSent) }, 201);
  })
  .post('/tournament/:tournamentId/approve-all', async (c) => {
    const answer = await caller(c).registrations.approveAll({ tournamentId: c.req.param('tournamentId') });
    return c.json({ ...answer, successMessage: say(c, DONE.registrationUpdated) });
  })
  .put('/:registrationId/status', async (c) => {
    const registration = await call(caller(c).registrations.setStatus, {
      ...(await objectBody(c)),
      registrationId: c.req.param('registrationId'),
    });
    return c.json({ registration, successMessage: say(c, DONE.registrationUpdated) });
  });
