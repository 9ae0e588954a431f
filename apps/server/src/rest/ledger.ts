import { ledgerCsv, renderReceipt } from '@cancha/api';
import { slugify } from '@cancha/shared';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { call, caller, objectBody } from './caller';
import { DONE } from './done';
import { csv, pdf, pdfOptions } from './files';
import { say } from './texts';

// A tournament's cash book (docs/decisions/026): read it, write an entry, undo one; its days, the day's cash to
// collect, the whole book as a spreadsheet, and a payment's receipt.
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
  })
  .get('/:tournamentId/ledger/days', async (c) =>
    c.json(await call(caller(c).ledger.days, { tournamentId: c.req.param('tournamentId') })),
  )
  .get('/:tournamentId/ledger/due', async (c) =>
    c.json(
      await call(caller(c).ledger.due, {
        tournamentId: c.req.param('tournamentId'),
        date: c.req.query('date') || undefined,
      }),
    ),
  )
  .get('/:tournamentId/teams/:teamId/pix', async (c) =>
    c.json(
      await call(caller(c).ledger.pix, {
        tournamentId: c.req.param('tournamentId'),
        teamId: c.req.param('teamId'),
        entryId: c.req.query('entryId') || undefined,
      }),
    ),
  )
  .post('/:tournamentId/teams/:teamId/checkout', async (c) =>
    c.json(
      await call(caller(c).ledger.checkout, {
        tournamentId: c.req.param('tournamentId'),
        teamId: c.req.param('teamId'),
      }),
      201,
    ),
  )
  .get('/:tournamentId/ledger.csv', async (c) => {
    const book = await call(caller(c).ledger.export, { tournamentId: c.req.param('tournamentId') });
    const locale = (await pdfOptions(c)).locale;
    return csv(c, ledgerCsv(book, locale), `caja-${slugify(book.tournament.name) || 'torneo'}.csv`);
  });

export const ledgerRest = new Hono<AppEnv>()
  .post('/:entryId/reverse', async (c) => {
    const entry = await call(caller(c).ledger.reverse, {
      ...(await objectBody(c)),
      entryId: c.req.param('entryId'),
    });
    return c.json({ entry, successMessage: say(c, DONE.entryReversed) }, 201);
  })
  .get('/:entryId/receipt.pdf', async (c) => {
    const receipt = await call(caller(c).ledger.receipt, { entryId: c.req.param('entryId') });
    const name = `recibo-${String(receipt.number).padStart(4, '0')}-${slugify(receipt.team.name)}.pdf`;
    return pdf(c, renderReceipt(receipt, await pdfOptions(c)), name);
  });

/** How the organiser is paid into their own account (docs/decisions/027). */
export const paymentSettingsRest = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await caller(c).ledger.paymentSettings()))
  .put('/', async (c) => c.json(await call(caller(c).ledger.savePaymentSettings, await objectBody(c))));

/**
 * Mercado Pago's notifications: the payment's id and topic in the address (`data.id`, `type` or `topic`) or the
 * body, the checkout in `ref`, the signature in the headers. Answered 200 once handled; a refusal is a 4xx, and
 * Mercado Pago tries again later.
 */
export const mercadoPagoWebhookRest = new Hono<AppEnv>().post('/', async (c) => {
  const body = (await c.req.json().catch(() => null)) as {
    type?: unknown;
    data?: { id?: unknown };
  } | null;
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  return c.json(
    await call(caller(c).ledger.mercadoPagoNotification, {
      ref: c.req.query('ref') || undefined,
      dataId: c.req.query('data.id') || c.req.query('id') || text(body?.data?.id),
      type: c.req.query('type') || c.req.query('topic') || text(body?.type),
      xSignature: c.req.header('x-signature'),
      xRequestId: c.req.header('x-request-id'),
    }),
  );
});
