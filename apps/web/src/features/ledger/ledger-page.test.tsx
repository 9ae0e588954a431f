import type { TeamDto } from '@cancha/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

/** A day with nothing to collect, and no days yet: what the book's other parts answer unless a test says. */
const emptyDay = {
  tournamentId: 'tournament-1',
  currency: 'ARS' as const,
  date: '2030-03-09',
  previous: null,
  next: null,
  teams: [],
  total: 0,
};

function renderPage(handlers: Handlers, area: 'creator' | 'player' = 'creator') {
  const api = fakeTrpc({
    tournaments: { byId: () => tournament },
    ...handlers,
    ledger: { due: () => emptyDay, days: () => [], ...handlers.ledger },
  });
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

  it("lists the day's teams to collect from, and 'Cobrar' fills in the payment", async () => {
    const { user, api } = renderPage({
      ledger: {
        get: () => ledgerAnswer({ entries: [fee], balances: [balance] }),
        due: ({ date }) =>
          date === '2030-03-16'
            ? { ...emptyDay, date, previous: '2030-03-09' }
            : {
                ...emptyDay,
                next: '2030-03-16',
                teams: [
                  {
                    teamId: 'team-1',
                    matches: [
                      {
                        matchId: 'm1',
                        time: '10:00',
                        pitch: 'Complejo Norte · Cancha 1',
                        opponentId: 'team-2',
                      },
                    ],
                    balance: 1_500_000,
                    pending: 200_000,
                    toCollect: 1_700_000,
                  },
                ],
                total: 1_700_000,
              },
        days: () => [{ date: '2030-03-09', charged: 3_400_000, collected: 500_000, paidOut: 100_000 }],
        record: (input) => ledgerEntry({ ...input, id: 'paid' }),
      },
    });
    const day = await screen.findByTestId('due-day');
    const row = await within(day).findByTestId('due-team');
    expect(within(row).getByText('Alta Córdoba')).toBeTruthy();
    expect(within(row).getByText('10:00 · Complejo Norte · Cancha 1 · vs Los Pibes')).toBeTruthy();
    expect(within(day).getByTestId('due-date').textContent).toBe('sábado, 9 de marzo de 2030');
    expect(within(screen.getByTestId('ledger-days')).getAllByRole('row')).toHaveLength(2);

    await user.click(within(row).getByRole('button', { name: 'Cobrar a Alta Córdoba' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar pago' });
    expect((within(dialog).getByLabelText(/Monto/) as HTMLInputElement).value).toBe('17000');
    await user.click(within(dialog).getByRole('button', { name: /Registrar/ }));
    await waitFor(() =>
      expect(api.inputsOf('ledger.record')).toEqual([
        {
          tournamentId: 'tournament-1',
          kind: 'PAYMENT',
          teamId: 'team-1',
          amount: 1_700_000,
          method: 'CASH',
          note: '',
        },
      ]),
    );

    // The next day with matches has nobody yet: it says so.
    await user.click(within(day).getByRole('button', { name: 'Día siguiente con partidos' }));
    expect(await within(day).findByText(/No hay partidos programados/)).toBeTruthy();
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

  it('offers a captain the ways the organiser takes online, and takes them to Mercado Pago', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { user, api } = renderPage(
      {
        ledger: {
          get: () =>
            ledgerAnswer({
              manage: false,
              entries: [fee],
              balances: [balance],
              pay: { pix: true, mercadoPago: true },
            }),
          checkout: () => ({
            initPoint: 'https://www.mercadopago.test/checkout?pref_id=1',
            amount: 1_500_000,
            currency: 'ARS',
          }),
        },
        teams: { mine: () => [myTeam('CAPTAIN')] },
      },
      'player',
    );
    expect(await screen.findByRole('button', { name: 'Pagar con Pix' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pagar con Mercado Pago' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://www.mercadopago.test/checkout?pref_id=1'),
    );
    expect(api.inputsOf('ledger.checkout')).toEqual([{ tournamentId: 'tournament-1', teamId: 'team-1' }]);
    vi.unstubAllGlobals();
  });

  it('offers a player no payment: the captain pays', async () => {
    renderPage(
      {
        ledger: {
          get: () =>
            ledgerAnswer({ manage: false, balances: [balance], pay: { pix: true, mercadoPago: true } }),
        },
        teams: { mine: () => [myTeam('PLAYER')] },
      },
      'player',
    );
    expect(
      await screen.findByText('El detalle de los movimientos lo ve el capitán del equipo.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Pagar con/ })).toBeNull();
  });
});
