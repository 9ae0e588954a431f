import type { DayBoardDto, MatchDto, MatchPitchDto } from '@cancha/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchDetail, teamOne, teamTwo } from '@/testing/fixtures';
import { renderInRouter } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { BoardPage } from './board-page';
import { nowAndNext, stillToShow } from './board-tv';

// The day's board on a phone (pitches as tabs, the whole title), on a laptop, and on a club's TV: stage names,
// what is played now and next, and only the board.

const pitch = (id: string, name: string): MatchPitchDto => ({
  id,
  name,
  venueName: 'Complejo Norte',
  address: 'Av. Colón 1200, Córdoba',
});

const match = (id: string, time: string, overrides: Partial<MatchDto> = {}): MatchDto => {
  const { tournament: _t, round: _r, ...m } = matchDetail({ id, time, date: '2031-05-10' });
  return { ...m, roundId: 'round-qf', ...overrides } as MatchDto;
};

const board = (overrides: Partial<DayBoardDto> = {}): DayBoardDto => ({
  tournament: { id: 'tournament-1', name: 'Copa de Verano de los Barrios del Norte de Córdoba 2031' },
  date: '2031-05-10',
  dates: ['2031-05-10'],
  stages: { 'round-qf': { kind: 'KNOCKOUT', teams: 8, final: false, number: 4 } },
  pitches: [
    {
      ...pitch('p1', 'Cancha 1'),
      matches: [
        match('m1', '09:00', { status: 'COMPLETED', teamOneScore: 2, teamTwoScore: 0 }),
        match('m2', '10:00', { status: 'IN_PROGRESS', teamOneScore: 1, teamTwoScore: 1 }),
        match('m3', '11:00'),
      ],
    },
    {
      ...pitch('p2', 'Cancha 2'),
      matches: [match('m4', '09:00', { roundId: 'round-g', group: 'B' })],
    },
  ],
  ...overrides,
});

function renderBoard(data: DayBoardDto, tv = false) {
  fakeTrpc({ matchDay: { board: () => data } });
  return renderInRouter(
    <BoardPage
      tournamentId="tournament-1"
      date={undefined}
      invite={undefined}
      tv={tv}
      onDateChange={() => {}}
      onTvChange={() => {}}
    />,
  );
}

describe('the day’s board', () => {
  it('names each match’s stage and shows the score of the match being played', async () => {
    renderBoard(board());
    const cards = await screen.findAllByTestId('board-match');
    expect(cards.map((c) => c.dataset.status)).toEqual([
      'COMPLETED',
      'IN_PROGRESS',
      'SCHEDULED',
      'SCHEDULED',
    ]);
    expect(within(cards[0]!).getByText('Cuartos de final')).toBeTruthy();
    expect(within(cards[3]!).getByText('Grupo B')).toBeTruthy();
    expect(within(cards[1]!).getByTestId('board-score').textContent).toBe('1 - 1En juego');
    // The title is never cut: it wraps.
    const title = screen.getByRole('heading', { level: 1 });
    expect(title.className).not.toContain('truncate');
  });

  it('on a phone shows one pitch at a time, chosen by its tab', async () => {
    renderBoard(board());
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Cancha 1', 'Cancha 2']);
    const [one, two] = screen.getAllByRole('region') as [HTMLElement, HTMLElement];
    expect(one.className).toContain('grid');
    expect(two.className).toMatch(/(^| )hidden( |$)/);
    fireEvent.click(tabs[1]!);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    expect(one.className).toMatch(/(^| )hidden( |$)/);
    expect(two.className).not.toMatch(/(^| )hidden( |$)/);
  });

  it('on a TV says what each pitch plays now and next, and keeps only the last finished match', async () => {
    renderBoard(board(), true);
    const strip = await screen.findByTestId('now-next');
    expect(strip.textContent).toContain('Ahora');
    expect(strip.textContent).toContain(`${teamOne.name} – ${teamTwo.name} 1 - 1`);
    expect(strip.textContent).toContain('A continuación 11:00');
    expect(screen.getByTestId('board').hasAttribute('data-tv')).toBe(true);
    expect(screen.getByRole('button', { name: 'Salir del modo TV' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('what a TV column keeps', () => {
  it('drops the finished matches but the last one', () => {
    const played = [
      match('a', '09:00', { status: 'COMPLETED' }),
      match('b', '10:00', { status: 'COMPLETED' }),
      match('c', '11:00'),
    ];
    expect(stillToShow(played).map((m) => m.id)).toEqual(['b', 'c']);
    expect(nowAndNext({ ...pitch('p', 'P'), matches: played })).toEqual({ now: null, next: played[2] });
  });
});
