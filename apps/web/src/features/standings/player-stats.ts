import type { PlayerMatchLine, PlayerStatisticsDto } from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The players table of the team-in-tournament screen, counted from the match events
// (docs/product/standings-and-rankings.md#player-statistics, docs/product/competition.md#events — columns TA,
// TAz, TR, FIG, GOL).

export type PlayerStat = 'YELLOW_CARD' | 'BLUE_CARD' | 'RED_CARD' | 'FIG' | 'GOAL';

export interface PlayerStatColumn {
  key: PlayerStat;
  abbr: MessageDescriptor;
  label: MessageDescriptor;
  /** The card's colour swatch beside the abbreviation. */
  swatch: 'yellow' | 'blue' | 'red' | null;
}

export const PLAYER_STAT_COLUMNS: readonly PlayerStatColumn[] = [
  {
    key: 'YELLOW_CARD',
    // The fair-play table's words: one abbreviation for each card, in every language.
    abbr: msg`TA`,
    label: msg`Tarjetas amarillas`,
    swatch: 'yellow',
  },
  {
    key: 'BLUE_CARD',
    abbr: msg`TAz`,
    label: msg`Tarjetas azules`,
    swatch: 'blue',
  },
  {
    key: 'RED_CARD',
    abbr: msg({ message: 'TR', context: 'player column: red cards' }),
    label: msg`Tarjetas rojas`,
    swatch: 'red',
  },
  {
    key: 'FIG',
    abbr: msg({ message: 'FIG', context: 'player column: man of the match' }),
    label: msg`Figura del partido`,
    swatch: null,
  },
  {
    key: 'GOAL',
    abbr: msg({ message: 'GOL', context: 'player column: goals' }),
    label: msg`Goles`,
    swatch: null,
  },
];

/** 'Nombre Apellido', or null when the player has not filled their name in yet. */
export function playerNameOf(p: Pick<PlayerStatisticsDto, 'fullname' | 'lastname'>): string | null {
  const name = [p.fullname, p.lastname]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

/** Whether a per-match line counted anything (the dialog lists only those with something to say). */
export function lineHasStats(line: Pick<PlayerMatchLine, PlayerStat>): boolean {
  return PLAYER_STAT_COLUMNS.some((c) => line[c.key] > 0);
}
