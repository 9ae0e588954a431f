// El Prode, the prediction game (issue 21): how a prediction scores against a result, and how players rank. Pure
// functions over plain values, so scoring is idempotent and can be recomputed from stored predictions and results
// at any time.

import { DEFAULT_PRODE_SCORING, type ProdeScoringValue } from '@cancha/shared';

/** Points for the exact score (it includes the right outcome), for the right outcome, and for the champion. */
export type ProdeScoring = ProdeScoringValue;
export { DEFAULT_PRODE_SCORING };

export interface Score {
  teamOne: number;
  teamTwo: number;
}

/** What a result means for the game: the score played, or nothing to score (a match not decided on the pitch). */
export type ProdeResult = { kind: 'PLAYED'; score: Score } | { kind: 'VOID' };

export interface PredictionScore {
  points: number;
  exact: boolean;
  outcome: boolean;
}

const sign = (s: Score) => Math.sign(s.teamOne - s.teamTwo);

/**
 * A prediction against a result. The score that counts is the one after extra time, before any shoot-out: a final
 * won on penalties after 1–1 is a draw for the game. A match decided off the pitch (walkover, forfeit) or never
 * played scores nothing for anyone.
 */
export function scorePrediction(
  prediction: Score,
  result: ProdeResult,
  scoring: ProdeScoring,
): PredictionScore {
  if (result.kind === 'VOID') return { points: 0, exact: false, outcome: false };
  const exact = prediction.teamOne === result.score.teamOne && prediction.teamTwo === result.score.teamTwo;
  const outcome = sign(prediction) === sign(result.score);
  return { points: exact ? scoring.exact : outcome ? scoring.outcome : 0, exact, outcome };
}

export interface ProdePlayer {
  userId: string;
  /** When they joined the game (ms): the last tie-break, earliest first. */
  joinedAt: number;
}

export interface ProdeTally {
  userId: string;
  points: number;
  exact: number;
  joinedAt: number;
}

export interface RankedEntry extends ProdeTally {
  /** 1-based; players level on points, exact scores and joining time share it. */
  position: number;
}

/** Points, then exact scores, then who joined first. */
export function rankPlayers(tallies: readonly ProdeTally[]): RankedEntry[] {
  const sorted = [...tallies].sort(
    (a, b) =>
      b.points - a.points || b.exact - a.exact || a.joinedAt - b.joinedAt || a.userId.localeCompare(b.userId),
  );
  const out: RankedEntry[] = [];
  sorted.forEach((t, i) => {
    const prev = out[i - 1];
    const level = prev && prev.points === t.points && prev.exact === t.exact && prev.joinedAt === t.joinedAt;
    out.push({ ...t, position: level ? prev.position : i + 1 });
  });
  return out;
}

/** Each player's move since an earlier ranking: positive when they climbed; null when they were not ranked then. */
export function positionChanges(
  before: readonly RankedEntry[],
  now: readonly RankedEntry[],
): Map<string, number | null> {
  const earlier = new Map(before.map((e) => [e.userId, e.position]));
  return new Map(
    now.map((e) => {
      const was = earlier.get(e.userId);
      return [e.userId, was === undefined ? null : was - e.position];
    }),
  );
}

/** Totals per player from their scored predictions (players without any still appear, with zero). */
export function tally(
  players: readonly ProdePlayer[],
  scored: readonly { userId: string; points: number; exact: boolean }[],
): ProdeTally[] {
  const byUser = new Map(
    players.map((p) => [p.userId, { userId: p.userId, points: 0, exact: 0, joinedAt: p.joinedAt }]),
  );
  for (const s of scored) {
    const t = byUser.get(s.userId);
    if (!t) continue;
    t.points += s.points;
    if (s.exact) t.exact += 1;
  }
  return [...byUser.values()];
}
