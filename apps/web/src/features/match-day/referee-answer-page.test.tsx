import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchDetail } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { RefereeAnswerPage } from './referee-answer-page';

// A referee's answer page (docs/decisions/014, issue 42): a match still to be played asks for the answer; one
// already played, cancelled or under way offers none.

const assignment = (status: 'SCHEDULED' | 'COMPLETED') => ({
  tournament: 'Copa Barrial',
  referee: 'Ana Árbitra',
  match: {
    ...matchDetail({ status }),
    referee: { id: 'r1', name: 'Ana Árbitra', answer: 'PENDING' as const },
  },
});

describe('the referee answer page', () => {
  it('asks for an answer to a match still to be played', async () => {
    fakeTrpc({ matchDay: { assignment: () => assignment('SCHEDULED') } });
    renderWithApp(<RefereeAnswerPage matchId="m1" token="t0k3n-secret" initial={undefined} />);
    expect(await screen.findByRole('button', { name: 'Confirmo que voy' })).toBeTruthy();
  });

  it('offers no answer for a finished match, and says why', async () => {
    fakeTrpc({ matchDay: { assignment: () => assignment('COMPLETED') } });
    renderWithApp(<RefereeAnswerPage matchId="m1" token="t0k3n-secret" initial="CONFIRMED" />);
    expect((await screen.findByTestId('referee-answer-closed')).textContent).toContain(
      'Este partido ya no está por jugarse',
    );
    expect(screen.queryByRole('button', { name: 'Confirmo que voy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'No puedo ir' })).toBeNull();
  });
});
