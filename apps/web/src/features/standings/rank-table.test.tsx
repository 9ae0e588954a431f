import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { RankTable } from './rank-table';

// The ranked tables (fair play, least conceded, scorers): each abbreviation spelled out as a tooltip and for screen
// readers, and a shade at an edge with columns out of view (issue 15).

const rows = [{ position: 1, name: 'Los Pibes', yellow: 2, blue: 1 }];

function renderCards() {
  return renderWithApp(
    <RankTable
      testId="cards-table"
      caption="Fair play"
      rows={rows}
      rowKey={(r) => r.name}
      whoHeader="Equipo"
      who={(r) => r.name}
      columns={[
        { key: 'yellow', header: 'Tarjetas amarillas', abbr: 'TA', cell: (r) => r.yellow },
        { key: 'blue', header: 'Tarjetas azules', abbr: 'TAz', cell: (r) => r.blue },
      ]}
    />,
  );
}

describe('a ranked table', () => {
  it('spells each abbreviation out as a tooltip and for screen readers', () => {
    renderCards();
    const headers = screen.getAllByRole('columnheader').slice(2);
    expect(headers.map((h) => h.textContent)).toEqual(['TATarjetas amarillas', 'TAzTarjetas azules']);
    expect(headers.map((h) => h.querySelector('[aria-hidden]')?.getAttribute('title'))).toEqual([
      'Tarjetas amarillas',
      'Tarjetas azules',
    ]);
  });

  it('shades the edge with columns out of view', () => {
    renderCards();
    const scroller = screen.getByTestId('cards-table').parentElement!;
    Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 400 });
    Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 300 });
    fireEvent.scroll(scroller);
    expect(scroller.parentElement!.hasAttribute('data-more-end')).toBe(true);
    expect(scroller.parentElement!.querySelectorAll(':scope > span[aria-hidden]')).toHaveLength(2);
  });
});
