import { DomainError } from '@cancha/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { call, caller, jsonBody, objectBody } from './caller';
import { DONE } from './done';
import { withLineRoundNames } from './round-names';
import { say } from './texts';

/** A query-string number: absent stays undefined, anything else must parse (zod refuses NaN). */
function num(value: string | undefined): number | undefined {
  return value === undefined || value.trim() === '' ? undefined : Number(value);
}

async function formBody(c: Parameters<typeof caller>[0]): Promise<FormData> {
  const form = await c.req.formData().catch(() => null);
  if (!form) throw new DomainError('VALIDATION', 'Expected multipart/form-data');
  return form;
}

// docs/product/teams.md#calls — Teams, invitations, players.
export const teamsRest = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ teams: await caller(c).teams.mine() }))
  .post('/', async (c) => {
    const team = await call(caller(c).teams.create, await objectBody(c));
    return c.json({ team, successMessage: say(c, DONE.teamCreated) }, 201);
  })
  // The captain change: {teamId, newCaptainId, currentCaptainId}.
  .put('/', async (c) => {
    const team = await call(caller(c).teams.changeCaptain, await objectBody(c));
    return c.json({ team, successMessage: say(c, DONE.captainChanged) });
  })
  // With ?tournamentId= the team-in-tournament screen: the tournament, the players' statistics in it, its matches.
  .get('/team/:teamId', async (c) => {
    const teamId = c.req.param('teamId');
    const tournamentId = c.req.query('tournamentId');
    const team = await caller(c).teams.byId({ teamId });
    if (!tournamentId) return c.json({ team, tournamentId: null });
    const inTournament = await caller(c).fixtures.teamInTournament({ teamId, tournamentId });
    return c.json({ ...withLineRoundNames(c, inTournament), tournamentId, team });
  })
  // The team's players with a suspension to serve in its tournaments (docs/decisions/013#discipline).
  .get('/team/:teamId/suspensions', async (c) =>
    c.json({
      suspensions: await caller(c).fixtures.teamSuspensions({ teamId: c.req.param('teamId') }),
    }),
  )
  .put('/change-data-team/:teamId', async (c) => {
    const form = await formBody(c);
    form.set('teamId', c.req.param('teamId'));
    const team = await caller(c).teams.update(form);
    return c.json({ team, successMessage: say(c, DONE.teamUpdated) });
  })
  .delete('/player/removed', async (c) => {
    const team = await call(caller(c).teams.removePlayer, await objectBody(c));
    return c.json({ team, successMessage: say(c, DONE.playerRemoved) });
  })
  // A team the organiser runs (docs/decisions/025): roster lines {players[]}, their removal, the hand-over
  // {email}, and the invitations still waiting.
  .post('/:teamId/roster', async (c) => {
    const team = await call(caller(c).roster.addPlayers, {
      ...(await objectBody(c)),
      teamId: c.req.param('teamId'),
    });
    return c.json({ team, successMessage: say(c, DONE.rosterUpdated) }, 201);
  })
  .get('/:teamId/roster/invitations', async (c) =>
    c.json({ invitations: await caller(c).roster.invitations({ teamId: c.req.param('teamId') }) }),
  )
  .put('/:teamId/roster/:playerId', async (c) => {
    const team = await call(caller(c).roster.updatePlayer, {
      ...(await objectBody(c)),
      teamId: c.req.param('teamId'),
      playerId: c.req.param('playerId'),
    });
    return c.json({ team, successMessage: say(c, DONE.rosterUpdated) });
  })
  .delete('/:teamId/roster/:playerId', async (c) => {
    const team = await caller(c).roster.removePlayer({
      teamId: c.req.param('teamId'),
      playerId: c.req.param('playerId'),
    });
    return c.json({ team, successMessage: say(c, DONE.playerRemoved) });
  })
  .post('/:teamId/hand-over', async (c) => {
    const team = await call(caller(c).roster.handOver, {
      ...(await objectBody(c)),
      teamId: c.req.param('teamId'),
    });
    return c.json({ team, successMessage: say(c, DONE.handOverSent) }, 201);
  })
  .delete('/:teamId', async (c) => {
    await caller(c).teams.delete({ teamId: c.req.param('teamId') });
    return c.json({ success: true, successMessage: say(c, DONE.teamDeleted) });
  });

export const playerTeamRest = new Hono<AppEnv>()
  .get('/me', async (c) =>
    c.json({ players: await caller(c).teams.players({ teamId: c.req.query('teamId') ?? '' }) }),
  )
  .put('/', async (c) => {
    const player = await call(caller(c).teams.updatePlayerCard, await objectBody(c));
    return c.json({ player, successMessage: say(c, DONE.playerUpdated) });
  });

export const invitationsRest = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await caller(c).invitations.overview()))
  .get('/my-invitations', async (c) => c.json({ invitations: await caller(c).invitations.mine() }))
  .post('/', async (c) => {
    const invitation = await call(caller(c).invitations.invite, await objectBody(c));
    return c.json({ invitation, successMessage: say(c, DONE.invitationSent) }, 201);
  })
  // docs/product/teams.md#calls — {idUser, teamId} accepts; {id, teamId, responseInvitation} accepts or
  // rejects.
  .put('/', async (c) => {
    const body = (await jsonBody(c)) as Record<string, unknown> | null;
    const api = caller(c);
    let invitationId = body?.id;
    let response = body?.responseInvitation;
    if (invitationId === undefined && body?.idUser !== undefined) {
      const me = (await api.user.me()).user;
      if (!me || body.idUser !== me.id) throw new DomainError('FORBIDDEN');
      const pending = (await api.invitations.mine()).find(
        (i) => i.teamId === body.teamId && i.status === 'PENDING',
      );
      if (!pending) throw new DomainError('NOT_FOUND');
      invitationId = pending.id;
      response = 'ACCEPTED';
    }
    const invitation = await call(api.invitations.respond, { invitationId, response });
    const successMessage = say(
      c,
      invitation.status === 'ACCEPTED' ? DONE.invitationAccepted : DONE.invitationDeclined,
    );
    return c.json({ invitation, successMessage });
  });

export const formationsRest = new Hono<AppEnv>()
  .get('/team/:teamId', async (c) =>
    c.json({ formations: await caller(c).formations.ofTeam({ teamId: c.req.param('teamId') }) }),
  )
  .post('/:teamId/:structure', async (c) => {
    const body = (await jsonBody(c)) as Record<string, unknown> | null;
    const formation = await call(caller(c).formations.save, {
      ...(body && typeof body === 'object' ? body : {}),
      teamId: c.req.param('teamId'),
      structure: c.req.param('structure'),
    });
    return c.json({ formation, successMessage: say(c, DONE.formationSaved) }, 201);
  });

// docs/product/challenges.md#calls — Challenges: the nearby-teams search and the friendlies.
export const challengesRest = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ challenges: await caller(c).challenges.mine() }))
  .post('/', async (c) => {
    const data = await call(caller(c).challenges.create, await objectBody(c));
    return c.json({ data, successMessage: say(c, DONE.challengeSent) }, 201);
  })
  .put('/:challengeId/status', async (c) => {
    const body = await objectBody(c);
    const data = await call(caller(c).challenges.answer, {
      challengeId: c.req.param('challengeId'),
      status: body.status,
    });
    return c.json({ data, successMessage: say(c, DONE.answerSent) });
  })
  // {status}, or {location}/{time}/{date}, or {teamOneScore, teamTwoScore}: the same rules as any match.
  .put('/:matchId', async (c) => {
    const body = await objectBody(c);
    const data = await call(caller(c).challenges.updateMatch, {
      ...body,
      matchId: c.req.param('matchId'),
    });
    return c.json({ data, successMessage: say(c, DONE.matchUpdated) });
  })
  .get('/nearby-teams', async (c) => {
    const q = (k: string) => c.req.query(k);
    const result = await call(caller(c).teams.nearby, {
      lat: num(q('lat')),
      lng: num(q('lng')),
      name: q('name') || undefined,
      distance: q('distance') || undefined,
      offset: num(q('offset')),
      limit: num(q('limit')),
    });
    return c.json(result);
  });
