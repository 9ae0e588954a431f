import { z } from 'zod';
import {
  ADJUSTMENT_POINTS_MAX,
  ADJUSTMENT_REASON_MAX,
  WALKOVER_GOALS_MAX,
  WALKOVERS_TO_WITHDRAW_MAX,
  WITHDRAWALS,
} from './awards';
import { Id } from './teams.schema';
import { multiLine } from './text.schema';

// What the organiser sends to decide a result off the pitch (docs/decisions/013#awards).

export const Walkover = z.object({
  goals: z.number().int().min(1).max(WALKOVER_GOALS_MAX).default(3),
  toWithdraw: z.number().int().min(1).max(WALKOVERS_TO_WITHDRAW_MAX).default(3),
});

/** The team that did not show up; the other is awarded the match. */
export const RecordWalkover = z.object({ matchId: Id, absentTeamId: Id });
export type RecordWalkover = z.input<typeof RecordWalkover>;

/** The team that forfeits a played match (an ineligible player, say). */
export const RecordForfeit = z.object({ matchId: Id, offendingTeamId: Id });
export type RecordForfeit = z.input<typeof RecordForfeit>;

const Reason = multiLine(ADJUSTMENT_REASON_MAX).pipe(z.string().min(3));

export const AddPointAdjustment = z.object({
  tournamentId: Id,
  teamId: Id,
  points: z
    .number()
    .int()
    .min(-ADJUSTMENT_POINTS_MAX)
    .max(ADJUSTMENT_POINTS_MAX)
    .refine((n) => n !== 0, { error: 'ADJUSTMENT_ZERO' }),
  reason: Reason,
});
export type AddPointAdjustment = z.input<typeof AddPointAdjustment>;

export const PointAdjustmentId = z.object({ adjustmentId: Id });

/** Withdraw a team: its matches still to play are annulled or awarded to its opponents. */
export const WithdrawTeam = z.object({ tournamentId: Id, teamId: Id, remaining: z.enum(WITHDRAWALS) });
export type WithdrawTeam = z.input<typeof WithdrawTeam>;
