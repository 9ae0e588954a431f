import { type Db, fetchAll, jsonEntries, matches, perDatabase, preparedSql, registrations } from '@cancha/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  computeStandings,
  type EngineMatch,
  FIFA_ORDER,
  type GroupEngineMatch,
  groupQualifiers,
  groupTables,
  headToHeadPools,
  OVERALL_FIRST_ORDER,
  type Qualifier,
  roundFairPlay,
  type StandingRow,
  type StandingsOptions,
  standingsFromTallies,
  type TalliedTable,
  type Tally,
  type TriangularTieBreak,
} from '../engine';
import type { TournamentRow } from '../tournaments/access';
import { adjustmentTotals } from './adjustments';
import { cardsOf, toEngineMatch } from './engine-input';
import { groupsOf } from './group-rows';
import { approvedTeams, LEAGUE_TYPES, type MatchRow, tournamentMatches } from './rows';

// The tables: a league's, a group's, and the qualifiers and tie-breaks read from them.

/** The organiser's settings, and the cards of completed matches with no stored fair play. */
export async function tieBreakOf(
  db: Db,
  tournament: TournamentRow,
  list: EngineMatch[],
  known?: Awaited<ReturnType<typeof approvedTeams>>,
): Promise<TriangularTieBreak> {
  const approved = known ?? (await approvedTeams(db, tournament.id));
  const uncounted = list.filter((m) => m.status === 'COMPLETED' && !m.fairPlay).map((m) => m.id);
  return { cards: await cardsOf(db, uncounted), options: await tieOrderOf(db, tournament, approved) };
}

/** The organiser's tie-break order, adjustments and blue-card weight, and the teams' drawn lots. */
async function tieOrderOf(
  db: Db,
  tournament: TournamentRow,
  approved: { teamId: string; lot: number }[],
): Promise<StandingsOptions> {
  return {
    order: tournament.tieBreakPreset === 'OVERALL_FIRST' ? OVERALL_FIRST_ORDER : FIFA_ORDER,
    pointAdjustments: await adjustmentTotals(db, tournament.id),
    blueCardPoints: tournament.blueCardPoints,
    lots: Object.fromEntries(approved.map((a) => [a.teamId, a.lot])),
  };
}

// The approved teams with the records their registrations keep (drizzle/0023), in the order they joined.
const recordsQuery = perDatabase((db: Db) =>
  db
    .select({
      teamId: sql<string>`${registrations.teamId}`,
      lot: registrations.lot,
      played: registrations.played,
      won: registrations.won,
      drawn: registrations.drawn,
      lost: registrations.lost,
      goalsFor: registrations.goalsFor,
      goalsAgainst: registrations.goalsAgainst,
      shootoutsWon: registrations.shootoutsWon,
      shootoutsLost: registrations.shootoutsLost,
      fairPlay: registrations.fairPlay,
      blueCards: registrations.blueCards,
      unrated: registrations.unrated,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.tournamentId, sql.placeholder('tournamentId')),
        eq(registrations.status, 'APPROVED'),
        sql`${registrations.teamId} is not null`,
      ),
    )
    .orderBy(asc(registrations.createdAt))
    .prepare(),
);

/** A kept record as the table counts it: where shoot-outs decide, a level match won on penalties is a win. */
function recordOf(r: RecordRow, shootoutsDecide: boolean): Tally {
  const won = shootoutsDecide ? r.shootoutsWon : 0;
  const lost = shootoutsDecide ? r.shootoutsLost : 0;
  return {
    played: r.played,
    won: r.won + won,
    drawn: r.drawn - won - lost,
    lost: r.lost + lost,
    goalsFor: r.goalsFor,
    goalsAgainst: r.goalsAgainst,
  };
}

/**
 * The completed matches between two teams of one pool (`pools` maps each team to its pool's number): the
 * head-to-head among teams that nothing before it separates. The pairs lead, so each is one seek in a team's
 * record index rather than a pass over the season's results.
 */
const matchesWithinPools = preparedSql(
  (v: { tournamentId: string; pools: string }) => sql`
    select m.id, m.team_one_id as "teamOneId", m.team_two_id as "teamTwoId", m.team_one_score as "teamOneScore",
      m.team_two_score as "teamTwoScore", m.penalties_team_one as "penaltiesTeamOne",
      m.penalties_team_two as "penaltiesTeamTwo", m.status, m.team_one_fair_play as "teamOneFairPlay",
      m.team_two_fair_play as "teamTwoFairPlay", m.team_one_blue_cards as "teamOneBlueCards",
      m.team_two_blue_cards as "teamTwoBlueCards"
    from ${jsonEntries(v.pools)} as a cross join ${jsonEntries(v.pools)} as b cross join ${matches} as m
    where a.value = b.value and m.team_one_id = a.key and m.team_two_id = b.key and m.status = 'COMPLETED'
      and m.tournament_id = ${v.tournamentId}`,
);

/**
 * The standings from the records the registrations keep: one row per team, and the matches only of teams that
 * head-to-head may have to separate. Null when some counted result has no stored fair play (rows from before it
 * was stored): its cards are counted from the matches instead.
 */
async function standingsFromRecords(db: Db, tournament: TournamentRow): Promise<StandingRow[] | null> {
  const rows = await fetchAll(recordsQuery(db), { tournamentId: tournament.id });
  if (rows.some((r) => r.unrated > 0)) return null;
  const shootoutsDecide = !LEAGUE_TYPES.has(tournament.type);
  const options = { ...(await tieOrderOf(db, tournament, rows)), shootoutsDecide };
  const blue = Math.abs(tournament.blueCardPoints);
  const table: TalliedTable = {
    teams: rows.map((r) => r.teamId),
    overall: new Map(rows.map((r) => [r.teamId, recordOf(r, shootoutsDecide)])),
    fairPlay: new Map(rows.map((r) => [r.teamId, roundFairPlay(r.fairPlay - blue * r.blueCards)])),
  };
  const pools = headToHeadPools(table, options);
  const poolOf = Object.fromEntries(pools.flatMap((pool, i) => pool.map((teamId) => [teamId, i])));
  const within = pools.length
    ? await matchesWithinPools.all<Parameters<typeof toEngineMatch>[0]>(db, {
        tournamentId: tournament.id,
        pools: JSON.stringify(poolOf),
      })
    : [];
  return standingsFromTallies(table, within.map(toEngineMatch), options);
}

/**
 * Standings of a tournament (all its teams and matches unless narrowed) with its organiser's settings. A whole
 * table comes from the records the registrations keep; a narrowed one, or one with results from before fair play
 * was stored (whose cards are then counted), from the matches. A knock-out's level match settled on penalties
 * counts as won and lost, as on the team page; a league has no shoot-outs, so its table is the same either way.
 */
export async function standingsOf(
  db: Db,
  tournament: TournamentRow,
  teamIds?: string[],
  matchRows?: MatchRow[],
): Promise<StandingRow[]> {
  if (!teamIds && !matchRows) {
    const fromRecords = await standingsFromRecords(db, tournament);
    if (fromRecords) return fromRecords;
  }
  const list = (matchRows ?? (await tournamentMatches(db, tournament.id))).map(toEngineMatch);
  const approved = await approvedTeams(db, tournament.id);
  const { cards, options } = await tieBreakOf(db, tournament, list, approved);
  return computeStandings(teamIds ?? approved.map((a) => a.teamId), list, cards, {
    ...options,
    shootoutsDecide: !LEAGUE_TYPES.has(tournament.type),
  });
}

/** A group-stage match, as the group tables read it. */
function groupMatch(row: MatchRow): GroupEngineMatch | null {
  return row.groupIndex === null ? null : { ...toEngineMatch(row), group: row.groupIndex };
}

/** The group tables of a GROUPS_KNOCKOUT tournament, in the organiser's tie-break order; empty before the draw. */
export async function groupTablesOf(
  db: Db,
  tournament: TournamentRow,
  known?: MatchRow[],
): Promise<GroupTablesOf> {
  const matchRows = known ?? (await tournamentMatches(db, tournament.id));
  const groups = await groupsOf(db, tournament.id);
  const matches = matchRows.map(groupMatch).filter((m): m is GroupEngineMatch => m !== null);
  const tieBreak = await tieBreakOf(db, tournament, matches);
  return {
    groups,
    tables: groupTables(groups, matches, tieBreak.cards, tieBreak.options),
    matches,
    tieBreak,
  };
}

export interface GroupTablesOf {
  groups: string[][];
  tables: StandingRow[][];
  matches: GroupEngineMatch[];
  tieBreak: TriangularTieBreak;
}

/** Who goes through to the knock-out, seeded, once every group match is played (docs/decisions/013). */
export async function qualifiersOf(
  db: Db,
  tournament: TournamentRow,
  matchRows?: MatchRow[],
): Promise<Qualifier[]> {
  if (!tournament.groupStage) return [];
  return qualifiersFrom(tournament, await groupTablesOf(db, tournament, matchRows));
}

/** Who would go through if the group tables ended as they stand; throws a RangeError as groupQualifiers does. */
export function qualifiersFrom(
  tournament: Pick<TournamentRow, 'groupStage'>,
  { tables, matches, tieBreak }: GroupTablesOf,
): Qualifier[] {
  const stage = tournament.groupStage;
  if (!stage) return [];
  return groupQualifiers(tables, stage.advancePerGroup, stage.bestThirds, {
    standings: tieBreak.options,
    matches,
    cards: tieBreak.cards,
  });
}

type RecordRow = Awaited<ReturnType<ReturnType<typeof recordsQuery>['all']>>[number];
