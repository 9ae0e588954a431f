import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { authRest } from './auth';
import { chatRest } from './chat';
import {
  generateRoundRest,
  groupsRest,
  matchEventsRest,
  rankingRest,
  roundsRest,
  soccerMatchRest,
  statisticsRest,
  tournamentStatisticsRest,
} from './fixtures';
import { ledgerRest, mercadoPagoWebhookRest, paymentSettingsRest, tournamentLedgerRest } from './ledger';
import {
  matchDayMatchRest,
  matchDaySoccerMatchRest,
  matchDayTournamentRest,
  refereeDigestRest,
  refereesRest,
  venuesRest,
} from './match-day';
import { notificationsRest } from './notifications';
import { prodeRest } from './prode';
import { pushRest } from './push';
import { shareRest } from './share';
import { paymentsRest, postsRest } from './site';
import { challengesRest, formationsRest, invitationsRest, playerTeamRest, teamsRest } from './teams';
import { registrationsRest, tournamentsRest } from './tournaments';
import { usersRest } from './users';

// docs/api-contract.md — the REST adapters under /api/v1, each over the same procedures as the web's tRPC calls.
export function restApi(guards: { sameOrigin: MiddlewareHandler<AppEnv>; limit: MiddlewareHandler<AppEnv> }) {
  const api = new Hono<AppEnv>();
  // Mercado Pago's server posts its notifications with no Origin and no cookie: their signature is their proof
  // (ledger/webhook-signature.ts), so only the body's size is guarded. Registered before the same-origin check.
  api.use('/payments/mercadopago/webhook', guards.limit);
  api.route('/payments/mercadopago/webhook', mercadoPagoWebhookRest);
  api.use(guards.sameOrigin, guards.limit);
  api.route('/auth', authRest);
  api.route('/user', usersRest);
  api.route('/team', teamsRest);
  api.route('/player-team', playerTeamRest);
  api.route('/invitations', invitationsRest);
  api.route('/formations', formationsRest);
  api.route('/challenges', challengesRest);
  api.route('/tournaments', tournamentsRest);
  api.route('/registrations', registrationsRest);
  api.route('/tournaments', tournamentStatisticsRest);
  api.route('/statistics', statisticsRest);
  api.route('/rounds', roundsRest);
  api.route('/match', generateRoundRest);
  api.route('/match', groupsRest);
  api.route('/soccer-match', soccerMatchRest);
  api.route('/soccer-match', matchDaySoccerMatchRest);
  api.route('/match', matchDayMatchRest);
  api.route('/tournaments', matchDayTournamentRest);
  api.route('/venues', venuesRest);
  api.route('/referees', refereesRest);
  api.route('/referee-digest', refereeDigestRest);
  api.route('/match-events', matchEventsRest);
  api.route('/ranking', rankingRest);
  api.route('/chat', chatRest);
  api.route('/notifications', notificationsRest);
  api.route('/posts', postsRest);
  api.route('/prode', prodeRest);
  api.route('/push', pushRest);
  api.route('/share', shareRest);
  api.route('/payments/settings', paymentSettingsRest);
  api.route('/payments', paymentsRest);
  api.route('/tournaments', tournamentLedgerRest);
  api.route('/ledger', ledgerRest);
  return api;
}
