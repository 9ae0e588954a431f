import type { TournamentDto } from '@cancha/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tournamentDetail } from '@/testing/fixtures';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc, refusal } from '@/testing/trpc';
import { TournamentFormDialog } from './tournament-form-dialog';

// 'Crear torneo' and the tournament's edit (docs/product/tournaments.md#create-and-edit): the button waits for
// the required fields and for what was typed to be right; an edit sends only what changed; moving the
// registration deadline into the past asks first.

/** A tournament whose dates are all ahead, so no date rule is met by accident. */
const stored = (over: Partial<TournamentDto> = {}) =>
  tournamentDetail({
    registrationDeadline: '2031-03-01',
    startDate: '2031-03-10',
    endDate: '2031-04-30',
    ...over,
  });

/** The API's answer to an edit: the stored tournament (these tests read what was sent, not the echo). */
const saved = (tournament: TournamentDto) => () => tournament;

/** The edit dialog, once it has checked what it was opened with (its button is enabled then). */
async function editDialog(tournament: TournamentDto) {
  const view = renderWithApp(
    <TournamentFormDialog mode={{ kind: 'edit', tournament }} open onOpenChange={() => {}} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Editar torneo' });
  const save = within(dialog).getByRole('button', { name: 'Guardar cambios' }) as HTMLButtonElement;
  await waitFor(() => expect(save.disabled).toBe(false));
  return {
    ...view,
    field: (label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement,
    save,
    dialog,
  };
}

describe('the tournament form', () => {
  it('creates nothing until the fourteen required fields are filled in, and says how many are missing', () => {
    fakeTrpc({});
    renderWithApp(<TournamentFormDialog mode={{ kind: 'create' }} open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Crear torneo' });
    // Type, status and visibility come chosen; the other eleven are blank.
    expect(within(dialog).getByText('Faltan 11 campos obligatorios (*).')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Crear torneo' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('sends only what changed in an edit, and says so', async () => {
    const tournament = stored();
    const calls = fakeTrpc({ tournaments: { update: saved(tournament) } });
    const { user, field, save } = await editDialog(tournament);

    await user.clear(field(/Premios/));
    await user.type(field(/Premios/), 'Copa y medallas');
    await user.click(save);

    expect((await screen.findByRole('status')).textContent).toContain('Torneo actualizado.');
    expect(calls.inputsOf('tournaments.update')).toEqual([
      { tournamentId: tournament.id, prizes: 'Copa y medallas' },
    ]);
  });

  it('sends nothing when nothing changed', async () => {
    const calls = fakeTrpc({});
    const { user, save } = await editDialog(stored());
    await user.click(save);
    expect((await screen.findByRole('status')).textContent).toContain('No hay cambios para guardar.');
    expect(calls.inputsOf('tournaments.update')).toEqual([]);
  });

  it('refuses a short name once the field is left, and an end before the start at once', async () => {
    fakeTrpc({});
    const { user, field, save } = await editDialog(stored());

    // The name is where the dialog opens; while it is being typed, one letter is not yet a mistake.
    await user.clear(field(/Nombre del torneo/));
    await user.type(field(/Nombre del torneo/), 'C');
    expect(screen.queryByText('El nombre debe tener al menos 2 caracteres.')).toBeNull();
    await waitFor(() => expect(save.disabled).toBe(true));
    await user.tab();
    expect(screen.getByText('El nombre debe tener al menos 2 caracteres.')).toBeTruthy();
    expect(field(/Nombre del torneo/).getAttribute('aria-invalid')).toBe('true');
    await user.type(field(/Nombre del torneo/), 'opa');
    expect(field(/Nombre del torneo/).value).toBe('Copa');

    await user.clear(field(/Fecha de fin/));
    await user.type(field(/Fecha de fin/), '05032031');
    expect(field(/Fecha de fin/).value).toBe('05/03/2031');
    expect(screen.getByText('La fecha de fin no puede ser anterior a la de inicio.')).toBeTruthy();
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it('asks before a deadline moved into the past closes registrations, and saves it once confirmed', async () => {
    const tournament = stored();
    const calls = fakeTrpc({ tournaments: { update: saved(tournament) } });
    const { user, field, save } = await editDialog(tournament);

    await user.clear(field(/Cierre de inscripción/));
    await user.type(field(/Cierre de inscripción/), '01012020');
    await user.click(save);

    const question = await screen.findByRole('alertdialog', { name: '¿Cerrar las inscripciones ahora?' });
    expect(calls.inputsOf('tournaments.update')).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Cerrar inscripciones y guardar' }));

    expect((await screen.findByRole('status')).textContent).toContain('Torneo actualizado.');
    expect(calls.inputsOf('tournaments.update')).toEqual([
      { tournamentId: tournament.id, registrationDeadline: '2020-01-01' },
    ]);
  });

  it('marks the field the server refused, and takes the mark away once it changes', async () => {
    const tournament = stored();
    fakeTrpc({
      tournaments: {
        update: () => {
          throw refusal('VALIDATION', {
            transport: 'BAD_REQUEST',
            fieldErrors: { startDate: ['DEADLINE_AFTER_START'] },
          });
        },
      },
    });
    const { user, field, save, dialog } = await editDialog(tournament);

    await user.clear(field(/Fecha de inicio/));
    await user.type(field(/Fecha de inicio/), '11032031');
    await user.click(save);

    expect(await within(dialog).findByText('Revisa los campos marcados.')).toBeTruthy();
    expect(
      within(dialog).getByText('El cierre de inscripción no puede ser posterior al inicio del torneo.'),
    ).toBeTruthy();
    await user.type(field(/Fecha de inicio/), '{Backspace}2');
    expect(
      within(dialog).queryByText('El cierre de inscripción no puede ser posterior al inicio del torneo.'),
    ).toBeNull();
  });
});
