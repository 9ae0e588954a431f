import type { TeamInvitationDto, UserDto } from '@cancha/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { InvitationsPage } from './invitations-page';

// Teams by name (docs/decisions/025): besides joining a team, an invitation may hand a team over to a captain, or
// ask a player to claim the roster line the organiser typed for them. Each card says which.

const me = {
  id: 'u1',
  fullname: 'Bea',
  lastname: 'Ruiz',
  email: 'bea@cancha.test',
  role: 'PARTICIPANT',
  emailConfirmed: true,
  pendingEmail: null,
} as UserDto;

const invitation = (overrides: Partial<TeamInvitationDto>): TeamInvitationDto => ({
  id: 'inv-1',
  teamId: 'team-1',
  playerId: 'u1',
  email: 'bea@cancha.test',
  position: null,
  role: 'PLAYER',
  roster: null,
  status: 'PENDING',
  responseInvitation: 'PENDING',
  team: { name: 'Los Halcones', logo: null },
  invitedBy: { fullname: 'Ana', lastname: 'Gómez' },
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const card = (team: string) => screen.findByRole('article', { name: team });

describe('what a team invitation asks', () => {
  it('proposes the captaincy of a team the organiser hands over', async () => {
    fakeTrpc({
      user: { me: () => ({ user: me }) },
      invitations: { mine: () => [invitation({ role: 'CAPTAIN' })] },
    });
    renderInRouter(<InvitationsPage />);
    expect((await card('Los Halcones')).textContent).toContain(
      'Ana Gómez te propone ser capitán de Los Halcones',
    );
  });

  it('asks to claim a roster line, with its number when it has one', async () => {
    const api = fakeTrpc({
      user: { me: () => ({ user: me }) },
      invitations: {
        mine: () => [
          invitation({ id: 'inv-1', roster: { userId: 'person-bea', name: 'Bea Ruiz', shirtNumber: 10 } }),
          invitation({
            id: 'inv-2',
            teamId: 'team-2',
            team: { name: 'Deportivo Sur', logo: null },
            roster: { userId: 'person-bea', name: 'Bea R.', shirtNumber: null },
          }),
        ],
        respond: ({ invitationId, response }) =>
          invitation({ id: invitationId, status: response === 'ACCEPTED' ? 'ACCEPTED' : 'REJECTED' }),
      },
      teams: { mine: () => [] },
    });
    const { user } = renderInRouter(<InvitationsPage />);
    const halcones = await card('Los Halcones');
    expect(halcones.textContent).toContain(
      'Ana Gómez te anotó como Bea Ruiz (#10) en Los Halcones: acepta para que tus goles y tarjetas queden en tu cuenta',
    );
    expect((await card('Deportivo Sur')).textContent).toContain(
      'Ana Gómez te anotó como Bea R. en Deportivo Sur: acepta para que tus goles y tarjetas queden en tu cuenta',
    );
    // Accepting works as for any invitation.
    await user.click(within(halcones).getByRole('button', { name: 'Aceptar la invitación de Los Halcones' }));
    expect(await screen.findByText('Invitación aceptada correctamente')).toBeTruthy();
    expect(api.inputsOf('invitations.respond')).toEqual([{ invitationId: 'inv-1', response: 'ACCEPTED' }]);
  });

  it('keeps the plain wording for an invitation to join', async () => {
    fakeTrpc({
      user: { me: () => ({ user: me }) },
      invitations: { mine: () => [invitation({})] },
    });
    renderInRouter(<InvitationsPage />);
    const text = (await card('Los Halcones')).textContent;
    expect(text).toContain('Te invitó Ana Gómez');
    expect(text).not.toContain('capitán');
  });
});
