import { describe, expect, it } from 'vitest';
import { appRouter } from '../router';
import { PRIVATE_NAMES, publicTurnedPrivate } from '../test-fixtures/private-tournament';
import { asNewUser, browserCaller, testServices } from '../testing';

// docs/decisions/019: one rule decides who sees a tournament (tournaments/visibility.ts). This walks every read
// procedure of the router, as listed by the router itself, against a tournament that was public, took a team that
// registered itself (no invited address), and was then made private. Outsiders (an account that never confirmed
// its address, a confirmed stranger, a visitor) must get nothing of it; a player of that team must see it.

type Api = Record<string, Record<string, (input?: unknown) => Promise<unknown>>>;

type Fixture = Awaited<ReturnType<typeof publicTurnedPrivate>>;

/**
 * The input each read is walked with. A new read procedure fails the first test until it is given its line: one
 * that takes the tournament (or its round, match or game) is asked about it; a list is read as it comes. `sees`
 * marks the reads a player of the tournament gets its data from (so the inputs are known to be right).
 */
const READS: Record<string, { input?: (f: Fixture) => unknown; sees?: true } | 'stream'> = {
  'auth.config': {},
  'user.me': {},
  'user.list': {},
  'teams.mine': {},
  'teams.byId': { input: (f) => ({ teamId: f.teamId }) },
  'teams.players': { input: (f) => ({ teamId: f.teamId }) },
  'teams.nearby': { input: () => ({ lat: -31.4, lng: -64.2 }) },
  'invitations.mine': {},
  'invitations.waiting': {},
  'invitations.overview': {},
  'invitations.ofTeam': { input: (f) => ({ teamId: f.teamId }) },
  'formations.ofTeam': { input: (f) => ({ teamId: f.teamId }) },
  'roster.invitations': { input: (f) => ({ teamId: f.teamId }) },
  'places.search': { input: () => ({ query: 'Córdoba' }) },
  'places.countries': {},
  'places.provinces': { input: () => ({ country: 'AR' }) },
  'places.localities': { input: () => ({ country: 'AR', province: 'X' }) },
  'tournaments.byId': { input: (f) => ({ tournamentId: f.tournamentId }), sees: true },
  'tournaments.mine': {},
  'tournaments.public': {},
  'tournaments.playerTournaments': { sees: true },
  'registrations.ofTournament': { input: (f) => ({ tournamentId: f.tournamentId }) },
  'registrations.myInvitations': {},
  'fixtures.rounds': { input: (f) => ({ tournamentId: f.tournamentId }), sees: true },
  'fixtures.groups': { input: (f) => ({ tournamentId: f.tournamentId }) },
  'fixtures.statistics': { input: (f) => ({ tournamentId: f.tournamentId }), sees: true },
  'fixtures.discipline': { input: (f) => ({ tournamentId: f.tournamentId }), sees: true },
  'fixtures.teamSuspensions': { input: (f) => ({ teamId: f.teamId }) },
  'fixtures.scorers': { input: (f) => ({ tournamentId: f.tournamentId }), sees: true },
  'fixtures.teamInTournament': {
    input: (f) => ({ tournamentId: f.tournamentId, teamId: f.teamId }),
    sees: true,
  },
  'fixtures.calendar': { input: (f) => ({ tournamentId: f.tournamentId }) },
  'matches.byId': { input: (f) => ({ matchId: f.matchId }), sees: true },
  'matches.myNext': {},
  'ranking.list': {},
  'ranking.mini': {},
  'challenges.mine': {},
  'challenges.byId': { input: (f) => ({ challengeId: f.matchId }) },
  'chat.status': { input: (f) => ({ type: 'tournament', id: f.tournamentId }) },
  'chat.messages': { input: (f) => ({ type: 'tournament', id: f.tournamentId }) },
  'chat.unread': { input: (f) => ({ type: 'tournament', id: f.tournamentId }) },
  // Streams: the same access rule as chat.messages and notifications.list, opened in realtime.test.ts.
  'chat.onMessage': 'stream',
  'notifications.list': {},
  'notifications.emailPreferences': {},
  'notifications.onNew': 'stream',
  'posts.list': { input: () => ({}) },
  'posts.bySlug': { input: () => ({ slug: 'nada' }) },
  'payments.history': { input: (f) => ({ userId: f.participant.user.id }) },
  'explore.tournaments': {},
  'explore.tournament': { input: (f) => ({ tournamentId: f.tournamentId }) },
  'explore.statistics': { input: (f) => ({ tournamentId: f.tournamentId }) },
  'explore.discipline': { input: (f) => ({ tournamentId: f.tournamentId }) },
  'explore.scorers': { input: (f) => ({ tournamentId: f.tournamentId }) },
  'explore.rounds': { input: (f) => ({ tournamentId: f.tournamentId }) },
  'ledger.get': { input: (f) => ({ tournamentId: f.tournamentId }), sees: true },
  'ledger.days': { input: (f) => ({ tournamentId: f.tournamentId }) },
  'ledger.due': { input: (f) => ({ tournamentId: f.tournamentId }) },
  'ledger.export': { input: (f) => ({ tournamentId: f.tournamentId }) },
  // Only a payment has a receipt: any other id answers nothing.
  'ledger.receipt': { input: (f) => ({ entryId: f.matchId }) },
  'ledger.paymentSettings': {},
  'ledger.pix': { input: (f) => ({ tournamentId: f.tournamentId, teamId: f.teamId }) },
  'matchDay.venues': {},
  'matchDay.referees': { input: (f) => ({ tournamentId: f.tournamentId }) },
  'matchDay.freeSlots': { input: (f) => ({ matchId: f.matchId }) },
  'matchDay.board': { input: (f) => ({ tournamentId: f.tournamentId }), sees: true },
  // Its rule is the board's, opened in board-live.test.ts.
  'matchDay.onBoard': 'stream',
  'matchDay.sheet': { input: (f) => ({ matchId: f.matchId }) },
  'matchDay.daySheets': { input: (f) => ({ tournamentId: f.tournamentId, date: '2030-01-05' }) },
  'matchDay.assignment': { input: (f) => ({ matchId: f.matchId }) },
  // Its token is the daily e-mail's secret: a guessed one answers nothing.
  'matchDay.refereeDigest': { input: () => ({ token: 'not-a-digest-token' }) },
  'prode.games': { input: () => ({}) },
  'prode.game': { input: (f) => ({ gameId: f.gameId }) },
  'prode.card': { input: (f) => ({ gameId: f.gameId }), sees: true },
  'prode.predictions': { input: (f) => ({ gameId: f.gameId, matchId: f.matchId }) },
  'prode.leaderboard': { input: (f) => ({ gameId: f.gameId, roundId: f.roundId }) },
  'prode.leagues': { input: (f) => ({ gameId: f.gameId }) },
  'push.vapidPublicKey': {},
  'push.status': { input: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/walk' }) },
  'push.preferences': {},
  'share.card': { input: (f) => ({ kind: 'standings', id: f.tournamentId }), sees: true },
};

const procedures = (
  appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } }
)._def.procedures;
const reads = Object.keys(procedures)
  .filter((path) => procedures[path]!._def.type !== 'mutation')
  .sort();

/** What a caller got: 'refused' (an error), or the answer as JSON text. */
async function ask(
  api: unknown,
  path: string,
  input: unknown,
): Promise<{ refused: string } | { answer: string }> {
  const [group, name] = path.split('.') as [string, string];
  try {
    const answer = await (api as Api)[group]![name]!(input);
    return { answer: JSON.stringify(answer) ?? 'undefined' };
  } catch (error) {
    return { refused: (error as { code?: string }).code ?? String(error) };
  }
}

describe('one visibility rule for every read', () => {
  it('gives every read procedure of the router its line', () => {
    expect(reads).toEqual(Object.keys(READS).sort());
  });

  it('answers outsiders nothing of a tournament made private, and its players all of it', async () => {
    const s = testServices();
    const f = await publicTurnedPrivate(s);
    // Any read shows the tournament by these; one asked about it (its id, a round's, a match's or its game's)
    // must not show its teams either. Team pages and rankings name teams for their own sake.
    const marks = [f.tournamentId, PRIVATE_NAMES.tournament, f.matchId, f.roundId];
    const ids = [f.tournamentId, f.matchId, f.roundId, f.gameId];
    const outsiders = {
      unconfirmed: (await asNewUser(s, { emailVerified: false })).api,
      stranger: (await asNewUser(s)).api,
      visitor: browserCaller(s).api,
    };
    const leaks: string[] = [];
    const blind: string[] = [];
    for (const path of reads) {
      const line = READS[path]!;
      if (line === 'stream') continue;
      const input = line.input?.(f);
      const about = ids.some((id) => JSON.stringify(input ?? {}).includes(id));
      const watched = about ? [...marks, ...PRIVATE_NAMES.teams] : marks;
      for (const [who, api] of Object.entries(outsiders)) {
        const got = await ask(api, path, input);
        if ('answer' in got) {
          const shown = watched.filter((m) => got.answer.includes(m));
          if (shown.length > 0) leaks.push(`${path} as ${who}: ${shown.join(', ')}`);
        }
      }
      if (line.sees) {
        const got = await ask(f.participant.api, path, input);
        if (!('answer' in got) || !marks.some((m) => got.answer.includes(m)))
          blind.push(`${path}: ${JSON.stringify(got)}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(blind).toEqual([]);
  }, 60_000);
});
