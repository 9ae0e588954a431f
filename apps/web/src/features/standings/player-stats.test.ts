import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';

vi.mock('@lingui/core/macro', () => import('@lingui/core/runtime-macro'));

const { PLAYER_STAT_COLUMNS, lineHasStats, playerNameOf } = await import('./player-stats');
const i18n = setupI18n({ locale: 'es', messages: { es: {} } });

describe('players table (product: standings-and-rankings#player-statistics)', () => {
  it('has the columns TA, TAz, TR, FIG, GOL: yellow, blue, red, man of the match, goals', () => {
    // Yellow and blue are told apart by their abbreviations, not only by the swatch (issue 15).
    expect(PLAYER_STAT_COLUMNS.map((c) => i18n._(c.abbr))).toEqual(['TA', 'TAz', 'TR', 'FIG', 'GOL']);
    expect(PLAYER_STAT_COLUMNS.map((c) => c.key)).toEqual([
      'YELLOW_CARD',
      'BLUE_CARD',
      'RED_CARD',
      'FIG',
      'GOAL',
    ]);
    expect(PLAYER_STAT_COLUMNS.map((c) => i18n._(c.label))).toEqual([
      'Tarjetas amarillas',
      'Tarjetas azules',
      'Tarjetas rojas',
      'Figura del partido',
      'Goles',
    ]);
    expect(PLAYER_STAT_COLUMNS.slice(0, 2).map((c) => c.swatch)).toEqual(['yellow', 'blue']);
  });

  it('names a player by first and last name, or not at all when neither is filled in', () => {
    expect(playerNameOf({ fullname: ' Ana ', lastname: 'Pérez' })).toBe('Ana Pérez');
    expect(playerNameOf({ fullname: 'Ana', lastname: null })).toBe('Ana');
    expect(playerNameOf({ fullname: null, lastname: '  ' })).toBeNull();
  });

  it('tells whether a match line counted anything', () => {
    const zero = { YELLOW_CARD: 0, BLUE_CARD: 0, RED_CARD: 0, FIG: 0, GOAL: 0 };
    expect(lineHasStats(zero)).toBe(false);
    expect(lineHasStats({ ...zero, BLUE_CARD: 1 })).toBe(true);
  });
});
