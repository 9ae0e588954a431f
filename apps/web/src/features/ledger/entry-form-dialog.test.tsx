import { formatMoney, type LedgerEntryDto } from '@cancha/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc, refusal } from '@/testing/trpc';
import { EntryFormDialog, type EntryFormDialogProps } from './entry-form-dialog';
import { ledgerEntry } from './ledger-fixtures';

// 'Registrar pago' and 'Ajuste' (docs/decisions/026): the amount is typed in major units, either decimal mark,
// and sent in minor units; nothing is sent while the form is wrong.

const teams = [
  { id: 'team-1', name: 'Alta Córdoba' },
  { id: 'team-2', name: 'Los Pibes' },
];

function open(props: Partial<EntryFormDialogProps> = {}) {
  const recorded: unknown[] = [];
  const api = fakeTrpc({
    ledger: {
      record: (input): LedgerEntryDto => {
        recorded.push(input);
        return ledgerEntry({ kind: input.kind, amount: input.amount });
      },
    },
  });
  const onOpenChange = vi.fn();
  const view = renderWithApp(
    <EntryFormDialog
      kind="PAYMENT"
      tournamentId="tournament-1"
      currency="ARS"
      teams={teams}
      open
      onOpenChange={onOpenChange}
      {...props}
    />,
  );
  return { ...view, api, onOpenChange, dialog: screen.getByRole('dialog') };
}

describe("the 'Registrar pago' dialog", () => {
  it('sends the amount typed with a comma in minor units, with the team, the method and the note', async () => {
    const { dialog, user, api, onOpenChange } = open();
    await user.selectOptions(within(dialog).getByLabelText('Equipo'), 'Los Pibes');
    await user.type(within(dialog).getByLabelText('Monto (ARS)'), '1500,50');
    // The hint reads back what will be written, in the reader's language.
    // (Testing Library reads the no-break space Intl writes before 'ARS' as a plain one.)
    const written = formatMoney(150050, 'ARS', 'es').replace(/\s/g, ' ');
    expect(within(dialog).getByText(`Se registran ${written}.`)).toBeTruthy();
    await user.click(within(dialog).getByLabelText('Transferencia'));
    await user.type(within(dialog).getByLabelText('Nota (opcional)'), '  Cuota de marzo ');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));

    expect(await screen.findByText('Pago registrado.')).toBeTruthy();
    expect(api.inputsOf('ledger.record')).toEqual([
      {
        tournamentId: 'tournament-1',
        kind: 'PAYMENT',
        teamId: 'team-2',
        amount: 150050,
        method: 'TRANSFER',
        note: 'Cuota de marzo',
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it.each([
    ['1500.50', 150050],
    ['1500', 150000],
    ['0,5', 50],
  ])('reads %j as %i minor units', async (typed, minor) => {
    const { dialog, user, api } = open({ teamId: 'team-1' });
    await user.type(within(dialog).getByLabelText('Monto (ARS)'), typed);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    await screen.findByText('Pago registrado.');
    expect(api.inputsOf('ledger.record')).toMatchObject([
      { teamId: 'team-1', amount: minor, method: 'CASH' },
    ]);
  });

  it('sends nothing without a team or with an amount it cannot read, and says why', async () => {
    const { dialog, user, api } = open();
    const amount = within(dialog).getByLabelText('Monto (ARS)');
    await user.type(amount, '1.500,50');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));

    expect(await within(dialog).findByText('Elige el equipo.')).toBeTruthy();
    expect(within(dialog).getByText('Escribe un monto mayor que cero, como 1500 o 1500,50.')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');

    await user.clear(amount);
    await user.type(amount, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(within(dialog).getByText('Escribe un monto mayor que cero, como 1500 o 1500,50.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's refusal under the team, in the shared words", async () => {
    fakeTrpc({ ledger: { record: () => Promise.reject(refusal('TEAM_NOT_IN_TOURNAMENT')) } });
    const view = renderWithApp(
      <EntryFormDialog
        kind="PAYMENT"
        tournamentId="tournament-1"
        currency="ARS"
        teams={teams}
        teamId="team-1"
        open
        onOpenChange={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog');
    await view.user.type(within(dialog).getByLabelText('Monto (ARS)'), '100');
    await view.user.click(within(dialog).getByRole('button', { name: 'Registrar pago' }));
    expect(await within(dialog).findByText('Ese equipo no está en el torneo.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Equipo').getAttribute('aria-invalid')).toBe('true');
  });
});

describe("the 'Ajuste' dialog", () => {
  it('asks for the reason, and sends a credit as a negative amount', async () => {
    const { dialog, user, api } = open({ kind: 'ADJUSTMENT', teamId: 'team-1' });
    await user.type(within(dialog).getByLabelText('Monto (ARS)'), '200');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar ajuste' }));
    expect(await within(dialog).findByText('Escribe el motivo del ajuste.')).toBeTruthy();
    expect(api.calls).toEqual([]);

    await user.click(within(dialog).getByLabelText('Descuenta de lo que debe'));
    await user.type(within(dialog).getByLabelText('Motivo'), 'Bonificación por fair play');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar ajuste' }));
    expect(await screen.findByText('Ajuste registrado.')).toBeTruthy();
    expect(api.inputsOf('ledger.record')).toEqual([
      {
        tournamentId: 'tournament-1',
        kind: 'ADJUSTMENT',
        teamId: 'team-1',
        amount: -20000,
        note: 'Bonificación por fair play',
      },
    ]);
  });
});
