import { renderMatchSheets } from '@cancha/api';
import { matchStageText, slugify } from '@cancha/shared';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { call, caller, objectBody } from './caller';
import { pdf, pdfOptions } from './files';
import { say } from './texts';

// Match day (docs/decisions/014): venues, referees, the automatic schedule, free slots, the day's board and the
// printed match sheets.

export const venuesRest = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await caller(c).matchDay.venues()))
  .post('/', async (c) => c.json(await call(caller(c).matchDay.createVenue, await objectBody(c)), 201))
  .put('/:venueId', async (c) =>
    c.json(
      await call(caller(c).matchDay.updateVenue, {
        ...(await objectBody(c)),
        venueId: c.req.param('venueId'),
      }),
    ),
  )
  .delete('/:venueId', async (c) => {
    await caller(c).matchDay.deleteVenue({ venueId: c.req.param('venueId') });
    return c.body(null, 204);
  });

export const refereesRest = new Hono<AppEnv>()
  .put('/:refereeId', async (c) =>
    c.json(
      await call(caller(c).matchDay.updateReferee, {
        ...(await objectBody(c)),
        refereeId: c.req.param('refereeId'),
      }),
    ),
  )
  .delete('/:refereeId', async (c) => {
    await caller(c).matchDay.deleteReferee({ refereeId: c.req.param('refereeId') });
    return c.body(null, 204);
  });

type Sheets = Parameters<typeof renderMatchSheets>[0];

/**
 * A sheet's file named as the organiser files it (issue 42): tournament, round and teams, in the request's
 * language ('planilla-copa-barrial-semifinal-los-pibes-vs-union.pdf'); a day's, by tournament and date.
 */
function sheetFileName(c: Context<AppEnv>, sheets: Sheets, date?: string): string {
  const [first] = sheets;
  if (!first) return 'planillas.pdf';
  const parts =
    date !== undefined
      ? ['planillas', first.tournament, date]
      : [
          'planilla',
          first.tournament,
          first.stage ? say(c, matchStageText(first.stage, first.thirdPlace)) : '',
          `${first.teamOne.name} vs ${first.teamTwo.name}`,
        ];
  return `${parts.map(slugify).filter(Boolean).join('-')}.pdf`;
}

export const matchDayMatchRest = new Hono<AppEnv>().post('/:tournamentId/schedule', async (c) => {
  const body = await objectBody(c);
  return c.json(
    await call(caller(c).matchDay.schedule, {
      ...body,
      tournamentId: c.req.param('tournamentId'),
    }),
  );
});

export const matchDaySoccerMatchRest = new Hono<AppEnv>()
  .get('/:matchId/free-slots', async (c) =>
    c.json(
      await caller(c).matchDay.freeSlots({
        matchId: c.req.param('matchId'),
        ...(c.req.query('date') ? { date: c.req.query('date') } : {}),
        ...(c.req.query('pitchId') ? { pitchId: c.req.query('pitchId') } : {}),
        ...(c.req.query('limit') ? { limit: c.req.query('limit') } : {}),
      }),
    ),
  )
  .post('/:matchId/referee-answer', async (c) =>
    c.json(
      await call(caller(c).matchDay.answerAssignment, {
        ...(await objectBody(c)),
        matchId: c.req.param('matchId'),
      }),
    ),
  )
  .get('/:matchId/sheet.pdf', async (c) => {
    const matchId = c.req.param('matchId');
    const sheets = await caller(c).matchDay.sheet({ matchId });
    return pdf(c, renderMatchSheets(sheets, await pdfOptions(c)), sheetFileName(c, sheets));
  });

/** 'Confirmar todos' of a referee's daily e-mail: its token in the body, as the answer to one match keeps its own. */
export const refereeDigestRest = new Hono<AppEnv>().post('/confirm-all', async (c) =>
  c.json(await call(caller(c).matchDay.confirmRefereeDigest, await objectBody(c))),
);

export const matchDayTournamentRest = new Hono<AppEnv>()
  .get('/:tournamentId/schedule', async (c) =>
    c.json(
      await caller(c).matchDay.board({
        tournamentId: c.req.param('tournamentId'),
        ...(c.req.query('date') ? { date: c.req.query('date') } : {}),
        ...(c.req.query('invite') ? { invite: c.req.query('invite') } : {}),
      }),
    ),
  )
  .get('/:tournamentId/sheets.pdf', async (c) => {
    const date = c.req.query('date') ?? '';
    const sheets = await caller(c).matchDay.daySheets({
      tournamentId: c.req.param('tournamentId'),
      date,
    });
    return pdf(c, renderMatchSheets(sheets, await pdfOptions(c)), sheetFileName(c, sheets, date));
  })
  .get('/:tournamentId/referees', async (c) =>
    c.json(await caller(c).matchDay.referees({ tournamentId: c.req.param('tournamentId') })),
  )
  .post('/:tournamentId/referees', async (c) =>
    c.json(
      await call(caller(c).matchDay.addReferee, {
        ...(await objectBody(c)),
        tournamentId: c.req.param('tournamentId'),
      }),
      201,
    ),
  );
