import { type Rng, shuffle } from './rng';
import { roundRobin } from './round-robin';
import {
  type CardEvent,
  computeStandings,
  type StandingRow,
  type StandingsOptions,
  type TieBreaker,
} from './standings';
import type { EngineMatch, PlannedMatch, TeamId } from './types';

/*
 * Groups then knock-out. Groups are indexed 0..G-1 (shown A, B, C…). Groups and pots an organizer enters come back
 * as refusals to show; counts that the tournament's settings should already have passed (see checkGroupFormat)
 * throw a RangeError named by the same reason codes.
 */

export type GroupsRefusal =
  /** groupCount is not a whole number ≥ 1. */
  | 'INVALID_GROUP_COUNT'
  /** Manual groups: not exactly groupCount groups. */
  | 'WRONG_GROUP_COUNT'
  /** Manual groups: a team that is not approved. */
  | 'UNKNOWN_TEAM'
  /** A team placed twice (in groups, or in pots). */
  | 'TEAM_REPEATED'
  /** Manual groups: an approved team in no group. */
  | 'TEAM_MISSING'
  /** A group with fewer than two teams (too few teams for the groups). */
  | 'GROUP_TOO_SMALL'
  /** Two groups whose sizes differ by more than one. */
  | 'GROUP_SIZES_UNEVEN'
  /** A pot with more teams than there are groups. */
  | 'POT_TOO_LARGE';

/** What a refusal points at, when it is one team, group or pot (all 0-based). */
export interface GroupsRefused {
  ok: false;
  reason: GroupsRefusal;
  teamId?: TeamId;
  group?: number;
  pot?: number;
}

export type GroupsCheck = { ok: true } | GroupsRefused;
export type GroupsDraw = { ok: true; groups: TeamId[][] } | GroupsRefused;

const isCount = (n: number, min: number) => Number.isInteger(n) && n >= min;

/** Sizes differ by at most one; the first groups take the extra teams. */
function dealtSizes(teamCount: number, groupCount: number): number[] {
  const base = Math.floor(teamCount / groupCount);
  const extra = teamCount % groupCount;
  return Array.from({ length: groupCount }, (_, g) => base + (g < extra ? 1 : 0));
}

function sizeRefusal(sizes: readonly number[]): GroupsRefused | null {
  const small = sizes.findIndex((s) => s < 2);
  if (small >= 0) return { ok: false, reason: 'GROUP_TOO_SMALL', group: small };
  if (Math.max(...sizes) - Math.min(...sizes) > 1) return { ok: false, reason: 'GROUP_SIZES_UNEVEN' };
  return null;
}

/**
 * Groups entered by hand: exactly groupCount groups holding every approved team once and no other, each of at
 * least two teams, sizes within one of each other. The first breach found is reported.
 */
export function checkManualGroups(groups: TeamId[][], approved: TeamId[], groupCount: number): GroupsCheck {
  if (!isCount(groupCount, 1)) return { ok: false, reason: 'INVALID_GROUP_COUNT' };
  if (groups.length !== groupCount) return { ok: false, reason: 'WRONG_GROUP_COUNT' };
  const known = new Set(approved);
  const placed = new Set<TeamId>();
  for (const [group, teams] of groups.entries()) {
    for (const teamId of teams) {
      if (!known.has(teamId)) return { ok: false, reason: 'UNKNOWN_TEAM', teamId, group };
      if (placed.has(teamId)) return { ok: false, reason: 'TEAM_REPEATED', teamId, group };
      placed.add(teamId);
    }
  }
  for (const teamId of known) if (!placed.has(teamId)) return { ok: false, reason: 'TEAM_MISSING', teamId };
  return sizeRefusal(groups.map((g) => g.length)) ?? { ok: true };
}

/**
 * A random draw: the teams shuffled and cut into groupCount groups whose sizes differ by at most one, the first
 * groups taking the extra teams. Throws a RangeError (INVALID_GROUP_COUNT, GROUP_TOO_SMALL) when the counts
 * cannot make valid groups; a repeated id counts once.
 */
export function drawGroupsRandom(teams: TeamId[], groupCount: number, rng: Rng): TeamId[][] {
  if (!isCount(groupCount, 1)) throw new RangeError('INVALID_GROUP_COUNT');
  const unique = [...new Set(teams)];
  const sizes = dealtSizes(unique.length, groupCount);
  const refused = sizeRefusal(sizes);
  // Checked before shuffling, so a refused call leaves the rng untouched.
  if (refused) throw new RangeError(refused.reason);
  const order = shuffle(unique, rng);
  let start = 0;
  return sizes.map((size) => {
    const group = order.slice(start, start + size);
    start += size;
    return group;
  });
}

/**
 * A World Cup style draw: each pot's teams are shuffled and dealt one per group, pot after pot, so a group holds at
 * most one team of each pot; a pot with fewer teams than groups leaves the last groups without one of its teams.
 * Refused before drawing (the rng untouched) when a pot outnumbers the groups, a team is in the pots twice, or the
 * pots' sizes would leave a group under two teams or two groups more than one team apart.
 */
export function drawGroupsFromPots(pots: TeamId[][], groupCount: number, rng: Rng): GroupsDraw {
  if (!isCount(groupCount, 1)) return { ok: false, reason: 'INVALID_GROUP_COUNT' };
  const seen = new Set<TeamId>();
  for (const [pot, teams] of pots.entries()) {
    for (const teamId of teams) {
      if (seen.has(teamId)) return { ok: false, reason: 'TEAM_REPEATED', teamId, pot };
      seen.add(teamId);
    }
  }
  const large = pots.findIndex((teams) => teams.length > groupCount);
  if (large >= 0) return { ok: false, reason: 'POT_TOO_LARGE', pot: large };
  const sizes = Array.from({ length: groupCount }, (_, g) => pots.filter((teams) => teams.length > g).length);
  const refused = sizeRefusal(sizes);
  if (refused) return refused;
  const groups: TeamId[][] = sizes.map(() => []);
  for (const teams of pots) {
    for (const [g, teamId] of shuffle(teams, rng).entries()) (groups[g] as TeamId[]).push(teamId);
  }
  return { ok: true, groups };
}

export type GroupPlannedMatch = PlannedMatch & { group: number };
export type GroupEngineMatch = EngineMatch & { group: number };

export interface GroupMatchday {
  matches: GroupPlannedMatch[];
}

/**
 * The group stage's matchdays: each group plays a round robin (legs 2 mirrors the first leg, as a two-legged
 * league) and matchday r holds round r of every group; a group with fewer rounds has none on the last matchdays.
 * An odd-sized group's resting team is kept as a bye (teamTwoId null), tagged with its group like the matches.
 */
export function groupStageRounds(groups: TeamId[][], legs: 1 | 2, rng?: Rng): GroupMatchday[] {
  const perGroup = groups.map((teams) => roundRobin(teams, legs, rng));
  const days = Math.max(0, ...perGroup.map((rounds) => rounds.length));
  return Array.from({ length: days }, (_, r) => ({
    matches: perGroup.flatMap((rounds, group) => (rounds[r] ?? []).map((m) => ({ ...m, group }))),
  }));
}

/** Each group's table, counting only that group's matches. */
export function groupTables(
  groups: TeamId[][],
  matches: GroupEngineMatch[],
  cards: CardEvent[] = [],
  options: StandingsOptions = {},
): StandingRow[][] {
  return groups.map((teams, g) =>
    computeStandings(
      teams,
      matches.filter((m) => m.group === g),
      cards,
      options,
    ),
  );
}

export type QualifierRefusal =
  /** advancePerGroup or bestOfNextPlace is not a whole number ≥ 0. */
  | 'INVALID_QUALIFIER_COUNT'
  /** advancePerGroup reaches the smallest group's size: some group would have nobody left out. */
  | 'ADVANCE_NOT_BELOW_GROUP_SIZE'
  /** More best-of-the-next-place teams than groups. */
  | 'BEST_OF_NEXT_PLACE_EXCEEDS_GROUPS'
  /** Fewer than two teams would reach the knock-out. */
  | 'TOO_FEW_QUALIFIERS';

function qualifierRefusal(
  sizes: readonly number[],
  advancePerGroup: number,
  bestOfNextPlace: number,
): QualifierRefusal | null {
  if (!isCount(advancePerGroup, 0) || !isCount(bestOfNextPlace, 0)) return 'INVALID_QUALIFIER_COUNT';
  if (sizes.length === 0 || advancePerGroup >= Math.min(...sizes)) return 'ADVANCE_NOT_BELOW_GROUP_SIZE';
  if (bestOfNextPlace > sizes.length) return 'BEST_OF_NEXT_PLACE_EXCEEDS_GROUPS';
  if (sizes.length * advancePerGroup + bestOfNextPlace < 2) return 'TOO_FEW_QUALIFIERS';
  return null;
}

/**
 * Settings of a groups-then-knock-out tournament, before any draw: teamCount teams drawn into groupCount groups,
 * the first advancePerGroup of each group and the best bestOfNextPlace teams of the next place going through.
 */
export function checkGroupFormat(
  teamCount: number,
  groupCount: number,
  advancePerGroup: number,
  bestOfNextPlace: number,
): { ok: true } | { ok: false; reason: GroupsRefusal | QualifierRefusal } {
  if (!isCount(groupCount, 1)) return { ok: false, reason: 'INVALID_GROUP_COUNT' };
  const sizes = dealtSizes(Math.max(0, Math.floor(teamCount)), groupCount);
  const refused = sizeRefusal(sizes)?.reason ?? qualifierRefusal(sizes, advancePerGroup, bestOfNextPlace);
  return refused ? { ok: false, reason: refused } : { ok: true };
}

/** One team's line when teams of the same place are compared across groups. */
export interface CrossGroupRow {
  teamId: TeamId;
  group: number;
  /** Its 1-based place in its group. */
  position: number;
  /** The record compared: without the matches discarded when group sizes differ. */
  played: number;
  points: number;
  goalDifference: number;
  goalsFor: number;
  fairPlay: number;
  /** The criterion that put the row above ahead of this one; null for the first. */
  decidedBy: TieBreaker | null;
}

export interface CrossGroupOptions {
  /**
   * The group tables' options: lots (drawing of lots across groups; without them the lower group index goes
   * first), blueCardPoints and shootoutsDecide for records recounted when group sizes differ. The order is not
   * used, as head-to-head cannot apply across groups.
   */
  standings?: StandingsOptions;
  /** The group matches and cards; needed only when group sizes differ. */
  matches?: GroupEngineMatch[];
  cards?: CardEvent[];
}

type Compared = Omit<CrossGroupRow, 'decidedBy'>;

const ACROSS: { by: TieBreaker; key: (r: Compared) => number }[] = [
  { by: 'POINTS', key: (r) => r.points },
  { by: 'GOAL_DIFFERENCE', key: (r) => r.goalDifference },
  { by: 'GOALS_FOR', key: (r) => r.goalsFor },
  { by: 'FAIR_PLAY', key: (r) => r.fairPlay },
];

/** Lower lots first, a team with lots before one without (as in computeStandings), then the lower group. */
function byLots(a: Compared, b: Compared, lots: Record<TeamId, number>): number {
  const la = lots[a.teamId];
  const lb = lots[b.teamId];
  if (la !== undefined && lb !== undefined && la !== lb) return la - lb;
  if (la !== undefined && lb === undefined) return -1;
  if (la === undefined && lb !== undefined) return 1;
  return a.group - b.group;
}

const byPosition = (table: readonly StandingRow[]) => [...table].sort((a, b) => a.position - b.position);

/**
 * The teams placed `position`-th in their groups, ranked across groups by points, goal difference, goals scored,
 * fair play, then lots. When group sizes differ, a larger group's teams are compared on their matches against its
 * top (smallest size) teams only, as FIFA and UEFA discard results against the last-placed teams of larger groups;
 * that needs options.matches. Throws a RangeError when position is not within the smallest group, when a team is
 * in two tables, or (MATCHES_REQUIRED) when sizes differ and no matches are given.
 */
export function rankAcrossGroups(
  tables: StandingRow[][],
  position: number,
  options: CrossGroupOptions = {},
): CrossGroupRow[] {
  const sizes = tables.map((t) => t.length);
  const smallest = Math.min(...sizes);
  if (!isCount(position, 1) || position > smallest) throw new RangeError('POSITION_OUTSIDE_GROUPS');
  const seen = new Set<TeamId>();
  for (const table of tables) {
    for (const row of table) {
      if (seen.has(row.teamId)) throw new RangeError('TEAM_REPEATED');
      seen.add(row.teamId);
    }
  }
  const uneven = sizes.some((s) => s !== smallest);
  if (uneven && !options.matches) throw new RangeError('MATCHES_REQUIRED');

  const compared: Compared[] = tables.map((table, group) => {
    const ordered = byPosition(table);
    const row = ordered[position - 1] as StandingRow;
    let record: StandingRow = row;
    if (table.length > smallest) {
      // Recounted among the group's top teams only: computeStandings skips matches with anyone else.
      const top = ordered.slice(0, smallest).map((r) => r.teamId);
      const own = (options.matches ?? []).filter((m) => m.group === group);
      const recount = computeStandings(top, own, options.cards ?? [], options.standings ?? {});
      record = recount.find((r) => r.teamId === row.teamId) as StandingRow;
    }
    return {
      teamId: row.teamId,
      group,
      position,
      played: record.played,
      points: record.points,
      goalDifference: record.goalDifference,
      goalsFor: record.goalsFor,
      fairPlay: record.fairPlay,
    };
  });

  const lots = options.standings?.lots ?? {};
  const separating = (a: Compared, b: Compared) => ACROSS.find((c) => c.key(a) !== c.key(b));
  compared.sort((a, b) => {
    const c = separating(a, b);
    return c ? c.key(b) - c.key(a) : byLots(a, b, lots);
  });
  return compared.map((row, i) => {
    const above = compared[i - 1];
    return { ...row, decidedBy: above ? (separating(above, row)?.by ?? 'LOTS') : null };
  });
}

export interface Qualifier {
  teamId: TeamId;
  group: number;
  /** 1-based place in its group. */
  position: number;
  /** 1 = best overall. */
  seed: number;
}

/**
 * Who reaches the knock-out: the first advancePerGroup of every group, then the best bestOfNextPlace teams placed
 * just after them (the best thirds of the Euro or the 2026 World Cup), ranked across groups by rankAcrossGroups.
 * Seeds: all group winners first, best first, then all runners-up, and so on, then the best of the next place.
 * Throws a RangeError named by a QualifierRefusal on counts the tables cannot meet, or as rankAcrossGroups does.
 */
export function groupQualifiers(
  tables: StandingRow[][],
  advancePerGroup: number,
  bestOfNextPlace: number,
  options: CrossGroupOptions = {},
): Qualifier[] {
  const refused = qualifierRefusal(
    tables.map((t) => t.length),
    advancePerGroup,
    bestOfNextPlace,
  );
  if (refused) throw new RangeError(refused);
  const tiers: CrossGroupRow[][] = [];
  for (let p = 1; p <= advancePerGroup; p++) tiers.push(rankAcrossGroups(tables, p, options));
  if (bestOfNextPlace > 0) {
    tiers.push(rankAcrossGroups(tables, advancePerGroup + 1, options).slice(0, bestOfNextPlace));
  }
  return tiers.flat().map((row, i) => ({
    teamId: row.teamId,
    group: row.group,
    position: row.position,
    seed: i + 1,
  }));
}
