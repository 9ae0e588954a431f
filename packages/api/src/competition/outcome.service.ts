import { type Db, execute, matches, preparedSql, type Queryable, tournaments, transaction } from '@cancha/db';
import { type FixtureSettings, hasGroups } from '@cancha/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import {
  computeStandings,
  type EngineMatch,
  FIFA_ORDER,
  type GroupEngineMatch,
  groupQualifiers,
  groupTables,
  isRoundComplete,
  champion as knockoutChampion,
  OVERALL_FIRST_ORDER,
  type Qualifier,
  type StandingRow,
  type TriangularTieBreak,
} from '../engine';
import { refreshProde } from '../prode/scoring.service';
import { requireOwner, requireTournament, type TournamentRow } from '../tournaments/tournaments.service';
import { adjustmentTotals } from './awards.service';
import { cardsOf, engineRounds, storedFairPlay, tieOptionsOf, toEngineMatch } from './engine-input';
import { groupsOf } from './groups.service';
import { approvedTeams, LEAGUE_TYPES, type MatchRow, roundsOf, tournamentMatches } from './rows';

// What the results decide: the standings under the organiser's tie-break settings, and the champion.

/**
 * What the standings read of a tournament's completed matches: results and stored fair play. The hottest read
 * of a season page (2,016 rows for a 64-team season), so its rows come in SQL without drizzle's per-column
 * mapping, the statement's text made once (preparedSql).
 */
const completedMatches = preparedSql(
  (v: { tournamentId: string }) => sql`
    select id, team_one_id as t1, team_two_id as t2, team_one_score as g1, team_two_score as g2,
      penalties_team_one as p1, penalties_team_two as p2, team_one_fair_play as fp1, team_two_fair_play as fp2,
      team_one_blue_cards as b1, team_two_blue_cards as b2
    from ${matches}
    where ${matches.tournamentId} = ${v.tournamentId} and ${matches.status} = 'COMPLETED'`,
);

async function standingsMatches(db: Queryable, tournamentId: string): Promise<EngineMatch[]> {
  const rows = await completedMatches.all<{
    id: string;
    t1: string;
    t2: string | null;
    g1: number | null;
    g2: number | null;
    p1: number | null;
    p2: number | null;
    fp1: number | null;
    fp2: number | null;
    b1: number | null;
    b2: number | null;
  }>(db, { tournamentId });
  return rows.map((r) => ({
    id: r.id,
    teamOneId: r.t1,
    teamTwoId: r.t2,
    teamOneScore: r.g1,
    teamTwoScore: r.g2,
    penaltiesTeamOne: r.p1,
    penaltiesTeamTwo: r.p2,
    status: 'COMPLETED',
    fairPlay: storedFairPlay(r.fp1, r.fp2, r.b1, r.b2),
  }));
}

/** The organiser's settings, and the cards of completed matches with no stored fair play. */
export async function tieBreakOf(
  db: Queryable,
  tournament: TournamentRow,
  list: EngineMatch[],
  known?: Awaited<ReturnType<typeof approvedTeams>>,
): Promise<TriangularTieBreak> {
  const approved = known ?? (await approvedTeams(db, tournament.id));
  const uncounted = list.filter((m) => m.status === 'COMPLETED' && !m.fairPlay).map((m) => m.id);
  return {
    cards: await cardsOf(db, uncounted),
    options: {
      order: tournament.tieBreakPreset === 'OVERALL_FIRST' ? OVERALL_FIRST_ORDER : FIFA_ORDER,
      pointAdjustments: await adjustmentTotals(db, tournament.id),
      blueCardPoints: tournament.blueCardPoints,
      lots: Object.fromEntries(approved.map((a) => [a.teamId, a.lot])),
    },
  };
}

/**
 * Standings of a tournament (all its teams and matches unless narrowed) with its organiser's settings. Fair
 * play comes from each match's stored tally, so the cards are read only for rows stored before it existed. A
 * knock-out's level match settled on penalties counts as won and lost, as on the team page; a league has no
 * shoot-outs, so its table is the same either way.
 */
export async function standingsOf(
  db: Queryable,
  tournament: TournamentRow,
  teamIds?: string[],
  matchRows?: MatchRow[],
): Promise<StandingRow[]> {
  const list = matchRows ? matchRows.map(toEngineMatch) : await standingsMatches(db, tournament.id);
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
  db: Queryable,
  tournament: TournamentRow,
  known?: MatchRow[],
): Promise<{ groups: string[][]; tables: StandingRow[][]; matches: GroupEngineMatch[] }> {
  const matchRows = known ?? (await tournamentMatches(db, tournament.id));
  const groups = await groupsOf(db, tournament.id);
  const matches = matchRows.map(groupMatch).filter((m): m is GroupEngineMatch => m !== null);
  const { cards, options } = await tieBreakOf(db, tournament, matches);
  return { groups, tables: groupTables(groups, matches, cards, options), matches };
}

/** Who goes through to the knock-out, seeded, once every group match is played (docs/decisions/013). */
export async function qualifiersOf(
  db: Queryable,
  tournament: TournamentRow,
  matchRows?: MatchRow[],
): Promise<Qualifier[]> {
  const stage = tournament.groupStage;
  if (!stage) return [];
  const { tables, matches } = await groupTablesOf(db, tournament, matchRows);
  const { cards, options } = await tieBreakOf(db, tournament, matches);
  return groupQualifiers(tables, stage.advancePerGroup, stage.bestThirds, {
    standings: options,
    matches,
    cards,
  });
}

/**
 * Decides the champion from the results, in the transaction of the change that may have decided it: the last
 * knock-out winner, the leader of a finished triangular, or a league's leader once every match is played. A
 * reopened result takes the title back.
 */
export async function refreshTournamentOutcome(tx: Queryable, tournamentId: string): Promise<void> {
  await updateOutcome(tx, tournamentId);
  // El Prode's games over the tournament score what changed, champion included.
  await refreshProde(tx, tournamentId);
}

async function updateOutcome(tx: Queryable, tournamentId: string): Promise<void> {
  const tournament = await requireTournament(tx, tournamentId);
  const roundRows = await roundsOf(tx, tournamentId);
  if (roundRows.length === 0) return;
  const matchRows = await tournamentMatches(tx, tournamentId);
  const engine = engineRounds(roundRows, matchRows, tieOptionsOf(tournament));
  const approved = (await approvedTeams(tx, tournamentId)).map((a) => a.teamId);
  let champion: string | null = null;
  if (hasGroups(tournament.type)) {
    // The group stage decides nobody's title: the knock-out's last winner does.
    const knockout = engine.filter((r) => r.kind !== 'GROUP');
    champion = knockout.length > 0 ? knockoutChampion(knockout, []) : null;
  } else if (LEAGUE_TYPES.has(tournament.type)) {
    if (engine.every(isRoundComplete))
      champion = (await standingsOf(tx, tournament, approved, matchRows))[0]?.teamId ?? null;
  } else {
    champion = knockoutChampion(
      engine,
      approved,
      await tieBreakOf(tx, tournament, matchRows.map(toEngineMatch)),
    );
  }
  if (champion && champion !== tournament.championTeamId) {
    await execute(
      tx
        .update(tournaments)
        .set({ championTeamId: champion, completedAt: new Date(), status: 'COMPLETED' })
        .where(eq(tournaments.id, tournamentId)),
    );
  } else if (!champion && tournament.championTeamId) {
    await execute(
      tx
        .update(tournaments)
        .set({ championTeamId: null, completedAt: null, status: 'IN_PROGRESS' })
        .where(eq(tournaments.id, tournamentId)),
    );
  }
}

/** The organiser's tie-break order and blue-card weight; the table and the champion follow at once. */
export async function updateFixtureSettings(
  db: Db,
  user: UserRow,
  input: z.output<typeof FixtureSettings>,
): Promise<{ ok: true }> {
  return await transaction(db, async (tx) => {
    await requireOwner(tx, input.tournamentId, user);
    const { tournamentId, ...settings } = input;
    await execute(tx.update(tournaments).set(settings).where(eq(tournaments.id, tournamentId)));
    await refreshTournamentOutcome(tx, tournamentId);
    return { ok: true as const };
  });
}
