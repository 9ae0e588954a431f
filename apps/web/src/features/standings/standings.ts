import type { StandingRowDto, TieBreaker, TieBreakPreset } from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Pure rules of the standings table (docs/product/standings-and-rankings.md#standings).

export type StandingsStat = keyof Pick<
  StandingRowDto['statistics'],
  'played' | 'won' | 'drawn' | 'lost' | 'goalsFor' | 'goalsAgainst' | 'goalDifference' | 'points'
>;

export interface StandingsColumn {
  key: StandingsStat;
  /** What the header shows: J, G, E, P, GF, GC, DG, PTS in Spanish. */
  abbr: MessageDescriptor;
  /** The full name, for the legend, the tooltip and screen readers. */
  label: MessageDescriptor;
}

/**
 * docs/product/standings-and-rankings.md#standings — standings columns J, G, E, P, GF, GC, DG, PTS (field
 * points), in that order.
 */
export const STANDINGS_COLUMNS: readonly StandingsColumn[] = [
  {
    key: 'played',
    abbr: msg({ message: 'J', context: 'standings column: played' }),
    label: msg`Partidos jugados`,
  },
  {
    key: 'won',
    abbr: msg({ message: 'G', context: 'standings column: won' }),
    label: msg`Partidos ganados`,
  },
  {
    key: 'drawn',
    abbr: msg({ message: 'E', context: 'standings column: drawn' }),
    label: msg`Partidos empatados`,
  },
  {
    key: 'lost',
    abbr: msg({ message: 'P', context: 'standings column: lost' }),
    label: msg`Partidos perdidos`,
  },
  {
    key: 'goalsFor',
    abbr: msg({ message: 'GF', context: 'standings column: goals for' }),
    label: msg`Goles a favor`,
  },
  {
    key: 'goalsAgainst',
    abbr: msg({ message: 'GC', context: 'standings column: goals against' }),
    label: msg`Goles en contra`,
  },
  {
    key: 'goalDifference',
    abbr: msg({ message: 'DG', context: 'standings column: goal difference' }),
    label: msg`Diferencia de gol`,
  },
  {
    key: 'points',
    abbr: msg({ message: 'PTS', context: 'standings column: points' }),
    label: msg`Puntos`,
  },
];

/** The tie-breakers the server names in `decidedBy` (packages/api engine/standings.ts), in the reader's words. */
const TIE_BREAKER_LABELS: Record<Exclude<TieBreaker, 'POINTS'>, MessageDescriptor> = {
  H2H_POINTS: msg`puntos en los partidos entre sí`,
  H2H_GOAL_DIFFERENCE: msg`diferencia de gol en los partidos entre sí`,
  H2H_GOALS_FOR: msg`goles a favor en los partidos entre sí`,
  GOAL_DIFFERENCE: msg`diferencia de gol`,
  GOALS_FOR: msg`goles a favor`,
  FAIR_PLAY: msg`juego limpio (menos tarjetas)`,
  LOTS: msg`sorteo`,
};

/**
 * Why this row sits below the one above although both have the same points; null when points alone separate
 * them (or for the first row), and before either has played: a table of zeros is in draw order, not decided by
 * lot. An unknown criterion is not explained rather than explained wrongly.
 */
export function tieBreakOf(
  rows: readonly Pick<StandingRowDto, 'decidedBy' | 'statistics'>[],
  index: number,
): MessageDescriptor | null {
  const row = rows[index];
  const above = rows[index - 1];
  if (!row || !above || !row.decidedBy || row.decidedBy === 'POINTS') return null;
  if (row.statistics.points !== above.statistics.points) return null;
  if (row.statistics.played === 0 && above.statistics.played === 0) return null;
  return TIE_BREAKER_LABELS[row.decidedBy] ?? null;
}

export type StandingsTone = 'mine' | 'leader' | null;

/**
 * The rows that stand out: the viewer's own team, and the leader once a match has been played (before that
 * position 1 is only the order of the draw). The viewer's own team wins when it is also the leader.
 */
export function standingsToneOf(
  row: Pick<StandingRowDto, 'teamId' | 'position'>,
  opts: { myTeamIds: ReadonlySet<string>; anyPlayed: boolean },
): StandingsTone {
  if (opts.myTeamIds.has(row.teamId)) return 'mine';
  if (row.position === 1 && opts.anyPlayed) return 'leader';
  return null;
}

export function anyMatchPlayed(rows: readonly Pick<StandingRowDto, 'statistics'>[]): boolean {
  return rows.some((r) => r.statistics.played > 0);
}

/**
 * docs/product/standings-and-rankings.md#tie-breaks — the organiser's two tie-break presets, with the names
 * the settings dialog shows.
 */
export const TIE_BREAK_PRESET_LABELS: Record<TieBreakPreset, MessageDescriptor> = {
  FIFA: msg`FIFA (enfrentamientos directos primero)`,
  OVERALL_FIRST: msg`Diferencia de gol general primero`,
};

export const TIE_BREAK_PRESET_HINTS: Record<TieBreakPreset, MessageDescriptor> = {
  FIFA: msg`Con los mismos puntos, primero cuentan los partidos entre los equipos empatados; después la diferencia de gol y los goles de todo el torneo.`,
  OVERALL_FIRST: msg`Con los mismos puntos, primero cuentan la diferencia de gol y los goles de todo el torneo; después los partidos entre sí.`,
};

export const BLUE_CARD_POINTS_MIN = 0;
export const BLUE_CARD_POINTS_MAX = 10;

/**
 * The stored blue-card weight when the statistics answer carries it; null when it does not, so the settings
 * dialog leaves it unchanged rather than guessing.
 */
export function blueCardPointsOf(stats: object): number | null {
  return 'blueCardPoints' in stats && typeof stats.blueCardPoints === 'number' ? stats.blueCardPoints : null;
}

/**
 * The blue-card weight typed in the settings dialog: '' means "leave as it is" (undefined); a whole number from 0
 * to 10 is sent; anything else is invalid (null).
 */
export function parseBlueCardPoints(text: string): number | undefined | null {
  const value = text.trim();
  if (value === '') return undefined;
  if (!/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n >= BLUE_CARD_POINTS_MIN && n <= BLUE_CARD_POINTS_MAX ? n : null;
}
