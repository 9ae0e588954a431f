import { type Rng, randomIndex, shuffle } from './rng';
import { type CardEvent, computeStandings, type StandingRow, type StandingsOptions } from './standings';
import { tieWinner } from './ties';
import {
  type EngineMatch,
  type EngineRound,
  type FinalChoice,
  isBye,
  type PlannedMatch,
  type RoundKind,
  type TeamId,
} from './types';

export type NextRoundRefusal =
  | 'NOT_ENOUGH_TEAMS'
  | 'ROUND_NOT_COMPLETE'
  | 'CHOICE_REQUIRED'
  | 'TOURNAMENT_FINISHED';

export type NextRound =
  | { ok: true; kind: RoundKind; matches: PlannedMatch[] }
  | { ok: false; reason: NextRoundRefusal };

export interface NextKnockoutInput {
  approved: TeamId[];
  rounds: EngineRound[];
  /** Only read when exactly three teams remain. */
  choice?: FinalChoice;
  rng: Rng;
  /** The tournament's standings so far; the best-placed of three gets the bye under DIRECT. */
  record?: StandingRow[];
}

/** How to break a triangular's ties (cards and tie-break options); defaults to FIFA order. */
export interface TriangularTieBreak {
  cards?: CardEvent[];
  options?: StandingsOptions;
}

/** The winner, or null while the match is undecided (penalties settle level scores). */
export function matchWinner(m: EngineMatch): TeamId | null {
  if (m.teamTwoId === null) return m.teamOneId;
  if (m.legs) return tieWinner(m.legs.first, m.legs.second, m.legs);
  if (m.status !== 'COMPLETED' || m.teamOneScore === null || m.teamTwoScore === null) return null;
  if (m.teamOneScore > m.teamTwoScore) return m.teamOneId;
  if (m.teamTwoScore > m.teamOneScore) return m.teamTwoId;
  const p1 = m.penaltiesTeamOne;
  const p2 = m.penaltiesTeamTwo;
  if (p1 === null || p2 === null || p1 === p2) return null;
  return p1 > p2 ? m.teamOneId : m.teamTwoId;
}

/** The team that went out in this match, or null for a bye or an undecided match. */
export function matchLoser(m: EngineMatch): TeamId | null {
  const winner = matchWinner(m);
  if (winner === null || m.teamTwoId === null) return null;
  return winner === m.teamOneId ? m.teamTwoId : m.teamOneId;
}

const LEAGUE_CLOSED = new Set(['COMPLETED', 'CANCELED', 'ABANDONED']);

export function isRoundComplete(round: EngineRound): boolean {
  switch (round.kind) {
    case 'KNOCKOUT':
      return round.matches.length > 0 && round.matches.every((m) => matchWinner(m) !== null);
    case 'TRIANGULAR':
      return (
        round.matches.length === 3 &&
        round.matches.every(
          (m) =>
            m.status === 'COMPLETED' &&
            m.teamTwoId !== null &&
            m.teamOneScore !== null &&
            m.teamTwoScore !== null,
        )
      );
    case 'LEAGUE':
    case 'GROUP':
      // A cancelled or abandoned league (or group) match simply doesn't count.
      return round.matches.every((m) => isBye(m) || LEAGUE_CLOSED.has(m.status));
  }
}

/** Rounds by number, so callers may pass them in any order. */
function ordered(rounds: readonly EngineRound[]): EngineRound[] {
  return [...rounds].sort((a, b) => a.number - b.number);
}

function teamsOf(round: EngineRound): TeamId[] {
  const out: TeamId[] = [];
  for (const m of round.matches) {
    out.push(m.teamOneId);
    if (m.teamTwoId !== null) out.push(m.teamTwoId);
  }
  return [...new Set(out)];
}

/** The triangular's standings (only its own three matches count). */
export function triangularStandings(round: EngineRound, tieBreak: TriangularTieBreak = {}): StandingRow[] {
  return computeStandings(teamsOf(round), round.matches, tieBreak.cards, tieBreak.options);
}

/**
 * Teams still in: all approved before the first round; after a knock-out round its winners in
 * match order (both sides of a still-undecided match, since neither is out yet); after a
 * complete triangular its leader.
 */
export function remainingTeams(
  rounds: EngineRound[],
  approved: TeamId[],
  tieBreak: TriangularTieBreak = {},
): TeamId[] {
  const last = ordered(rounds).at(-1);
  if (!last || last.kind === 'LEAGUE') return [...approved];
  if (last.kind === 'TRIANGULAR') {
    if (!isRoundComplete(last)) return teamsOf(last);
    const leader = triangularStandings(last, tieBreak)[0];
    return leader ? [leader.teamId] : [];
  }
  const out: TeamId[] = [];
  for (const m of last.matches) {
    if (m.thirdPlace) continue;
    const winner = matchWinner(m);
    if (winner !== null) out.push(winner);
    else {
      out.push(m.teamOneId);
      if (m.teamTwoId !== null) out.push(m.teamTwoId);
    }
  }
  return out;
}

export function champion(
  rounds: EngineRound[],
  approved: TeamId[],
  tieBreak: TriangularTieBreak = {},
): TeamId | null {
  const last = ordered(rounds).at(-1);
  if (!last || last.kind === 'LEAGUE' || last.kind === 'GROUP') return null;
  // The final decides the title even while the third-place match is still to be played.
  if (!isRoundComplete({ ...last, matches: last.matches.filter((m) => !m.thirdPlace) })) return null;
  const left = remainingTeams(rounds, approved, tieBreak);
  return left.length === 1 ? (left[0] as TeamId) : null;
}

function pairUp(teams: readonly TeamId[]): PlannedMatch[] {
  const out: PlannedMatch[] = [];
  for (let i = 0; i + 1 < teams.length; i += 2) {
    out.push({ teamOneId: teams[i] as TeamId, teamTwoId: teams[i + 1] as TeamId });
  }
  return out;
}

function byesSoFar(rounds: readonly EngineRound[]): Set<TeamId> {
  const out = new Set<TeamId>();
  for (const r of rounds) for (const m of r.matches) if (isBye(m)) out.add(m.teamOneId);
  return out;
}

/** The best-placed of `teams` in `record`, or null when none of them is in it. */
function bestPlaced(teams: readonly TeamId[], record: readonly StandingRow[] | undefined): TeamId | null {
  let best: StandingRow | null = null;
  for (const row of record ?? []) {
    if (teams.includes(row.teamId) && (best === null || row.position < best.position)) best = row;
  }
  return best?.teamId ?? null;
}

/**
 * Plans the next knock-out round. The first round is a random draw; later rounds pair the
 * remaining teams in bracket order (winner of match 1 against winner of match 2, …), so a
 * bracket drawn after round one stays valid. An odd count gives one bye, listed last.
 */
export function nextKnockoutRound(input: NextKnockoutInput): NextRound {
  const { rounds, rng } = input;
  const approved = [...new Set(input.approved)];
  const last = ordered(rounds).at(-1);
  if (last) {
    if (!isRoundComplete(last)) return { ok: false, reason: 'ROUND_NOT_COMPLETE' };
    if (last.kind === 'TRIANGULAR') return { ok: false, reason: 'TOURNAMENT_FINISHED' };
  }
  const left = remainingTeams(rounds, approved);
  if (left.length < 2) return { ok: false, reason: last ? 'TOURNAMENT_FINISHED' : 'NOT_ENOUGH_TEAMS' };

  // Refuse before drawing, so asking first doesn't consume the rng.
  if (left.length === 3 && !input.choice) return { ok: false, reason: 'CHOICE_REQUIRED' };
  const pool = last ? left : shuffle(left, rng);
  if (pool.length === 3) {
    const [a, b, c] = pool as [TeamId, TeamId, TeamId];
    if (input.choice === 'TRIANGULAR') {
      // Each team is home once and away once.
      return {
        ok: true,
        kind: 'TRIANGULAR',
        matches: [
          { teamOneId: a, teamTwoId: b },
          { teamOneId: b, teamTwoId: c },
          { teamOneId: c, teamTwoId: a },
        ],
      };
    }
    const seeded = bestPlaced(pool, input.record) ?? (pool[randomIndex(3, rng)] as TeamId);
    const others = pool.filter((t) => t !== seeded);
    return {
      ok: true,
      kind: 'KNOCKOUT',
      matches: [...pairUp(others), { teamOneId: seeded, teamTwoId: null }],
    };
  }
  if (pool.length % 2 === 0) return { ok: true, kind: 'KNOCKOUT', matches: pairUp(pool) };

  // The first draw is already shuffled, so its last team is a random bye.
  let byeTeam = pool[pool.length - 1] as TeamId;
  if (last) {
    const hadBye = byesSoFar(rounds);
    const fresh = pool.filter((t) => !hadBye.has(t));
    const candidates = fresh.length > 0 ? fresh : pool;
    byeTeam = candidates[randomIndex(candidates.length, rng)] as TeamId;
  }
  return {
    ok: true,
    kind: 'KNOCKOUT',
    matches: [...pairUp(pool.filter((t) => t !== byeTeam)), { teamOneId: byeTeam, teamTwoId: null }],
  };
}
