import { DEFAULT_DISCIPLINE, type DisciplineDto, type DisciplinePlayerDto } from '@cancha/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { DisciplinePanel } from './discipline-panel';

// Each player's cards are counted as Spanish counts them (issue 42): '1 amarilla · 1 roja', not '1 amarillas'.

const player = (name: string, yellowCards: number, redCards: number): DisciplinePlayerDto => ({
  playerId: name,
  name,
  teamId: 'team-1',
  teamName: 'Los Pibes',
  yellowCards,
  redCards,
  secondYellows: 0,
  accumulated: yellowCards,
});

const discipline: DisciplineDto = {
  tournamentId: 'tournament-1',
  rules: DEFAULT_DISCIPLINE,
  canLift: false,
  players: [player('Ana', 1, 1), player('Beto', 2, 0)],
  suspensions: [],
};

describe('the cards of each player', () => {
  it('count one card as one, and many as many', async () => {
    fakeTrpc({ fixtures: { discipline: () => discipline } });
    renderWithApp(<DisciplinePanel tournamentId="tournament-1" visitor={false} />);
    const [ana, beto] = (await screen.findByTestId('player-cards')).querySelectorAll('li');
    expect(ana!.textContent).toContain('1 amarilla · 1 roja');
    expect(beto!.textContent).toContain('2 amarillas · 0 rojas');
  });
});
