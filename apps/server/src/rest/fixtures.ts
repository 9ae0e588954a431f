import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { call, caller, objectBody } from './caller';
import { DONE } from './done';
import { tournamentCalendar } from './ics';
import { withRoundNames } from './round-names';
import { say } from './texts';

// docs/product/competition.md#calls — Rounds and matches.
export const roundsRest = new Hono<AppEnv>().get('/:tournamentId', async (c) =>
  c.json(withRoundNames(c, await caller(c).fixtures.rounds({ tournamentId: c.req.param('tournamentId') }))),
);

export const generateRoundRest = new Hono<AppEnv>().post('/:tournamentId/generate-round', async (c) => {
  const body = await objectBody(c);
  const rounds = await call(caller(c).fixtures.generateRound, {
    tournamentId: c.req.param('tournamentId'),
    ...(body.userChoice !== undefined && body.userChoice !== null ? { userChoice: body.userChoice } : {}),
  });
  return c.json({ ...withRoundNames(c, rounds), successMessage: say(c, DONE.roundCreated) }, 201);
});

// docs/product/competition.md#groups — the group draw, and the groups as drawn.
export const groupsRest = new Hono<AppEnv>()
  .post('/:tournamentId/draw-groups', async (c) => {
    const body = await objectBody(c);
    const groups = await call(caller(c).fixtures.drawGroups, {
      ...body,
      tournamentId: c.req.param('tournamentId'),
    });
    return c.json({ ...groups, successMessage: say(c, DONE.groupsDrawn) }, 201);
  })
  .get('/:tournamentId/groups', async (c) =>
    c.json(await caller(c).fixtures.groups({ tournamentId: c.req.param('tournamentId') })),
  );

export const soccerMatchRest = new Hono<AppEnv>()
  .get('/:matchId/matchs', async (c) =>
    c.json({ data: await caller(c).matches.byId({ matchId: c.req.param('matchId') }) }),
  )
  // One match for the player's calendar ("Agregar al calendario"): whoever may open the match may add it.
  .get('/:matchId/calendar.ics', async (c) => {
    const match = await caller(c).matches.byId({ matchId: c.req.param('matchId') });
    const base = c.var.services.config.publicUrl;
    const body = tournamentCalendar({
      tournament: {
        id: match.tournament?.id ?? match.id,
        name: match.tournament?.name ?? `${match.teamOne.name} vs ${match.teamTwo?.name ?? ''}`,
        location: match.locationTournament?.location ?? '',
        matchDuration: match.tournament?.matchDuration ?? 60,
      },
      matches: [match],
      matchUrl: (m) =>
        m.roundId
          ? `${base}/player/tournaments-arena/fixture/match-detail/${m.roundId}?matchId=${m.id}`
          : `${base}/player`,
    });
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="cancha-partido-${match.id}.ics"`,
      'cache-control': 'private, no-store',
    });
  })
  .post('/:matchId/walkover', async (c) => {
    const data = await call(caller(c).matches.walkover, {
      ...(await objectBody(c)),
      matchId: c.req.param('matchId'),
    });
    return c.json({ data, successMessage: say(c, DONE.walkoverRecorded) });
  })
  .post('/:matchId/forfeit', async (c) => {
    const data = await call(caller(c).matches.forfeit, {
      ...(await objectBody(c)),
      matchId: c.req.param('matchId'),
    });
    return c.json({ data, successMessage: say(c, DONE.matchForfeited) });
  })
  .put('/:matchId', async (c) => {
    const data = await call(caller(c).matches.update, {
      ...(await objectBody(c)),
      matchId: c.req.param('matchId'),
    });
    return c.json({ data, successMessage: say(c, DONE.matchUpdated) });
  });

export const matchEventsRest = new Hono<AppEnv>()
  .post('/', async (c) => {
    const newEvent = await call(caller(c).matches.addEvent, await objectBody(c));
    return c.json({ newEvent }, 201);
  })
  .delete('/:eventId', async (c) => {
    const data = await caller(c).matches.deleteEvent({ eventId: c.req.param('eventId') });
    return c.json({ data, successMessage: say(c, DONE.eventRemoved) });
  });

export const rankingRest = new Hono<AppEnv>()
  .get('/', async (c) => c.json({ ranking: await caller(c).ranking.list() }))
  .get('/match', async (c) => c.json({ ranking: await caller(c).ranking.mini() }));

/**
 * GET tournaments/{id}/statistics, GET statistics/{id} (an older path), the calendar feed, and the discipline
 * (cards and suspensions, docs/decisions/013#discipline) with the creator's lifts.
 */
export const tournamentStatisticsRest = new Hono<AppEnv>()
  .get('/:tournamentId/statistics', async (c) =>
    c.json(await caller(c).fixtures.statistics({ tournamentId: c.req.param('tournamentId') })),
  )
  .get('/:tournamentId/scorers', async (c) =>
    c.json(await caller(c).fixtures.scorers({ tournamentId: c.req.param('tournamentId') })),
  )
  .post('/:tournamentId/adjustments', async (c) => {
    const adjustments = await call(caller(c).fixtures.addAdjustment, {
      ...(await objectBody(c)),
      tournamentId: c.req.param('tournamentId'),
    });
    return c.json({ adjustments, successMessage: say(c, DONE.pointsAdjusted) }, 201);
  })
  .delete('/:tournamentId/adjustments/:adjustmentId', async (c) => {
    const adjustments = await caller(c).fixtures.deleteAdjustment({
      adjustmentId: c.req.param('adjustmentId'),
    });
    return c.json({ adjustments, successMessage: say(c, DONE.adjustmentRemoved) });
  })
  .post('/:tournamentId/withdraw', async (c) => {
    const result = await call(caller(c).fixtures.withdrawTeam, {
      ...(await objectBody(c)),
      tournamentId: c.req.param('tournamentId'),
    });
    return c.json({ ...result, successMessage: say(c, DONE.teamWithdrawn) });
  })
  .get('/:tournamentId/discipline', async (c) =>
    c.json(await caller(c).fixtures.discipline({ tournamentId: c.req.param('tournamentId') })),
  )
  .post('/:tournamentId/discipline/lift', async (c) => {
    const discipline = await call(caller(c).fixtures.liftSuspension, {
      ...(await objectBody(c)),
      tournamentId: c.req.param('tournamentId'),
    });
    return c.json({ ...discipline, successMessage: say(c, DONE.suspensionLifted) }, 201);
  })
  .get('/:tournamentId/calendar.ics', async (c) => {
    const token = c.req.query('token');
    const { tournament, matches } = await caller(c).fixtures.calendar({
      tournamentId: c.req.param('tournamentId'),
      ...(token ? { token } : {}),
    });
    const base = c.var.services.config.publicUrl;
    const body = tournamentCalendar({
      tournament,
      matches,
      matchUrl: (m) => `${base}/player/tournaments-arena/fixture/match-detail/${m.roundId}?matchId=${m.id}`,
    });
    return c.body(body, 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `inline; filename="cancha-${tournament.id}.ics"`,
    });
  });

export const statisticsRest = new Hono<AppEnv>().get('/:tournamentId', async (c) =>
  c.json(await caller(c).fixtures.statistics({ tournamentId: c.req.param('tournamentId') })),
);
