import type { ProdeCardDto } from '@cancha/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prodeGame } from '@/testing/fixtures';
import { renderInRouter, renderWithApp } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { DeadlineCountdown } from './countdown';
import { GamePage } from './game-page';
import { CountdownPage } from './games-page';

// /countdown and a game's page count down to El Prode's next deadline (issue item 10): the next kick-off of a
// match still open, never a row of zeros; with no deadline left they say so in words.

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const cells = () =>
  [...screen.getByTestId('countdown').querySelectorAll('span.tabular')].map((c) => c.textContent);

describe('the countdown page', () => {
  it('counts down to the soonest deadline of the games, whichever is running', async () => {
    fakeTrpc({
      prode: {
        games: () => [
          prodeGame({
            id: 'later',
            name: 'Prode del Clausura',
            status: 'UPCOMING',
            nextDeadline: inHours(24 * 9),
          }),
          prodeGame({ id: 'over', name: 'Prode Viejo', status: 'FINISHED' }),
          prodeGame({ id: 'live', name: 'Prode del Apertura', nextDeadline: inHours(24 * 2 + 5) }),
        ],
      },
    });
    renderInRouter(<CountdownPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Prode del Apertura' })).toBeTruthy();
    expect(cells()[0]).toBe('02');
    expect(cells().join('')).not.toBe('00000000');
    expect(screen.getByRole('link', { name: 'Pronosticar ahora' }).getAttribute('href')).toBe('/prode/live');
  });

  it('says in words that no deadline is left, without zeros', async () => {
    fakeTrpc({
      prode: { games: () => [prodeGame({ status: 'FINISHED' }), prodeGame({ nextDeadline: null })] },
    });
    renderInRouter(<CountdownPage />);
    expect((await screen.findByTestId('countdown-none')).textContent).toBe(
      'No hay pronósticos por cerrar por ahora.',
    );
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver el Prode' })).toBeTruthy();
  });
});

describe('a game’s page', () => {
  const card = (nextDeadline: string | null): ProdeCardDto => ({
    game: prodeGame({ nextDeadline }),
    rounds: [],
    roundId: null,
    matches: [],
    champions: [],
  });

  it('counts down to the game’s next deadline', async () => {
    fakeTrpc({ user: { me: () => ({ user: null }) }, prode: { card: () => card(inHours(3)) } });
    renderInRouter(<GamePage gameId="game-1" search={{}} onSearch={() => {}} />);
    await screen.findByTestId('countdown');
    expect(cells().slice(0, 2)).toEqual(['00', '02']);
  });

  it('says in words when the game has no deadline left', async () => {
    fakeTrpc({ user: { me: () => ({ user: null }) }, prode: { card: () => card(null) } });
    renderInRouter(<GamePage gameId="game-1" search={{}} onSearch={() => {}} />);
    expect((await screen.findByTestId('countdown-none')).textContent).toBe(
      'No hay pronósticos por cerrar por ahora.',
    );
    expect(screen.queryByTestId('countdown')).toBeNull();
  });
});

describe('a deadline reached while the page is open', () => {
  it('is said in words, not zeros, and asks once for the next one', async () => {
    const onEnd = vi.fn();
    renderWithApp(<DeadlineCountdown at={new Date(Date.now() - 1000).toISOString()} onEnd={onEnd} />);
    expect(screen.getByTestId('countdown-over').textContent).toBe(
      'Los pronósticos de este partido ya cerraron.',
    );
    expect(screen.queryByTestId('countdown')).toBeNull();
    await waitFor(() => expect(onEnd).toHaveBeenCalledTimes(1));
  });
});
