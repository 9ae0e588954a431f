import type { StandingRowDto, TournamentStatisticsDto } from '@cancha/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { GroupTables } from './group-tables';
import { StandingsTable } from './standings-table';

// The tables of issue 15: qualifying places marked in words as well as colour, a goal-difference column, a hint
// that the columns scroll on a phone, and team names that take the room there is.

function row(position: number, teamName: string, goalDifference: number): StandingRowDto {
  return {
    position,
    teamId: `t${position}`,
    teamName,
    teamLogo: null,
    statistics: {
      played: 3,
      won: 0,
      drawn: 0,
      lost: 0,
      points: 9 - 3 * position,
      goalsFor: 0,
      goalsAgainst: 0,
      goalDifference,
      fairPlay: 0,
      adjustment: 0,
    },
    withdrawn: false,
    decidedBy: position === 1 ? null : 'POINTS',
  };
}

const rows = [row(1, 'Alta Córdoba', 4), row(2, 'Los Pibes', 0), row(3, 'Deportivo Barrio Norte', -4)];
const table = { area: 'public', tournamentId: 'tournament-1', myTeamIds: new Set<string>() } as const;

describe('a group stage’s tables', () => {
  it('mark the qualifying places with a word a screen reader says, and name them in the legend', () => {
    const groups: NonNullable<TournamentStatisticsDto['groups']> = [
      { name: 'A', teamsStatistics: rows, qualifying: ['t1', 't2'] },
    ];
    renderWithApp(<GroupTables groups={groups} {...table} tieBreakPreset="FIFA" />);
    const group = screen.getByTestId('group-A');
    const marked = within(group)
      .getAllByTestId('standings-row')
      .map((r) => [
        r.hasAttribute('data-qualifies'),
        r.textContent?.includes('Clasifica a la fase eliminatoria'),
      ]);
    expect(marked).toEqual([
      [true, true],
      [true, true],
      [false, false],
    ]);
    expect(within(group).getByTestId('qualifying-legend').textContent).toBe(
      'Clasifica a la fase eliminatoria',
    );
  });

  it('have no such legend in a table with no qualifying places', () => {
    renderWithApp(<StandingsTable rows={rows} {...table} tieBreakPreset="FIFA" />);
    expect(screen.queryByTestId('qualifying-legend')).toBeNull();
    expect(screen.getAllByTestId('standings-row').some((r) => r.hasAttribute('data-qualifies'))).toBe(false);
  });
});

describe('the standings table', () => {
  it('has a goal-difference column, signed, named in full for screen readers and in the legend', () => {
    renderWithApp(<StandingsTable rows={rows} {...table} tieBreakPreset="FIFA" />);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers.at(-2)).toBe('DGDiferencia de gol');
    const differences = screen
      .getAllByTestId('standings-row')
      .map((r) => r.querySelectorAll('td')[7]?.textContent);
    expect(differences).toEqual(['+4', '0', '-4']);
    expect(screen.getByText('DG', { selector: 'dt' }).nextSibling?.textContent).toBe('Diferencia de gol');
  });

  it('shades the edge that has columns out of view, as it scrolls', () => {
    renderWithApp(<StandingsTable rows={rows} {...table} tieBreakPreset="FIFA" />);
    const scroller = screen.getByTestId('standings-scroller');
    const box = scroller.parentElement!;
    Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 560 });
    Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 320 });
    fireEvent.scroll(scroller);
    expect([box.hasAttribute('data-more-start'), box.hasAttribute('data-more-end')]).toEqual([false, true]);
    scroller.scrollLeft = 240;
    fireEvent.scroll(scroller);
    expect([box.hasAttribute('data-more-start'), box.hasAttribute('data-more-end')]).toEqual([true, false]);
  });

  it('lets a long team name wrap before it is cut, and use the room a wider screen has', () => {
    renderWithApp(<StandingsTable rows={rows} {...table} tieBreakPreset="FIFA" />);
    const team = screen.getAllByTestId('standings-team')[2]!;
    expect(team.className).toContain('sm:max-w-none');
    const name = within(team).getByText('Deportivo Barrio Norte');
    expect(name.className).toContain('line-clamp-2');
    expect(name.className).not.toContain('truncate');
  });
});
