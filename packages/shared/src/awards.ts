// Results the organiser decides (docs/decisions/013#awards): walkovers, forfeits, point adjustments, withdrawals.

export const MATCH_DECISIONS = ['WALKOVER', 'FORFEIT'] as const;
export type MatchDecision = (typeof MATCH_DECISIONS)[number];

export const WITHDRAWALS = ['ANNUL', 'AWARD'] as const;
export type Withdrawal = (typeof WITHDRAWALS)[number];

export interface WalkoverSettings {
  /** The awarded score: goals–0 for the team that showed up (or did not offend). */
  goals: number;
  /** Walkovers after which the creator may withdraw a team. */
  toWithdraw: number;
}

export const DEFAULT_WALKOVER: WalkoverSettings = { goals: 3, toWithdraw: 3 };
export const WALKOVER_GOALS_MAX = 10;
export const WALKOVERS_TO_WITHDRAW_MAX = 10;
export const ADJUSTMENT_POINTS_MAX = 99;
export const ADJUSTMENT_REASON_MAX = 300;

/** A deduction (negative) or addition of points, shown under the table with its reason. */
export interface PointAdjustmentDto {
  id: string;
  teamId: string;
  teamName: string;
  points: number;
  reason: string;
  createdAt: string;
}
