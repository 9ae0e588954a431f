import { type Db, matches, type Queryable, tournaments } from '@cancha/db';
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
 * of a season page, so its rows come straight from SQLite without drizzle's per-column mapping.
 */
function standingsMatches(db: Queryable, tournamentId: string): EngineMatch[] {
  // Rows as arrays: SQLite hands them over faster than objects, and each becomes one engine match directly.
  const rows = db.values<
    [
      string,
      string,
      string | null,
      number | null,
      number | null,
      number | null,
      number | null,
      ...(number | null)[],
    ]
  >(sql`
    select id, team_one_id, team_two_id, team_one_score, team_two_score, penalties_team_one, penalties_team_two,
      team_one_fair_play, team_two_fair_play, team_one_blue_cards, team_two_blue_cards
    from ${matches}
    where ${matches.tournamentId} = ${tournamentId} and ${matches.status} = 'COMPLETED'`);
  return rows.map(([id, teamOneId, teamTwoId, g1, g2, p1, p2, fp1, fp2, blue1, blue2]) => ({
    id,
    teamOneId,
    teamTwoId,
    teamOneScore: g1,
    teamTwoScore: g2,
    penaltiesTeamOne: p1,
    penaltiesTeamTwo: p2,
    status: 'COMPLETED',
    fairPlay: storedFairPlay(fp1 ?? null, fp2 ?? null, blue1 ?? null, blue2 ?? null),
  }));
}

/** The organiser's settings, and the cards of completed matches with no stored fair play. */
export function tieBreakOf(
  db: Queryable,
  tournament: TournamentRow,
  list: EngineMatch[],
  approved = approvedTeams(db, tournament.id),
): TriangularTieBreak {
  const uncounted = list.filter((m) => m.status === 'COMPLETED' && !m.fairPlay).map((m) => m.id);
  return {
    cards: cardsOf(db, uncounted),
    options: {
      order: tournament.tieBreakPreset === 'OVERALL_FIRST' ? OVERALL_FIRST_ORDER : FIFA_ORDER,
      pointAdjustments: adjustmentTotals(db, tournament.id),
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
export function standingsOf(
  db: Queryable,
  tournament: TournamentRow,
  teamIds?: string[],
  matchRows?: MatchRow[],
): StandingRow[] {
  const list = matchRows ? matchRows.map(toEngineMatch) : standingsMatches(db, tournament.id);
  const approved = approvedTeams(db, tournament.id);
  const { cards, options } = tieBreakOf(db, tournament, list, approved);
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
export function groupTablesOf(
  db: Queryable,
  tournament: TournamentRow,
  matchRows: MatchRow[] = tournamentMatches(db, tournament.id),
): { groups: string[][]; tables: StandingRow[][]; matches: GroupEngineMatch[] } {
  const groups = groupsOf(db, tournament.id);
  const matches = matchRows.map(groupMatch).filter((m): m is GroupEngineMatch => m !== null);
  const { cards, options } = tieBreakOf(db, tournament, matches);
  return { groups, tables: groupTables(groups, matches, cards, options), matches };
}

/** Who goes through to the knock-out, seeded, once every group match is played (docs/decisions/013). */
export function qualifiersOf(db: Queryable, tournament: TournamentRow, matchRows?: MatchRow[]): Qualifier[] {
  const stage = tournament.groupStage;
  if (!stage) return [];
  const { tables, matches } = groupTablesOf(db, tournament, matchRows);
  const { cards, options } = tieBreakOf(db, tournament, matches);
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
export function refreshTournamentOutcome(tx: Queryable, tournamentId: string): void {
  updateOutcome(tx, tournamentId);
  // El Prode's games over the tournament score what changed, champion included.
  refreshProde(tx, tournamentId);
}

function updateOutcome(tx: Queryable, tournamentId: string): void {
  const tournament = requireTournament(tx, tournamentId);
  const roundRows = roundsOf(tx, tournamentId);
  if (roundRows.length === 0) return;
  const matchRows = tournamentMatches(tx, tournamentId);
  const engine = engineRounds(roundRows, matchRows, tieOptionsOf(tournament));
  const approved = approvedTeams(tx, tournamentId).map((a) => a.teamId);
  let champion: string | null = null;
  if (hasGroups(tournament.type)) {
    // The group stage decides nobody's title: the knock-out's last winner does.
    const knockout = engine.filter((r) => r.kind !== 'GROUP');
    champion = knockout.length > 0 ? knockoutChampion(knockout, []) : null;
  } else if (LEAGUE_TYPES.has(tournament.type)) {
    if (engine.every(isRoundComplete))
      champion = standingsOf(tx, tournament, approved, matchRows)[0]?.teamId ?? null;
  } else {
    champion = knockoutChampion(engine, approved, tieBreakOf(tx, tournament, matchRows.map(toEngineMatch)));
  }
  if (champion && champion !== tournament.championTeamId) {
    tx.update(tournaments)
      .set({ championTeamId: champion, completedAt: new Date(), status: 'COMPLETED' })
      .where(eq(tournaments.id, tournamentId))
      .run();
  } else if (!champion && tournament.championTeamId) {
    tx.update(tournaments)
      .set({ championTeamId: null, completedAt: null, status: 'IN_PROGRESS' })
      .where(eq(tournaments.id, tournamentId))
      .run();
  }
}

/** The organiser's tie-break order and blue-card weight; the table and the champion follow at once. */
export function updateFixtureSettings(
  db: Db,
  user: UserRow,
  input: z.output<typeof FixtureSettings>,
): { ok: true } {
  return db.transaction((tx) => {
    requireOwner(tx, input.tournamentId, user);
    const { tournamentId, ...settings } = input;
    tx.update(tournaments).set(settings).where(eq(tournaments.id, tournamentId)).run();
    refreshTournamentOutcome(tx, tournamentId);
    return { ok: true as const };
  });
}
