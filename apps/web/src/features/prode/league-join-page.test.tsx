import type { UserDto } from '@cancha/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInRouter } from '@/testing/render';
import { fakeTrpc, refusal } from '@/testing/trpc';
import { LeagueJoinPage } from './league-join-page';

// Joining a private league from its link (issue 42): a refused link is said on the page, and the refusal is not
// thrown on as an unhandled rejection (the browser logs those as errors; vitest fails the run on them).

const me = {
  id: 'u1',
  name: 'Ana',
  fullname: 'Ana',
  lastname: 'Gómez',
  email: 'ana@cancha.test',
  role: 'PARTICIPANT',
} as UserDto;

function renderPage() {
  return renderInRouter(<LeagueJoinPage token="old-token" />);
}

describe('joining a league from its link', () => {
  it('says why a refused link does not join, without an unhandled error', async () => {
    const api = fakeTrpc({
      user: { me: () => ({ user: me }) },
      prode: {
        joinLeague: () => {
          throw refusal('TOKEN_INVALID', { transport: 'BAD_REQUEST' });
        },
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Unirme a la liga' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El enlace no es válido. Solicita uno nuevo.',
    );
    expect(api.inputsOf('prode.joinLeague')).toEqual([{ token: 'old-token' }]);
  });
});
