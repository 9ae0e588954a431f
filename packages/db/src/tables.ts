// The tables the services query, of the engine this process runs on (docs/decisions/017). Chosen once, when
// the module loads, from DATABASE_URL: a process speaks to one database, and module-level column lists built from
// these tables are then right too. Both engines' tables carry the one declaration's TypeScript types.
import { postgresTables } from './postgres/schema';
import * as declared from './schema';

/** `postgres://…` or `postgresql://…`: the address of a PostgreSQL database. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

/** The engine of this process: PostgreSQL when DATABASE_URL names one, the SQLite file otherwise. */
export const ENGINE: 'sqlite' | 'postgres' = isPostgresUrl(globalThis.process?.env.DATABASE_URL)
  ? 'postgres'
  : 'sqlite';

const t = ENGINE === 'postgres' ? postgresTables : declared;

export const challenges = t.challenges;
export const chatMessages = t.chatMessages;
export const chatReads = t.chatReads;
export const contactMessages = t.contactMessages;
export const domainEvents = t.domainEvents;
export const emailConfirmations = t.emailConfirmations;
export const emailOutbox = t.emailOutbox;
export const formationPositions = t.formationPositions;
export const formations = t.formations;
export const groupMembers = t.groupMembers;
export const instanceKeys = t.instanceKeys;
export const ledgerBalances = t.ledgerBalances;
export const ledgerEntries = t.ledgerEntries;
export const matchEvents = t.matchEvents;
export const mercadoPagoCheckouts = t.mercadoPagoCheckouts;
export const mercadoPagoPayments = t.mercadoPagoPayments;
export const matches = t.matches;
export const notificationPreferences = t.notificationPreferences;
export const notifications = t.notifications;
export const oauthAccounts = t.oauthAccounts;
export const passwordResetTokens = t.passwordResetTokens;
export const paymentSettings = t.paymentSettings;
export const payments = t.payments;
export const pitches = t.pitches;
export const pointAdjustments = t.pointAdjustments;
export const postSlugs = t.postSlugs;
export const posts = t.posts;
export const prodeChampionPicks = t.prodeChampionPicks;
export const prodeGameTournaments = t.prodeGameTournaments;
export const prodeGames = t.prodeGames;
export const prodeLeagueMembers = t.prodeLeagueMembers;
export const prodeLeagues = t.prodeLeagues;
export const prodeNotices = t.prodeNotices;
export const prodePlayers = t.prodePlayers;
export const prodePredictions = t.prodePredictions;
export const prodeRoundPoints = t.prodeRoundPoints;
export const prodeScoredMatches = t.prodeScoredMatches;
export const pushFollows = t.pushFollows;
export const pushSubscriptions = t.pushSubscriptions;
export const rateLimits = t.rateLimits;
export const refereeDigests = t.refereeDigests;
export const refereeNotices = t.refereeNotices;
export const referees = t.referees;
export const registrations = t.registrations;
export const rounds = t.rounds;
export const sessions = t.sessions;
export const suspensionLifts = t.suspensionLifts;
export const teamInvitations = t.teamInvitations;
export const teamPlayers = t.teamPlayers;
export const teams = t.teams;
export const tournamentPitches = t.tournamentPitches;
export const tournaments = t.tournaments;
export const uploads = t.uploads;
export const users = t.users;
export const venues = t.venues;
