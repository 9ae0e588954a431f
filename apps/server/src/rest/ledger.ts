import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { call, caller, objectBody } from './caller';
import { DONE } from './done';
import { say } from './texts';

// A tournament's cash book (docs/decisions/026): read it, write an entry, undo one.
export const tournamentLedgerRest = new Hono<AppEnv>()
  .get('/:tournamentId/ledger', async (c) =>
    c.json(
      await call(caller(c).ledger.get, {
        tournamentId: c.req.param('tournamentId'),
        teamId: c.req.query('teamId') || undefined,
        before: c.req.query('before') || undefined,
        limit: c.req.query('limit') || undefined,
      }),
    ),
  )
  .post('/:tournamentId/ledger', async (c) => {
    const entry = await call(caller(c).ledger.record, {
      ...(await objectBody(c)),
      tournamentId: c.req.param('tournamentId'),
    });
    return c.json({ entry, successMessage: say(c, DONE.entryRecorded) }, 201);
  });

export const ledgerRest = new Hono<AppEnv>().post('/:entryId/reverse', async (c) => {
  const entry = await call(caller(c).ledger.reverse, {
    ...(await objectBody(c)),
    entryId: c.req.param('entryId'),
  });
  return c.json({ entry, successMessage: say(c, DONE.entryReversed) }, 201);
});
