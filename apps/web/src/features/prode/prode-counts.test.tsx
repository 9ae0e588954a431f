import type { ProdeLeagueDto } from '@cancha/shared';
import { screen } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { prodeGame } from '@/testing/fixtures';
import { renderInRouter, renderWithApp } from '@/testing/render';
import { GameCard } from './game-card';
import { LeaguesTab } from './leagues-tab';

// El Prode's counts read as Spanish does (issue 42): '1 miembro', '1 jugador', not '1 miembros'.

const league = (members: number): ProdeLeagueDto => ({
  id: `league-${members}`,
  gameId: 'game-1',
  name: `Liga de ${members}`,
  members,
  token: null,
  isOwner: false,
});

const game = (players: number) => prodeGame({ players });

/** Inside a router, for the links. */
function renderRouted(ui: React.ReactNode) {
  return renderInRouter(ui);
}

describe("El Prode's counts", () => {
  it('counts one member of a league as one', () => {
    renderWithApp(<LeaguesTab gameId="game-1" leagues={[league(1), league(4)]} onShow={() => {}} />);
    const [one, four] = screen.getAllByTestId('prode-league');
    expect(one!.textContent).toContain('1 miembro');
    expect(one!.textContent).not.toContain('1 miembros');
    expect(four!.textContent).toContain('4 miembros');
  });

  it('counts one player of a game as one', async () => {
    renderRouted(<GameCard game={game(1)} />);
    const card = await screen.findByTestId('prode-game');
    expect(card.textContent).toContain('1 jugador');
    expect(card.textContent).not.toContain('1 jugadores');
  });

  it('counts many players of a game as many', async () => {
    renderRouted(<GameCard game={game(23)} />);
    expect((await screen.findByTestId('prode-game')).textContent).toContain('23 jugadores');
  });
});
