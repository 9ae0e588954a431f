import { z } from 'zod';
import { LIFT_REASON_MAX, RED_SUSPENSION_MAX, YELLOWS_FOR_SUSPENSION_MAX } from './discipline';
import { Id } from './teams.schema';
import { multiLine } from './text.schema';

// The discipline settings and the creator's lift of a suspension, as the API takes them (docs/decisions/013).

export const Discipline = z.object({
  yellowCardsForSuspension: z.number().int().min(0).max(YELLOWS_FOR_SUSPENSION_MAX).default(0),
  suspensionMatchesForRed: z.number().int().min(1).max(RED_SUSPENSION_MAX).default(1),
  resetYellowsAfterGroups: z.boolean().default(false),
});

/** The creator upholds an appeal: the player may play that match after all. The reason is kept with it. */
export const LiftSuspension = z.object({
  tournamentId: Id,
  playerId: Id,
  matchId: Id,
  reason: multiLine(LIFT_REASON_MAX).pipe(z.string().min(3)),
});
export type LiftSuspension = z.input<typeof LiftSuspension>;
