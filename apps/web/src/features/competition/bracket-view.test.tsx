import type { MatchDto, RoundDto } from '@cancha/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { knockoutMatch, teamOne, teamTwo } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { BracketView } from './bracket-view';

// The 'Llave' of a tournament that plays for third place: that match is drawn under the final, named as itself.

const third = { id: 'team-3', name: 'Deportivo Sur', logo: null, captainId: null };
const fourth = { id: 'team-4', name: 'Unión Norte', logo: null, captainId: null };

/** A match of the final's round (a match's detail holds all the rounds answer lists of it). */
const inFinalRound = (overrides: Partial<MatchDto>): MatchDto =>
  knockoutMatch({ roundId: 'round-3', ...overrides });

const finalRound: RoundDto = {
  id: 'round-3',
  number: 3,
  kind: 'KNOCKOUT',
  stage: { kind: 'KNOCKOUT', teams: 2, final: true, number: 3 },
  matches: [
    inFinalRound({ id: 'final' }),
    inFinalRound({
      id: 'third',
      thirdPlace: true,
      teamOneId: third.id,
      teamTwoId: fourth.id,
      teamOne: third,
      teamTwo: fourth,
    }),
  ],
  roundMatchesCompleted: false,
};

describe('the bracket of a tournament with a third-place match', () => {
  it("shows the final in its column and the match for third place under it, as 'Tercer puesto'", () => {
    renderWithApp(<BracketView rounds={[finalRound]} area="public" champion={null} />);
    const [column] = screen.getAllByTestId('bracket-column');
    expect(within(column!).getByRole('heading', { level: 3 }).textContent).toBe('Final');

    const [final] = within(column!).getAllByTestId('bracket-match');
    expect(final!.textContent).toContain(teamOne.name);
    expect(final!.textContent).toContain(teamTwo.name);

    const box = within(column!).getByTestId('bracket-third-place');
    expect(within(box).getByRole('heading', { level: 4 }).textContent).toBe('Tercer puesto');
    expect(box.textContent).toContain('Deportivo Sur');
    expect(box.textContent).toContain('Unión Norte');
    expect(final!.textContent).not.toContain('Deportivo Sur');
  });
});
