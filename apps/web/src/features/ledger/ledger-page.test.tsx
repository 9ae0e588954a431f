import type { TeamDto } from '@cancha/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tournamentDetail } from '@/testing/fixtures';
import { renderInRouter } from '@/testing/render';
import { fakeTrpc, type Handlers, Refusal, refusal } from '@/testing/trpc';
import { ledgerAnswer, ledgerEntry, registeredTeams } from './ledger-fixtures';
import { LedgerPage } from './ledger-page';

// 'Caja' (docs/decisions/026): the organiser's whole book, a member's team balance, and the page's empty,
// error and refused states.

const tournament = tournamentDetail({ id: 'tournament-1', registeredTeams, registeredTeamsCount: 2 });
const fee = ledgerEntry({ id: 'fee', teamId: 'team-1' });
const balance = { teamId: 'team-1', charged: 1_500_000, paid: 0, balance: 1_500_000 };

function renderPage(handlers: Handlers, area: 'creator' | 'player' = 'creator') {
  const api = fakeTrpc({ tournaments: { byId: () => tournament }, ...handlers });
  return { ...renderInRouter(<LedgerPage tournamentId="tournament-1" area={area} />), api };
}

const myTeam = (myRole: TeamDto['myRole']) => ({ id: 'team-1', name: 'Alta Córdoba', myRole }) as TeamDto;

describe("the organiser's cash book", () => {
  it('says there is nothing yet, and still offers to record a payment', async () => {
    renderPage({ ledger: { get: () => ledgerAnswer() } });
    expect(await screen.findByText('Todavía no hay movimientos')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Registrar pago' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('undoes an entry with a reason, and reads the book again', async () => {
    // The whole book, and the team's entries once it is opened: both are read again after the change.
    let reads = 0;
    let teamReads = 0;
    const { user, api } = renderPage({
      ledger: {
        get: ({ teamId }) => {
          if (teamId) teamReads += 1;
          else reads += 1;
          return ledgerAnswer({ entries: [fee], balances: [balance] });
        },
        reverse: ({ entryId }) => ledgerEntry({ amount: -1_500_000, reverses: entryId }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Alta Córdoba' }));
    await user.click(await screen.findByRole('button', { name: /^Anular Inscripción/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular movimiento' });
    await user.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(await within(dialog).findByText('Escribe por qué lo anulas.')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Motivo'), 'Se inscribió sin cargo');
    await user.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(await screen.findByText('Movimiento anulado.')).toBeTruthy();
    expect(api.inputsOf('ledger.reverse')).toEqual([{ entryId: 'fee', reason: 'Se inscribió sin cargo' }]);
    await waitFor(() => expect([reads, teamReads]).toEqual([2, 2]));
  });

  it('names the refusal in the shared words when the entry was undone meanwhile', async () => {
    const { user } = renderPage({
      ledger: {
        get: () => ledgerAnswer({ entries: [fee], balances: [balance] }),
        reverse: () => Promise.reject(refusal('ENTRY_REVERSED')),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Alta Córdoba' }));
    await user.click(await screen.findByRole('button', { name: /^Anular Inscripción/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular movimiento' });
    await user.type(within(dialog).getByLabelText('Motivo'), 'Duplicado');
    await user.click(within(dialog).getByRole('button', { name: 'Anular' }));
    expect(await within(dialog).findByText('Ese movimiento ya fue anulado.')).toBeTruthy();
  });

  it('offers to try again when the book cannot be read', async () => {
    let fail = true;
    const { user } = renderPage({
      ledger: {
        get: () => {
          if (fail) throw new Refusal(null, 'INTERNAL_SERVER_ERROR', null);
          return ledgerAnswer({ entries: [fee], balances: [balance] });
        },
      },
    });
    expect(await screen.findByText('No se pudo cargar la caja del torneo.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Alta Córdoba' })).toBeTruthy();
  });

  it('is not found for someone outside the tournament', async () => {
    renderPage({ ledger: { get: () => Promise.reject(refusal('FORBIDDEN', { transport: 'FORBIDDEN' })) } });
    expect(await screen.findByText('Esta caja no existe o no es tuya para ver.')).toBeTruthy();
  });
});

describe("a member's cash book", () => {
  it("shows a player their team's balance, and that the captain reads the entries", async () => {
    renderPage(
      {
        ledger: { get: () => ledgerAnswer({ manage: false, balances: [balance] }) },
        teams: { mine: () => [myTeam('PLAYER')] },
      },
      'player',
    );
    expect(await screen.findByRole('heading', { name: 'Alta Córdoba' })).toBeTruthy();
    expect(
      await screen.findByText('El detalle de los movimientos lo ve el capitán del equipo.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrar pago' })).toBeNull();
  });

  it("shows a captain the team's entries, without 'Anular'", async () => {
    renderPage(
      {
        ledger: { get: () => ledgerAnswer({ manage: false, entries: [fee], balances: [balance] }) },
        teams: { mine: () => [myTeam('CAPTAIN')] },
      },
      'player',
    );
    expect(await screen.findByText('Inscripción')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Anular/ })).toBeNull();
  });
});
