import type { RefereeDigestDto, RefereeDigestMatchDto } from '@cancha/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc, refusal } from '@/testing/trpc';
import { RefereeDigestPage } from './referee-digest-page';

// 'Confirmar todos' of a referee's daily e-mail (docs/decisions/014): opening the link only reads; the tap confirms
// what is still theirs, and a match taken from them or finished says so and stays as it is.

const TOKEN = 'd1gest-t0ken-secret';

const match = (id: string, state: RefereeDigestMatchDto['state'], teams: [string, string]) => ({
  matchId: id,
  tournament: 'Copa Barrial',
  teamOne: teams[0],
  teamTwo: teams[1],
  date: state === 'TAKEN' ? null : '2031-05-10',
  time: state === 'TAKEN' ? null : '10:00',
  location: state === 'TAKEN' ? null : 'Complejo Sur · Cancha 1',
  state,
});

const before: RefereeDigestDto = {
  referee: 'Ana Árbitra',
  matches: [
    match('m1', 'PENDING', ['Los Pibes', 'Unión']),
    match('m2', 'PENDING', ['Halcones', 'Dragones']),
    match('m3', 'TAKEN', ['Tigres', 'Leones']),
    match('m4', 'FINISHED', ['Norte', 'Sur']),
  ],
};
const after: RefereeDigestDto = {
  ...before,
  matches: before.matches.map((m) => (m.state === 'PENDING' ? { ...m, state: 'CONFIRMED' as const } : m)),
};

const card = (teams: string) =>
  within(screen.getAllByTestId('referee-digest-match').find((li) => li.textContent?.includes(teams))!);

describe('the referee digest page', () => {
  it('shows the matches and confirms the ones still the referee’s with one tap', async () => {
    const api = fakeTrpc({
      matchDay: { refereeDigest: () => before, confirmRefereeDigest: () => ({ ...after, confirmed: 2 }) },
    });
    const { user } = renderWithApp(<RefereeDigestPage token={TOKEN} />);
    const button = await screen.findByRole('button', { name: 'Confirmar todos' });
    expect(screen.getAllByTestId('referee-digest-match')).toHaveLength(4);
    expect(card('Tigres - Leones').getByText('Ya no te toca arbitrarlo.')).toBeTruthy();
    expect(card('Norte - Sur').getByText('Ya no está por jugarse.')).toBeTruthy();
    // Reading the page sent no confirmation.
    expect(api.inputsOf('matchDay.confirmRefereeDigest')).toEqual([]);

    await user.click(button);
    expect((await screen.findByRole('status')).textContent).toBe('Confirmaste 2 partidos. ¡Gracias!');
    expect(api.inputsOf('matchDay.confirmRefereeDigest')).toEqual([{ token: TOKEN }]);
    expect(card('Los Pibes - Unión').getByText('Confirmado')).toBeTruthy();
    expect(card('Tigres - Leones').getByText('Ya no te toca arbitrarlo.')).toBeTruthy();
    // Nothing is left to confirm.
    expect(screen.queryByRole('button', { name: 'Confirmar todos' })).toBeNull();
  });

  it('offers no button when nothing is left to confirm, and says when the link is not valid', async () => {
    fakeTrpc({ matchDay: { refereeDigest: () => after } });
    const first = renderWithApp(<RefereeDigestPage token={TOKEN} />);
    expect(await screen.findAllByText('Confirmado')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Confirmar todos' })).toBeNull();
    first.unmount();

    fakeTrpc({
      matchDay: {
        refereeDigest: () => {
          throw refusal('TOKEN_INVALID', { transport: 'BAD_REQUEST' });
        },
      },
    });
    renderWithApp(<RefereeDigestPage token="not-the-token" />);
    expect(await screen.findByText('Este enlace ya no es válido.')).toBeTruthy();
  });
});
