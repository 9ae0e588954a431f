import type { TeamInvitationDto } from '@cancha/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { InvitePlayers } from './invite-players';

// Inviting players and the pending invitations are the captain's (issue 42): anyone else asks nothing of
// invitations.ofTeam, which the API refuses them (403).

describe("a team's invitations", () => {
  it('are neither shown to nor asked by a player who is not the captain', async () => {
    // No handler: a call would write to console.error and fail the test.
    const api = fakeTrpc({});
    const { container } = renderWithApp(<InvitePlayers team={{ id: 'team-1', myRole: 'PLAYER' }} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
    expect(api.calls).toEqual([]);
  });

  it('are listed for the captain', async () => {
    const api = fakeTrpc({
      invitations: {
        ofTeam: () => [{ id: 'inv-1', email: 'beto@cancha.test', status: 'PENDING' } as TeamInvitationDto],
      },
    });
    renderWithApp(<InvitePlayers team={{ id: 'team-1', myRole: 'CAPTAIN' }} />);
    expect(await screen.findByText('beto@cancha.test')).toBeTruthy();
    expect(api.inputsOf('invitations.ofTeam')).toEqual([{ teamId: 'team-1' }]);
  });
});
