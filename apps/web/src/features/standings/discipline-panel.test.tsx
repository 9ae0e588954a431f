import {
  DEFAULT_DISCIPLINE,
  type DisciplineDto,
  type DisciplinePlayerDto,
  type SuspensionDto,
} from '@cancha/shared';
import { screen, within } from '@testing-library/react';
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

// A suspension whose match has been played was served (issue 15): it says so, and offers no lift.

const suspension = (name: string, served: boolean): SuspensionDto => ({
  playerId: name,
  name,
  teamId: 'team-1',
  teamName: 'Los Pibes',
  reason: 'RED_CARD',
  cardMatchId: 'match-1',
  matches: 1,
  appliesTo: [{ matchId: `next-${name}`, date: '2031-05-10', opponentName: 'La Banda', served }],
  pending: 0,
  lifted: [],
});

describe('the suspensions', () => {
  it('show a served one as served, with no lift, and one to come with its lift', async () => {
    fakeTrpc({
      fixtures: {
        discipline: () => ({
          ...discipline,
          canLift: true,
          suspensions: [suspension('Ana', true), suspension('Beto', false)],
        }),
      },
    });
    renderWithApp(<DisciplinePanel tournamentId="tournament-1" visitor={false} />);
    const [ana, beto] = await screen.findAllByTestId('suspension');
    expect(ana!.hasAttribute('data-served')).toBe(true);
    expect(ana!.textContent).toContain('Cumplida');
    expect(ana!.textContent).toContain('No jugó: 10/05/2031 contra La Banda');
    expect(within(ana!).queryByRole('button', { name: 'Levantar' })).toBeNull();

    expect(beto!.hasAttribute('data-served')).toBe(false);
    expect(beto!.textContent).not.toContain('Cumplida');
    expect(beto!.textContent).toContain('No juega: 10/05/2031 contra La Banda');
    expect(within(beto!).getByRole('button', { name: 'Levantar' })).toBeTruthy();
  });
});
