// Suspensions from cards (docs/decisions/013#discipline): the tournament's rules, and the answers of
// GET tournaments/{id}/discipline.

export interface DisciplineSettings {
  /** Accumulated yellow cards that suspend for one match; 0 turns accumulation off. */
  yellowCardsForSuspension: number;
  /** Matches a sending-off (a direct red) suspends for; a second yellow suspends for one. */
  suspensionMatchesForRed: number;
  /** Yellow cards accumulated in the group stage are cleared when the knock-out starts. */
  resetYellowsAfterGroups: boolean;
}

/** A sending-off always costs the next match (Laws of the Game, every competition's regulations); yellows are opt-in. */
export const DEFAULT_DISCIPLINE: DisciplineSettings = {
  yellowCardsForSuspension: 0,
  suspensionMatchesForRed: 1,
  resetYellowsAfterGroups: false,
};

export const YELLOWS_FOR_SUSPENSION_MAX = 10;
export const RED_SUSPENSION_MAX = 10;

export const SUSPENSION_REASONS = ['RED_CARD', 'SECOND_YELLOW', 'YELLOW_ACCUMULATION'] as const;
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number];

export const LIFT_REASON_MAX = 300;

export interface DisciplinePlayerDto {
  playerId: string;
  name: string;
  teamId: string;
  teamName: string;
  /** Yellows counted toward accumulation (those of a second-yellow sending-off are not). */
  yellowCards: number;
  /** Sendings-off: direct reds and second yellows. */
  redCards: number;
  secondYellows: number;
  /** Yellows toward the next suspension. */
  accumulated: number;
}

export interface SuspensionMatchDto {
  matchId: string;
  date: string | null;
  opponentName: string | null;
}

export interface LiftDto extends SuspensionMatchDto {
  reason: string;
  liftedAt: string;
}

export interface SuspensionDto {
  playerId: string;
  name: string;
  teamId: string;
  teamName: string;
  reason: SuspensionReason;
  /** The match of the card. */
  cardMatchId: string;
  matches: number;
  /** The team's matches the player misses; `served` once such a match is played (nothing left to lift there). */
  appliesTo: (SuspensionMatchDto & { served: boolean })[];
  /** Matches still to serve beyond the team's drawn ones. */
  pending: number;
  /** Matches of this suspension the creator lifted (an appeal upheld). */
  lifted: LiftDto[];
}

export interface DisciplineDto {
  tournamentId: string;
  rules: DisciplineSettings;
  /** Whether the viewer may lift suspensions (the tournament's creator). */
  canLift: boolean;
  players: DisciplinePlayerDto[];
  suspensions: SuspensionDto[];
}

/** A player of a team with a suspension still to serve, in one of the team's tournaments (for its lineup). */
export interface TeamSuspensionDto {
  playerId: string;
  tournamentId: string;
  tournamentName: string;
  reason: SuspensionReason;
  /** The next match the player misses; null when the match is not drawn yet. */
  matchId: string | null;
}
