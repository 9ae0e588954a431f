import { randomUUID } from 'node:crypto';
import { type Db, execute, fetchOne, ledgerEntries, mercadoPagoCheckouts } from '@cancha/db';
import {
  type CheckoutDto,
  type CheckoutInput,
  DomainError,
  fromMinor,
  isCharge,
  MERCADO_PAGO_CURRENCIES,
  type PixChargeDto,
  type PixQuery,
} from '@cancha/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import type { Context } from '../context';
import { captainsOf, teamNameOf } from '../notifications/notify';
import { requireTournament, type TournamentRow } from '../tournaments/access';
import { feesOf } from '../tournaments/fees';
import { maySeeTournament } from '../tournaments/visibility';
import { balancesIn } from './book';
import { requireTeamInTournament } from './ledger.service';
import { mercadoPagoReady, mercadoPagoSecrets, pixReady, settingsOf, webhookUrl } from './pay-ways';
import { pixCharge, pixTxid } from './pix';

// A team pays the organiser online, into the organiser's own account (docs/decisions/027).

/** The organiser, or a captain of the team: who may ask what the team owes as a payment. */
async function requirePayer(db: Db, user: UserRow, tournament: TournamentRow, teamId: string): Promise<void> {
  if (tournament.creatorId === user.id) return;
  if ((await captainsOf(db, teamId)).includes(user.id)) return;
  throw new DomainError((await maySeeTournament(db, tournament, { user })) ? 'FORBIDDEN' : 'NOT_FOUND');
}

/**
 * What a team is asked to pay: one of its charges (`entryId`) when given, else its whole balance. Refused when
 * nothing is owed.
 */
async function amountDue(
  db: Db,
  tournamentId: string,
  teamId: string,
  entryId: string | undefined,
): Promise<{ amount: number; what: string }> {
  if (entryId) {
    const entry = await fetchOne(
      db
        .select()
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.id, entryId),
            eq(ledgerEntries.tournamentId, tournamentId),
            eq(ledgerEntries.teamId, teamId),
          ),
        ),
    );
    if (!entry) throw new DomainError('NOT_FOUND', 'entryId: not an entry of this team');
    const undone = await fetchOne(
      db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.reversesId, entry.id)),
    );
    if (!isCharge(entry.kind) || entry.amount <= 0 || entry.reversesId || undone)
      throw new DomainError('NOTHING_OWED');
    return { amount: Number(entry.amount), what: entry.id };
  }
  const [balance] = await balancesIn(db, tournamentId, [teamId]);
  if (!balance || balance.balance <= 0) throw new DomainError('NOTHING_OWED');
  return { amount: balance.balance, what: `${tournamentId}:${teamId}:${balance.charged}:${balance.paid}` };
}

/** GET tournaments/{id}/teams/{teamId}/pix: a static Pix code to the organiser's key for what the team owes. */
export async function teamPix(
  db: Db,
  user: UserRow,
  input: z.output<typeof PixQuery>,
): Promise<PixChargeDto> {
  const tournament = await requireTournament(db, input.tournamentId);
  await requirePayer(db, user, tournament, input.teamId);
  await requireTeamInTournament(db, tournament.id, input.teamId);
  if (feesOf(tournament).currency !== 'BRL') throw new DomainError('PIX_NEEDS_BRL');
  const settings = await settingsOf(db, tournament.creatorId);
  if (!pixReady(settings, 'BRL')) throw new DomainError('PIX_NOT_SET_UP');
  const due = await amountDue(db, tournament.id, input.teamId, input.entryId);
  return pixCharge({
    key: settings!.pixKey!,
    name: settings!.pixName!,
    city: settings!.pixCity!,
    amount: due.amount,
    txid: pixTxid(await teamNameOf(db, input.teamId), due.what),
  });
}

/**
 * POST tournaments/{id}/teams/{teamId}/checkout: the team's balance as a Checkout Pro preference in the organiser's
 * own Mercado Pago account. Its reference (a checkout of ours) rides on the notification address, so the
 * notification is checked with that organiser's secret and the payment read back with their token.
 */
export async function teamCheckout(
  s: Pick<Context, 'db' | 'config' | 'mercadoPago'>,
  user: UserRow,
  input: z.output<typeof CheckoutInput>,
): Promise<CheckoutDto> {
  const tournament = await requireTournament(s.db, input.tournamentId);
  await requirePayer(s.db, user, tournament, input.teamId);
  await requireTeamInTournament(s.db, tournament.id, input.teamId);
  const currency = feesOf(tournament).currency;
  if (!MERCADO_PAGO_CURRENCIES.includes(currency)) throw new DomainError('MERCADO_PAGO_CURRENCY');
  const settings = await settingsOf(s.db, tournament.creatorId);
  if (!mercadoPagoReady(settings, currency)) throw new DomainError('MERCADO_PAGO_NOT_SET_UP');
  const due = await amountDue(s.db, tournament.id, input.teamId, undefined);
  const reference = randomUUID();
  const team = await teamNameOf(s.db, input.teamId);
  const preference = await s.mercadoPago.createPreference(
    mercadoPagoSecrets(settings, s.config.paymentsKey).token,
    {
      reference,
      title: `${tournament.name} · ${team}`.slice(0, 250),
      amount: fromMinor(due.amount, currency),
      currency,
      notificationUrl: `${webhookUrl(s.config.publicUrl)}?ref=${reference}`,
      backUrl: `${s.config.publicUrl}/player/tournaments-arena/tournament/ledger?tournamentId=${encodeURIComponent(tournament.id)}`,
    },
  );
  await execute(
    s.db.insert(mercadoPagoCheckouts).values({
      id: reference,
      tournamentId: tournament.id,
      teamId: input.teamId,
      organiserId: tournament.creatorId,
      createdById: user.id,
      amount: due.amount,
      currency,
      preferenceId: preference.id,
    }),
  );
  return { initPoint: preference.initPoint, amount: due.amount, currency };
}
