import type { UserDto } from '@cancha/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { InvitationsPage } from './invitations-page';

// An invited player who has not confirmed their address (issue item 11): the invitations sent to it are held back
// by the server, which says only how many wait; the page asks them to confirm, with the link sent again on a tap,
// instead of saying they have none.

const me = (emailConfirmed: boolean) =>
  ({
    id: 'u1',
    fullname: 'Bea',
    lastname: 'Ruiz',
    email: 'bea@cancha.test',
    role: 'PARTICIPANT',
    emailConfirmed,
    pendingEmail: null,
  }) as UserDto;

describe('the invitations page', () => {
  it('asks an unconfirmed player to confirm to see the invitation waiting, and sends the link again', async () => {
    const api = fakeTrpc({
      user: { me: () => ({ user: me(false) }) },
      invitations: { mine: () => [], waiting: () => ({ count: 1 }) },
      auth: { resendConfirmation: () => ({ success: true as const }) },
    });
    const { user } = renderInRouter(<InvitationsPage />);
    const notice = await screen.findByTestId('confirm-email-notice');
    expect(notice.textContent).toContain('Confirma tu email para ver la invitación que te espera.');
    expect(notice.textContent).toContain('bea@cancha.test');
    expect(screen.queryByText('No tienes invitaciones pendientes.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reenviar enlace' }));
    expect(await screen.findByText('Te enviamos un enlace nuevo a bea@cancha.test.')).toBeTruthy();
    expect(api.inputsOf('auth.resendConfirmation')).toEqual([{ locale: 'es' }]);
  });

  it('counts several invitations waiting', async () => {
    fakeTrpc({
      user: { me: () => ({ user: me(false) }) },
      invitations: { mine: () => [], waiting: () => ({ count: 3 }) },
    });
    renderInRouter(<InvitationsPage />);
    expect((await screen.findByTestId('confirm-email-notice')).textContent).toContain(
      'Confirma tu email para ver las 3 invitaciones que te esperan.',
    );
  });

  it('says there are none when none waits, and never asks a confirmed player', async () => {
    const api = fakeTrpc({ user: { me: () => ({ user: me(true) }) }, invitations: { mine: () => [] } });
    renderInRouter(<InvitationsPage />);
    expect(await screen.findByText('No tienes invitaciones pendientes.')).toBeTruthy();
    expect(screen.queryByTestId('confirm-email-notice')).toBeNull();
    expect(api.inputsOf('invitations.waiting')).toEqual([]);
  });
});
