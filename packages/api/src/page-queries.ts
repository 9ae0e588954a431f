import { ADMIN_POSTS_PAGE_SIZE } from '@cancha/shared';
import type { AnyTRPCQueryProcedure, inferProcedureInput, TRPCRouterRecord } from '@trpc/server';
import type { AppRouter } from './router';

// Each page's first queries, declared once by its route pattern (as apps/web/route-chunks.ts names it). The web
// route's loader prefetches them (apps/web/src/lib/page-queries.ts) and the server answers them inside the page's
// HTML (apps/server/src/page-boot.ts), so the client finds the answers under the keys its components ask for.
// This module imports the router's types only: the web bundles it without any server code.

type QueryOf<Record, Prefix extends string = ''> = {
  [Key in keyof Record & string]: Record[Key] extends AnyTRPCQueryProcedure
    ? { path: `${Prefix}${Key}`; input: inferProcedureInput<Record[Key]> }
    : Record[Key] extends TRPCRouterRecord
      ? QueryOf<Record[Key], `${Prefix}${Key}.`>
      : never;
}[keyof Record & string];

/**
 * A query procedure of the app, by its dotted path, with an input it accepts. `restricted`: only some of the page's
 * viewers may read it (see `restricted()`).
 */
export type PageQuery = QueryOf<AppRouter['_def']['record']> & { restricted?: true };
export type PageQueryPath = PageQuery['path'];

/**
 * What a page's queries are read from: its path parameters, its search parameters (as strings) and, when
 * someone is signed in, `userId`. Absent values are undefined.
 */
export type PageVars = Readonly<Record<string, string | undefined>>;

function query<P extends PageQueryPath>(
  path: P,
  ...input: undefined extends Extract<PageQuery, { path: P }>['input']
    ? [input?: Extract<PageQuery, { path: P }>['input']]
    : [input: Extract<PageQuery, { path: P }>['input']]
): PageQuery {
  return (input.length ? { path, input: input[0] } : { path }) as PageQuery;
}

/**
 * A query only some of the page's viewers may read, and which ones is known only from another of its answers (the
 * captain's invitations on a team page). The server's page boot answers it when the session may read it, and leaves
 * it out otherwise; the route's loader does not ask for it, so no other viewer is refused it on each visit: the
 * section that shows it asks for it once the page knows the viewer may read it.
 */
function restricted(pageQuery: PageQuery): PageQuery {
  return { ...pageQuery, restricted: true };
}

/** A page about one tournament, named by its `tournamentId` search parameter: nothing to ask without it. */
const withTournament =
  (queries: (tournamentId: string) => PageQuery[]) =>
  ({ tournamentId }: PageVars): PageQuery[] =>
    tournamentId ? queries(tournamentId) : [];

export const PAGE_QUERIES = {
  '/player/': () => [query('registrations.myInvitations'), query('matches.myNext'), query('ranking.mini')],
  '/player/teams/': () => [query('teams.mine'), query('invitations.mine')],
  '/player/teams/$teamId': ({ teamId = '' }) => [
    query('teams.byId', { teamId }),
    query('teams.players', { teamId }),
    query('chat.status', { type: 'team', id: teamId }),
    // The captain's pending invitations: only the captain may read them (known once teams.byId answers).
    restricted(query('invitations.ofTeam', { teamId })),
  ],
  '/player/teams/invitation-notification': () => [query('invitations.mine')],
  '/player/teams/challenges/': () => [query('challenges.mine')],
  '/player/teams/challenges/$challengeId': ({ challengeId = '' }) => [
    query('challenges.byId', { challengeId }),
  ],
  '/player/ranking/': () => [query('ranking.list')],
  '/player/tournaments-arena/': () => [query('tournaments.playerTournaments'), query('tournaments.public')],
  '/player/tournaments-arena/tournament-details/$tournamentId': ({ tournamentId = '', invite }) => [
    query('tournaments.byId', { tournamentId, invite }),
    query('teams.mine'),
  ],
  '/player/tournaments-arena/tournament/': withTournament((tournamentId) => [
    query('tournaments.byId', { tournamentId }),
    query('registrations.myInvitations'),
    query('fixtures.statistics', { tournamentId }),
    query('teams.mine'),
  ]),
  '/player/tournaments-arena/tournament/ledger': withTournament((tournamentId) => [
    query('tournaments.byId', { tournamentId }),
    query('ledger.get', { tournamentId }),
    query('teams.mine'),
  ]),
  '/player/tournaments-arena/tournament/team/$teamId': ({ teamId = '', tournamentId }) =>
    tournamentId ? [query('fixtures.teamInTournament', { tournamentId, teamId })] : [],
  '/player/tournaments-arena/fixture/': withTournament((tournamentId) => [
    query('fixtures.rounds', { tournamentId }),
    query('tournaments.byId', { tournamentId }),
    query('teams.mine'),
  ]),
  '/player/tournaments-arena/fixture/match-detail/$roundId': ({ matchId }) =>
    matchId ? [query('matches.byId', { matchId })] : [],
  '/tournament-creator/': () => [query('tournaments.mine')],
  '/tournament-creator/ranking/': () => [query('ranking.list')],
  '/tournament-creator/tournament/': withTournament((tournamentId) => [
    query('tournaments.byId', { tournamentId }),
    query('fixtures.statistics', { tournamentId }),
    query('fixtures.rounds', { tournamentId }),
  ]),
  '/tournament-creator/tournament/ledger': withTournament((tournamentId) => [
    query('tournaments.byId', { tournamentId }),
    query('ledger.get', { tournamentId }),
  ]),
  '/tournament-creator/tournament/team/$teamId': ({ teamId = '', tournamentId }) =>
    tournamentId ? [query('fixtures.teamInTournament', { tournamentId, teamId })] : [],
  '/tournament-creator/fixture/': withTournament((tournamentId) => [
    query('fixtures.rounds', { tournamentId }),
    query('tournaments.byId', { tournamentId }),
  ]),
  '/tournament-creator/fixture/match-detail/$roundId': ({ matchId }) =>
    matchId ? [query('matches.byId', { matchId })] : [],
  '/tournament-creator/groups': withTournament((tournamentId) => [
    query('tournaments.byId', { tournamentId }),
    query('fixtures.groups', { tournamentId }),
  ]),
  '/tournament-creator/match-day': withTournament((tournamentId) => [
    query('tournaments.byId', { tournamentId }),
    query('matchDay.venues'),
    query('matchDay.referees', { tournamentId }),
    query('matchDay.board', { tournamentId }),
  ]),
  '/tournament-creator/venues': () => [query('matchDay.venues')],
  '/tournament-creator/payments': () => [query('ledger.paymentSettings')],
  '/prode/': () => [query('prode.games', {})],
  '/prode/$gameId': ({ gameId = '', tab, round }) => [
    query('prode.card', {
      gameId,
      ...((tab ?? 'predictions') === 'predictions' && round ? { roundId: round } : {}),
    }),
  ],
  '/admin/game': () => [query('prode.games', { managed: true })],
  '/cartelera/$tournamentId': ({ tournamentId = '', date, invite }) => [
    query('matchDay.board', {
      tournamentId,
      ...(date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {}),
      ...(invite ? { invite } : {}),
    }),
  ],
  '/tournament-creator/invitations': ({ id }) =>
    id
      ? [
          query('tournaments.byId', { tournamentId: id }),
          query('registrations.ofTournament', { tournamentId: id }),
        ]
      : [],
  '/payments/history': ({ userId }) => (userId ? [query('payments.history', { userId })] : []),
  '/admin/posts/': ({ q, page }) => [
    query('posts.list', {
      q,
      page: Math.max(1, Number.parseInt(page ?? '', 10) || 1),
      pageSize: ADMIN_POSTS_PAGE_SIZE,
      includeDrafts: true,
    }),
  ],
  '/admin/posts/edit/$slug': ({ slug = '' }) => [query('posts.bySlug', { slug })],
  '/admin/users': () => [query('user.list')],
  '/blog/article/$slug': ({ slug = '' }) => [query('posts.bySlug', { slug })],
  '/explore-tournaments/': () => [query('explore.tournaments')],
  '/explore-tournaments/$tournamentId': ({ tournamentId = '' }) => [
    query('explore.tournament', { tournamentId }),
    query('explore.statistics', { tournamentId }),
    query('explore.rounds', { tournamentId }),
  ],
} satisfies Record<string, (vars: PageVars) => PageQuery[]>;

export type PagePattern = keyof typeof PAGE_QUERIES;

/** The first queries of the page at `pattern` (none for a page that declares none). */
export function pageQueriesOf(pattern: string, vars: PageVars): PageQuery[] {
  const declared = (PAGE_QUERIES as Record<string, ((vars: PageVars) => PageQuery[]) | undefined>)[pattern];
  return declared ? declared(vars) : [];
}
