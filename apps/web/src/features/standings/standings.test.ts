import type { StandingRowDto } from '@cancha/shared';
import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';

// In the app the Lingui macro is compiled away by Babel; here the runtime version builds the same descriptors.
vi.mock('@lingui/core/macro', () => import('@lingui/core/runtime-macro'));

const {
  STANDINGS_COLUMNS,
  TIE_BREAK_PRESET_LABELS,
  anyMatchPlayed,
  blueCardPointsOf,
  parseBlueCardPoints,
  standingsToneOf,
  tieBreakOf,
} = await import('./standings');
const i18n = setupI18n({ locale: 'es', messages: { es: {} } });

function row(position: number, points: number, decidedBy: string | null, played = 2): StandingRowDto {
  return {
    position,
    teamId: `t${position}`,
    teamName: `Team ${position}`,
    teamLogo: null,
    statistics: {
      played,
      won: 0,
      drawn: 0,
      lost: 0,
      points,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference: 0,
      fairPlay: 0,
      adjustment: 0,
    },
    withdrawn: false,
    // A newer server may name a criterion this app does not know yet.
    decidedBy: decidedBy as StandingRowDto['decidedBy'],
  };
}

describe('standings columns (product: standings-and-rankings#standings)', () => {
  it('are J, G, E, P, GF, GC, DG, PTS in that order, each with its full name for the legend', () => {
    expect(STANDINGS_COLUMNS.map((c) => i18n._(c.abbr))).toEqual([
      'J',
      'G',
      'E',
      'P',
      'GF',
      'GC',
      'DG',
      'PTS',
    ]);
    expect(STANDINGS_COLUMNS.map((c) => c.key)).toEqual([
      'played',
      'won',
      'drawn',
      'lost',
      'goalsFor',
      'goalsAgainst',
      'goalDifference',
      'points',
    ]);
    expect(i18n._(STANDINGS_COLUMNS[0]!.label)).toBe('Partidos jugados');
    expect(i18n._(STANDINGS_COLUMNS[6]!.label)).toBe('Diferencia de gol');
    expect(i18n._(STANDINGS_COLUMNS[7]!.label)).toBe('Puntos');
  });
});

describe('tie-break explanation', () => {
  const rows = [
    row(1, 6, null),
    row(2, 4, 'POINTS'),
    row(3, 4, 'GOAL_DIFFERENCE'),
    row(4, 4, 'H2H_POINTS'),
    row(5, 1, 'POINTS'),
    row(6, 1, 'SOMETHING_NEW'),
    row(7, 0, 'LOTS'),
  ];
  const at = (i: number) => {
    const d = tieBreakOf(rows, i);
    return d ? i18n._(d) : null;
  };

  it('explains only rows level on points with the row above', () => {
    expect(at(0)).toBeNull();
    expect(at(1)).toBeNull();
    expect(at(2)).toBe('diferencia de gol');
    expect(at(3)).toBe('puntos en los partidos entre sí');
  });

  it('says nothing for an unknown criterion or when the points differ', () => {
    expect(at(5)).toBeNull();
    // 'LOTS' on a row with fewer points than the one above cannot be a tie-break.
    expect(at(6)).toBeNull();
    expect(tieBreakOf(rows, 99)).toBeNull();
  });

  it('says nothing before a match is played, when every row is level at zero', () => {
    const fresh = [row(1, 0, null, 0), row(2, 0, 'LOTS', 0), row(3, 0, 'LOTS', 0)];
    expect(fresh.map((_, i) => tieBreakOf(fresh, i))).toEqual([null, null, null]);
  });
});

describe('highlighted rows', () => {
  const mine = new Set(['t3']);
  it("marks the viewer's team, and the leader once a match was played", () => {
    expect(standingsToneOf(row(3, 4, null), { myTeamIds: mine, anyPlayed: true })).toBe('mine');
    expect(standingsToneOf(row(1, 6, null), { myTeamIds: mine, anyPlayed: true })).toBe('leader');
    expect(standingsToneOf(row(1, 0, null), { myTeamIds: mine, anyPlayed: false })).toBeNull();
    expect(standingsToneOf(row(2, 4, null), { myTeamIds: mine, anyPlayed: true })).toBeNull();
  });

  it("prefers 'mine' when the viewer's team leads", () => {
    expect(standingsToneOf(row(1, 6, null), { myTeamIds: new Set(['t1']), anyPlayed: true })).toBe('mine');
  });

  it('knows whether any match was played', () => {
    expect(anyMatchPlayed([row(1, 0, null, 0), row(2, 0, null, 0)])).toBe(false);
    expect(anyMatchPlayed([row(1, 3, null, 1), row(2, 0, null, 0)])).toBe(true);
    expect(anyMatchPlayed([])).toBe(false);
  });
});

describe("organiser's standings settings", () => {
  it('names both tie-break presets as the settings dialog shows them', () => {
    expect(i18n._(TIE_BREAK_PRESET_LABELS.FIFA)).toBe('FIFA (enfrentamientos directos primero)');
    expect(i18n._(TIE_BREAK_PRESET_LABELS.OVERALL_FIRST)).toBe('Diferencia de gol general primero');
  });

  it('reads the blue-card weight: blank keeps it, 0–10 is sent, anything else is invalid', () => {
    expect(parseBlueCardPoints('')).toBeUndefined();
    expect(parseBlueCardPoints('  ')).toBeUndefined();
    expect(parseBlueCardPoints('0')).toBe(0);
    expect(parseBlueCardPoints(' 10 ')).toBe(10);
    expect(parseBlueCardPoints('11')).toBeNull();
    expect(parseBlueCardPoints('-1')).toBeNull();
    expect(parseBlueCardPoints('2.5')).toBeNull();
    expect(parseBlueCardPoints('dos')).toBeNull();
  });

  it('shows the stored blue-card weight only when the answer carries it', () => {
    expect(blueCardPointsOf({ blueCardPoints: 3 })).toBe(3);
    expect(blueCardPointsOf({ tieBreakPreset: 'FIFA' })).toBeNull();
    expect(blueCardPointsOf({ blueCardPoints: '3' })).toBeNull();
  });
});
