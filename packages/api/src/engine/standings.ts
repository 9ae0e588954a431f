import type { TieBreaker } from '@cancha/shared';
import type { EngineMatch, MatchFairPlay, TeamId } from './types';

export type { TieBreaker } from '@cancha/shared';

export interface CardEvent {
  matchId: string;
  teamId: TeamId;
  playerId: string;
  type: 'YELLOW_CARD' | 'RED_CARD' | 'BLUE_CARD';
  minute: number;
}

/** FIFA World Cup since 2018: head-to-head before overall goal difference. */
export const FIFA_ORDER: TieBreaker[] = [
  'POINTS',
  'H2H_POINTS',
  'H2H_GOAL_DIFFERENCE',
  'H2H_GOALS_FOR',
  'GOAL_DIFFERENCE',
  'GOALS_FOR',
  'FAIR_PLAY',
  'LOTS',
];

/** The older convention (e.g. World Cup up to 2014): overall goals before head-to-head. */
export const OVERALL_FIRST_ORDER: TieBreaker[] = [
  'POINTS',
  'GOAL_DIFFERENCE',
  'GOALS_FOR',
  'H2H_POINTS',
  'H2H_GOAL_DIFFERENCE',
  'H2H_GOALS_FOR',
  'FAIR_PLAY',
  'LOTS',
];

export interface StandingsOptions {
  order?: TieBreaker[];
  /** Default 0; a positive number subtracted per blue card. */
  blueCardPoints?: number;
  /** Persisted random numbers, lower ranks first; teams without one compare by id. */
  lots?: Record<TeamId, number>;
  /**
   * Whether a match level after play and settled by a penalty shoot-out counts as won by the shoot-out's winner and
   * lost by the other side (a knock-out's record). Off by default: the match is a draw, as in a league, which has
   * no shoot-outs. The shoot-out's kicks are never goals.
   */
  shootoutsDecide?: boolean;
  /**
   * Points the organiser took away (negative) or gave (positive) per team, with a reason kept elsewhere: they move
   * the team's points, and so its place on points, but not the head-to-head points among tied teams, which come
   * from the matches alone.
   */
  pointAdjustments?: Record<TeamId, number>;
}

export interface StandingRow {
  teamId: TeamId;
  position: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  /** Match points plus any adjustment. */
  points: number;
  /** The organiser's deduction (negative) or addition included in `points`; 0 without one. */
  adjustment: number;
  /** ≤ 0. */
  fairPlay: number;
  /** The criterion that separated this row from the one above; null for the first. */
  decidedBy: TieBreaker | null;
}

export const POINTS_FOR_WIN = 3;
export const POINTS_FOR_DRAW = 1;

/** A match with a result both teams are known for. */
interface Played {
  id: string;
  one: TeamId;
  two: TeamId;
  g1: number;
  g2: number;
  /** Who took the match: 1 the first team, -1 the second, 0 a draw. */
  outcome: 1 | -1 | 0;
  match: EngineMatch;
}

type H2HCriterion = 'H2H_POINTS' | 'H2H_GOAL_DIFFERENCE' | 'H2H_GOALS_FOR';
type OverallCriterion = Exclude<TieBreaker, 'LOTS' | H2HCriterion>;
const isH2H = (c: TieBreaker): c is H2HCriterion =>
  c === 'H2H_POINTS' || c === 'H2H_GOAL_DIFFERENCE' || c === 'H2H_GOALS_FOR';

/** The match's winner by its score, or by its shoot-out (both sides' kicks known and apart) when those decide. */
function outcomeOf(m: EngineMatch, g1: number, g2: number, shootoutsDecide: boolean): 1 | -1 | 0 {
  if (g1 !== g2) return g1 > g2 ? 1 : -1;
  const p1 = m.penaltiesTeamOne;
  const p2 = m.penaltiesTeamTwo;
  if (!shootoutsDecide || p1 === null || p2 === null || p1 === p2) return 0;
  return p1 > p2 ? 1 : -1;
}

function countedMatches(
  teamSet: ReadonlySet<TeamId>,
  matches: readonly EngineMatch[],
  shootoutsDecide: boolean,
): Played[] {
  const out: Played[] = [];
  for (const m of matches) {
    if (m.status !== 'COMPLETED' || m.teamTwoId === null) continue;
    if (m.teamOneScore === null || m.teamTwoScore === null) continue;
    if (m.teamOneId === m.teamTwoId) continue;
    if (!teamSet.has(m.teamOneId) || !teamSet.has(m.teamTwoId)) continue;
    out.push({
      id: m.id,
      one: m.teamOneId,
      two: m.teamTwoId,
      g1: m.teamOneScore,
      g2: m.teamTwoScore,
      outcome: outcomeOf(m, m.teamOneScore, m.teamTwoScore, shootoutsDecide),
      match: m,
    });
  }
  return out;
}

/** A team's record over some matches. */
export interface Tally {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
}

export const emptyTally = (): Tally => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  goalsFor: 0,
  goalsAgainst: 0,
});
const pointsOf = (t: Tally) => POINTS_FOR_WIN * t.won + POINTS_FOR_DRAW * t.drawn;

function tally(teams: readonly TeamId[], played: readonly Played[]): Map<TeamId, Tally> {
  const table = new Map<TeamId, Tally>();
  for (const t of teams) table.set(t, emptyTally());
  for (const m of played) {
    const a = table.get(m.one);
    const b = table.get(m.two);
    if (!a || !b) continue;
    a.played++;
    b.played++;
    a.goalsFor += m.g1;
    a.goalsAgainst += m.g2;
    b.goalsFor += m.g2;
    b.goalsAgainst += m.g1;
    if (m.outcome > 0) {
      a.won++;
      b.lost++;
    } else if (m.outcome < 0) {
      b.won++;
      a.lost++;
    } else {
      a.drawn++;
      b.drawn++;
    }
  }
  return table;
}

// Same minute: the yellow is taken as shown first, so yellow+red costs −5 regardless of input order.
const CARD_RANK = { YELLOW_CARD: 0, RED_CARD: 1, BLUE_CARD: 2 } as const;

/**
 * One team's fair play in one match from its cards, counting each player's cards together: a yellow −1, a second
 * yellow −3 in all, a direct red −4 (−5 after a yellow); blue cards are counted apart, for the tournament's weight.
 */
export function matchFairPlay(cards: readonly CardEvent[]): MatchFairPlay {
  const perPlayer = new Map<string, CardEvent[]>();
  for (const c of cards) {
    const list = perPlayer.get(c.playerId);
    if (list) list.push(c);
    else perPlayer.set(c.playerId, [c]);
  }
  let points = 0;
  let blueCards = 0;
  for (const list of perPlayer.values()) {
    list.sort((x, y) => x.minute - y.minute || CARD_RANK[x.type] - CARD_RANK[y.type]);
    let yellows = 0;
    let sentOff = false;
    for (const c of list) {
      if (c.type === 'BLUE_CARD') {
        blueCards++;
      } else if (sentOff) {
        // A player already sent off cannot be booked again; such a card is a data-entry duplicate.
      } else if (c.type === 'YELLOW_CARD') {
        yellows++;
        if (yellows === 1) points -= 1;
        else {
          points -= 2; // second yellow: −3 in total
          sentOff = true;
        }
      } else {
        points -= 4; // after one yellow that makes −5 in total
        sentOff = true;
      }
    }
  }
  return { points, blueCards };
}

/**
 * Fair-play points per team (≤ 0) over the counted matches: from each match's stored fair play, or else from
 * its cards.
 */
export function fairPlayPoints(
  teams: readonly TeamId[],
  counted: readonly Pick<EngineMatch, 'id' | 'teamOneId' | 'teamTwoId' | 'fairPlay'>[],
  cards: readonly CardEvent[],
  blueCardPoints = 0,
): Map<TeamId, number> {
  const totals = new Map<TeamId, number>();
  for (const t of teams) totals.set(t, 0);
  const blue = Math.abs(blueCardPoints);
  const add = (teamId: TeamId | null, fp: MatchFairPlay) => {
    if (teamId !== null && totals.has(teamId)) {
      totals.set(teamId, (totals.get(teamId) as number) + fp.points - blue * fp.blueCards);
    }
  };
  const fromCards = new Map<string, Map<TeamId, CardEvent[]>>();
  for (const m of counted) {
    if (m.fairPlay) {
      add(m.teamOneId, m.fairPlay.one);
      add(m.teamTwoId, m.fairPlay.two);
    } else fromCards.set(m.id, new Map());
  }
  for (const c of cards) {
    const byTeam = fromCards.get(c.matchId);
    if (!byTeam) continue;
    const list = byTeam.get(c.teamId);
    if (list) list.push(c);
    else byTeam.set(c.teamId, [c]);
  }
  for (const byTeam of fromCards.values()) {
    for (const [teamId, list] of byTeam) add(teamId, matchFairPlay(list));
  }
  for (const [teamId, v] of totals) totals.set(teamId, roundFairPlay(v));
  return totals;
}

/**
 * A fair-play total as the table compares it: rounding drops float noise from fractional blue weights (equal
 * totals must compare equal); + 0 drops −0.
 */
export const roundFairPlay = (v: number): number => Math.round(v * 1e6) / 1e6 + 0;

type Keyed = { teamId: TeamId; key: number };

function statKey(t: Tally, criterion: Exclude<TieBreaker, 'FAIR_PLAY' | 'LOTS'>): number {
  switch (criterion) {
    case 'POINTS':
    case 'H2H_POINTS':
      return pointsOf(t);
    case 'GOAL_DIFFERENCE':
    case 'H2H_GOAL_DIFFERENCE':
      return t.goalsFor - t.goalsAgainst;
    case 'GOALS_FOR':
    case 'H2H_GOALS_FOR':
      return t.goalsFor;
  }
}

export function computeStandings(
  teams: TeamId[],
  matches: EngineMatch[],
  cards: CardEvent[] = [],
  options: StandingsOptions = {},
): StandingRow[] {
  const teamList = [...new Set(teams)];
  const played = countedMatches(new Set(teamList), matches, options.shootoutsDecide ?? false);
  const fairPlay = fairPlayPoints(
    teamList,
    played.map((m) => m.match),
    cards,
    options.blueCardPoints ?? 0,
  );
  return rankTable({ teams: teamList, overall: tally(teamList, played), fairPlay }, played, options);
}

/**
 * Each team's overall record and fair play, summed beforehand (as the database keeps them): what ranks a table
 * before any head-to-head.
 */
export interface TalliedTable {
  teams: TeamId[];
  overall: Map<TeamId, Tally>;
  fairPlay: Map<TeamId, number>;
}

/**
 * The standings from records summed beforehand: the same table as computeStandings over the matches they sum, given
 * at least the counted matches among the teams of each of headToHeadPools' pools.
 */
export function standingsFromTallies(
  table: TalliedTable,
  headToHead: readonly EngineMatch[],
  options: StandingsOptions = {},
): StandingRow[] {
  const played = countedMatches(new Set(table.teams), headToHead, options.shootoutsDecide ?? false);
  return rankTable(table, played, options);
}

/**
 * The groups of teams that no criterion before the first head-to-head one separates: every head-to-head table the
 * ranking may need is among the teams of one pool, so only their matches with each other need reading.
 */
export function headToHeadPools(table: TalliedTable, options: StandingsOptions = {}): TeamId[][] {
  const order = options.order ?? FIFA_ORDER;
  const firstH2H = order.findIndex(isH2H);
  if (firstH2H < 0) return [];
  const before = order.slice(0, firstH2H);
  // Lots give every team its own place: nothing is left tied after them.
  if (before.some((c) => c === 'LOTS')) return [];
  const pools = new Map<string, TeamId[]>();
  for (const teamId of table.teams) {
    const key = before
      .map((c) => overallKey(table, teamId, c as OverallCriterion, options.pointAdjustments ?? {}))
      .join(' ');
    const pool = pools.get(key);
    if (pool) pool.push(teamId);
    else pools.set(key, [teamId]);
  }
  return [...pools.values()].filter((pool) => pool.length > 1);
}

/** A team's key on a criterion of its overall record (higher ranks first); POINTS include adjustments. */
function overallKey(
  table: TalliedTable,
  teamId: TeamId,
  criterion: OverallCriterion,
  adjustments: Record<TeamId, number>,
): number {
  if (criterion === 'FAIR_PLAY') return table.fairPlay.get(teamId) ?? 0;
  const extra = criterion === 'POINTS' ? (adjustments[teamId] ?? 0) : 0;
  return statKey(table.overall.get(teamId) as Tally, criterion) + extra;
}

/** Ranks the table's teams by the options' criteria; `played` holds (at least) the matches head-to-head reads. */
function rankTable(table: TalliedTable, played: readonly Played[], options: StandingsOptions): StandingRow[] {
  const { teams: teamList, overall, fairPlay } = table;
  const order = options.order ?? FIFA_ORDER;
  const lots = options.lots ?? {};
  const adjustments = options.pointAdjustments ?? {};
  const firstH2H = order.findIndex(isH2H);

  // Each team's counted matches, so a head-to-head table reads only the tied teams' games.
  const matchesOf = new Map<TeamId, Played[]>(teamList.map((t) => [t, []]));
  for (const m of played) matchesOf.get(m.one)?.push(m);
  // One head-to-head table per tied group serves all three head-to-head criteria.
  const h2hTables = new Map<string, Map<TeamId, Tally>>();
  function h2h(group: readonly TeamId[]): Map<TeamId, Tally> {
    const key = JSON.stringify([...group].sort());
    let table = h2hTables.get(key);
    if (!table) {
      const inGroup = new Set(group);
      const among = group.flatMap((t) => (matchesOf.get(t) ?? []).filter((m) => inGroup.has(m.two)));
      table = tally(group, among);
      h2hTables.set(key, table);
    }
    return table;
  }

  // Higher key ranks first; LOTS is negated so lower numbers rank first.
  function keys(group: readonly TeamId[], criterion: TieBreaker): Keyed[] {
    if (criterion === 'LOTS') return lotKeys(group);
    if (isH2H(criterion)) {
      const source = h2h(group);
      return group.map((teamId) => ({ teamId, key: statKey(source.get(teamId) as Tally, criterion) }));
    }
    return group.map((teamId) => ({
      teamId,
      key: overallKey(table, teamId, criterion, adjustments),
    }));
  }

  // A strict total order, so positions never flip between calls.
  function lotKeys(group: readonly TeamId[]): Keyed[] {
    const sorted = [...group].sort((a, b) => {
      const la = lots[a];
      const lb = lots[b];
      if (la !== undefined && lb !== undefined && la !== lb) return la - lb;
      if (la !== undefined && lb === undefined) return -1;
      if (la === undefined && lb !== undefined) return 1;
      return a < b ? -1 : a > b ? 1 : 0;
    });
    return sorted.map((teamId, i) => ({ teamId, key: -i }));
  }

  type Ranked = { teamId: TeamId; decidedBy: TieBreaker | null };

  function rank(group: TeamId[], index: number): Ranked[] {
    if (group.length === 1) return [{ teamId: group[0] as TeamId, decidedBy: null }];
    // Running out of criteria still has to give distinct positions.
    const criterion: TieBreaker = index < order.length ? (order[index] as TieBreaker) : 'LOTS';
    const keyed = keys(group, criterion).sort((a, b) => b.key - a.key);
    const buckets: TeamId[][] = [];
    let previous: number | undefined;
    for (const { teamId, key } of keyed) {
      if (key !== previous) buckets.push([]);
      (buckets[buckets.length - 1] as TeamId[]).push(teamId);
      previous = key;
    }
    if (buckets.length === 1) return rank(group, index + 1);
    // FIFA: a head-to-head split sends each still-tied subgroup back to the first head-to-head criterion.
    const nextIndex = isH2H(criterion) ? firstH2H : index + 1;
    const out: Ranked[] = [];
    buckets.forEach((bucket, b) => {
      const sub = rank(bucket, nextIndex);
      if (b > 0) (sub[0] as Ranked).decidedBy = criterion;
      out.push(...sub);
    });
    return out;
  }

  const ranked = teamList.length === 0 ? [] : rank(teamList, 0);
  return ranked.map(({ teamId, decidedBy }, i) => {
    const t = overall.get(teamId) as Tally;
    return {
      teamId,
      position: i + 1,
      played: t.played,
      won: t.won,
      drawn: t.drawn,
      lost: t.lost,
      goalsFor: t.goalsFor,
      goalsAgainst: t.goalsAgainst,
      goalDifference: t.goalsFor - t.goalsAgainst,
      points: pointsOf(t) + (adjustments[teamId] ?? 0),
      adjustment: adjustments[teamId] ?? 0,
      fairPlay: fairPlay.get(teamId) ?? 0,
      decidedBy: i === 0 ? null : decidedBy,
    };
  });
}
