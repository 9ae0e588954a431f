import { authRouter } from './auth/auth.router';
import { challengesRouter } from './challenges/challenges.router';
import { chatRouter } from './chat/chat.router';
import { fixturesRouter, matchesRouter, rankingRouter } from './competition/competition.router';
import { exploreRouter } from './competition/explore.router';
import { contactRouter } from './contact/contact.router';
import { ledgerRouter } from './ledger/ledger.router';
import { matchDayRouter } from './match-day/match-day.router';
import { notificationsRouter } from './notifications/notifications.router';
import { paymentsRouter } from './payments/payments.router';
import { placesRouter } from './places/places.router';
import { postsRouter } from './posts/posts.router';
import { prodeRouter } from './prode/prode.router';
import { pushRouter } from './push/push.router';
import { shareRouter } from './share/share.router';
import { formationsRouter, invitationsRouter, rosterRouter, teamsRouter } from './teams/teams.router';
import { registrationsRouter, tournamentsRouter } from './tournaments/tournaments.router';
import { createCallerFactory, router } from './trpc';
import { userRouter } from './users/users.router';

export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  teams: teamsRouter,
  invitations: invitationsRouter,
  formations: formationsRouter,
  roster: rosterRouter,
  places: placesRouter,
  tournaments: tournamentsRouter,
  registrations: registrationsRouter,
  fixtures: fixturesRouter,
  matches: matchesRouter,
  ranking: rankingRouter,
  challenges: challengesRouter,
  chat: chatRouter,
  notifications: notificationsRouter,
  posts: postsRouter,
  payments: paymentsRouter,
  ledger: ledgerRouter,
  contact: contactRouter,
  explore: exploreRouter,
  matchDay: matchDayRouter,
  prode: prodeRouter,
  push: pushRouter,
  share: shareRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
