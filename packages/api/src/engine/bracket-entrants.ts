import type { TeamId } from './types';

// A team as the bracket planners place it (bracket.ts, world-cup-layout.ts), and their orders.

export interface Entrant {
  id: TeamId;
  group: number;
  position: number;
  seed: number;
  /** Dense index of the group among the groups present. */
  gi: number;
  /** Among the S − n best seeds, so it skips the first round. */
  bye: boolean;
}

export type Slot = Entrant | null;

/** The home side of a match: the better group place, then the better seed. */
export const better = (a: Entrant, b: Entrant): boolean =>
  a.position < b.position || (a.position === b.position && a.seed < b.seed);

/** Bracket order as (group, place), the canonical way to lay out equivalent brackets. */
export const keyBefore = (a: Entrant, b: Entrant): boolean =>
  a.group < b.group || (a.group === b.group && a.position < b.position);
