import type { MatchDetailDto } from '@cancha/shared';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { knockoutMatch, matchDetail } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc, refusal } from '@/testing/trpc';
import { MatchStatusDialog } from './match-status-dialog';

// 'Elige el estado del partido' (docs/product/competition.md#match-status): the statuses the organiser may set, the
// warnings of finishing and reopening, and the server's refusals.

/** The dialog as the match page holds it: open, and closed by its own buttons or once saved. */
function OpenDialog({ match, irreversible }: { match: MatchDetailDto; irreversible?: boolean }) {
  const [open, setOpen] = useState(true);
  return <MatchStatusDialog match={match} open={open} onOpenChange={setOpen} irreversible={irreversible} />;
}

const dialog = () => screen.getByRole('dialog', { name: 'Elige el estado del partido' });
const saveButton = () =>
  within(dialog()).getByRole('button', { name: 'Guardar estado' }) as HTMLButtonElement;

describe('the match status dialog', () => {
  it('offers every status of a tournament match in the order a match lives them, the current one chosen', async () => {
    const api = fakeTrpc({});
    const { user } = renderWithApp(<OpenDialog match={matchDetail({ status: 'SCHEDULED' })} />);

    const radios = within(dialog()).getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual([
      'Pendiente',
      'Programado',
      'En Curso',
      'Finalizado',
      'Postergado',
      'Suspendido',
      'En Revisión',
      'Abandonado',
      'Cancelado',
    ]);
    expect(within(dialog()).getByRole('radio', { name: 'Programado' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    // The current status is no change.
    expect(saveButton().disabled).toBe(true);

    await user.click(within(dialog()).getByRole('radio', { name: 'Postergado' }));
    expect(saveButton().disabled).toBe(false);
    // Cancelling sends nothing and closes.
    await user.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('offers a friendly only the statuses the server allows it, and warns that the choice is final', () => {
    fakeTrpc({});
    const friendly = matchDetail({
      tournamentId: null,
      round: null,
      statusChoices: ['COMPLETED', 'CANCELED'],
    });
    renderWithApp(<OpenDialog match={friendly} irreversible />);

    expect(
      within(dialog())
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual(['Finalizado', 'Cancelado']);
    expect(within(dialog()).getByText('Este cambio es irreversible.')).toBeTruthy();
  });

  it('saves the chosen status, says so and closes', async () => {
    const match = matchDetail({ status: 'SCHEDULED' });
    const api = fakeTrpc({
      matches: { update: (input) => ({ ...match, status: input.status ?? match.status }) },
    });
    const { user } = renderWithApp(<OpenDialog match={match} />);

    await user.click(within(dialog()).getByRole('radio', { name: 'En Curso' }));
    // Only finishing warns that the match can no longer be edited.
    expect(screen.queryByText('Al finalizar el partido ya no se podrá editar.')).toBeNull();
    await user.click(saveButton());

    expect((await screen.findByRole('status')).textContent).toContain('Estado del partido: En Curso.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.inputsOf('matches.update')).toEqual([{ matchId: match.id, status: 'IN_PROGRESS' }]);
  });

  it('warns that finishing a level knock-out match needs its penalties, and shows the refusal when it has none', async () => {
    const match = knockoutMatch({ status: 'IN_PROGRESS', teamOneScore: 1, teamTwoScore: 1 });
    const api = fakeTrpc({
      matches: {
        update: () => {
          throw refusal('PENALTIES_REQUIRED', { transport: 'BAD_REQUEST' });
        },
      },
    });
    const { user } = renderWithApp(<OpenDialog match={match} />);

    await user.click(within(dialog()).getByRole('radio', { name: 'Finalizado' }));
    expect(within(dialog()).getByText('Al finalizar el partido ya no se podrá editar.')).toBeTruthy();
    expect(
      within(dialog()).getByText(
        'El partido está empatado: carga los penales antes de finalizarlo para definir quién avanza.',
      ),
    ).toBeTruthy();
    await user.click(saveButton());

    expect(
      await within(dialog()).findByText(
        'El partido terminó empatado: carga los penales para definir quién avanza.',
      ),
    ).toBeTruthy();
    expect(api.inputsOf('matches.update')).toEqual([{ matchId: match.id, status: 'COMPLETED' }]);
    // Still open, to choose again or cancel.
    expect(dialog()).toBeTruthy();
    // Choosing again clears the refusal.
    await user.click(within(dialog()).getByRole('radio', { name: 'Suspendido' }));
    expect(
      within(dialog()).queryByText(
        'El partido terminó empatado: carga los penales para definir quién avanza.',
      ),
    ).toBeNull();
  });

  it('does not ask for penalties when the level knock-out match has its shoot-out', async () => {
    fakeTrpc({});
    const match = knockoutMatch({
      status: 'IN_PROGRESS',
      teamOneScore: 1,
      teamTwoScore: 1,
      penaltiesTeamOne: 4,
      penaltiesTeamTwo: 3,
    });
    const { user } = renderWithApp(<OpenDialog match={match} />);

    await user.click(within(dialog()).getByRole('radio', { name: 'Finalizado' }));
    expect(within(dialog()).getByText('Al finalizar el partido ya no se podrá editar.')).toBeTruthy();
    expect(within(dialog()).queryByText(/El partido está empatado/)).toBeNull();
  });

  it('tells that another status reopens a finished match, and why the server keeps it closed', async () => {
    const match = knockoutMatch({
      status: 'COMPLETED',
      teamOneScore: 2,
      teamTwoScore: 0,
      winnerTeamId: 'team-1',
    });
    const api = fakeTrpc({
      matches: {
        update: () => {
          throw refusal('MATCH_LOCKED');
        },
      },
    });
    const { user } = renderWithApp(<OpenDialog match={match} />);

    await user.click(within(dialog()).getByRole('radio', { name: 'En Curso' }));
    expect(
      within(dialog()).getByText('Cambiar el estado reabre el partido para poder editarlo.'),
    ).toBeTruthy();
    await user.click(saveButton());

    expect(
      await within(dialog()).findByText(
        'La ronda siguiente ya se armó con este resultado: no se puede reabrir el partido.',
      ),
    ).toBeTruthy();
    expect(api.inputsOf('matches.update')).toEqual([{ matchId: match.id, status: 'IN_PROGRESS' }]);
  });
});
