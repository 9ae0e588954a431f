import { formatMoney } from '@cancha/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/render';
import { fakeTrpc } from '@/testing/trpc';
import { teamRows } from './ledger-book';
import { ledgerAnswer, ledgerEntry, registeredTeams } from './ledger-fixtures';
import { TeamBalances } from './team-balances';

// The organiser's list of teams (docs/decisions/026): charged, paid and balance for every registered team, those
// that owe most first; a tap shows the team's entries, newest first, with the undone ones marked.

const ars = (minor: number) => formatMoney(minor, 'ARS', 'es').replace(/\s/g, ' ');
const text = (element: Element) => element.textContent?.replace(/\s/g, ' ') ?? '';

const fee = ledgerEntry({
  id: 'fee',
  teamId: 'team-2',
  amount: 1_500_000,
  createdAt: '2030-03-02T12:00:00Z',
});
const paid = ledgerEntry({
  id: 'paid',
  teamId: 'team-2',
  kind: 'PAYMENT',
  amount: 500_050,
  method: 'MERCADO_PAGO',
  note: 'Primera cuota',
  createdAt: '2030-03-05T12:00:00Z',
  createdBy: { id: 'organiser-1', name: 'Ana Gómez' },
  reversedBy: 'undo',
});
const undo = ledgerEntry({
  id: 'undo',
  teamId: 'team-2',
  kind: 'PAYMENT',
  amount: -500_050,
  method: 'MERCADO_PAGO',
  note: 'Pago duplicado',
  createdAt: '2030-03-06T12:00:00Z',
  createdBy: { id: 'organiser-1', name: 'Ana Gómez' },
  reverses: 'paid',
});
const entries = [fee, paid, undo];

function renderList() {
  const ledger = ledgerAnswer({
    entries,
    balances: [{ teamId: 'team-2', charged: 1_500_000, paid: 0, balance: 1_500_000 }],
  });
  const rows = teamRows(ledger, { registeredTeams, registrations: [] });
  const onPay = vi.fn();
  const onReverse = vi.fn();
  // A team's entries are read when it is opened, a page at a time.
  fakeTrpc({
    ledger: {
      get: ({ teamId }) => ({
        ...ledger,
        entries: entries.filter((e) => e.teamId === teamId).reverse(),
        nextBefore: null,
      }),
    },
  });
  const view = renderWithApp(
    <TeamBalances
      tournament={{ id: 'tournament-1', name: 'Liga del Parque' }}
      rows={rows}
      currency="ARS"
      onPay={onPay}
      onReverse={onReverse}
    />,
  );
  return { ...view, onPay, onReverse };
}

describe("the organiser's team balances", () => {
  it('lists every registered team with charged, paid and balance, the one that owes first', () => {
    renderList();
    const [first, second] = screen.getAllByTestId('team-balance');
    expect(text(first!)).toBe(`Los PibesCargado${ars(1_500_000)}Pagado${ars(0)}Debe${ars(1_500_000)}`);
    // A team with nothing charged yet is still listed, at zero.
    expect(text(second!)).toBe(`Alta CórdobaCargado${ars(0)}Pagado${ars(0)}Saldo${ars(0)}`);
  });

  it("opens a team's entries on a tap: newest first, with the undone and the undoing marked", async () => {
    const { user, onReverse, onPay } = renderList();
    const team = screen.getByRole('button', { name: 'Los Pibes' });
    expect(team.getAttribute('aria-expanded')).toBe('false');
    await user.click(team);
    expect(team.getAttribute('aria-expanded')).toBe('true');

    const items = await screen.findAllByTestId('ledger-entry');
    expect(items.map((item) => within(item).getAllByText(/./)[0]?.textContent)).toEqual([
      'Pago',
      'Pago',
      'Inscripción',
    ]);
    const [undoing, undone, charge] = items;
    expect(within(undoing!).getByText('Anulación')).toBeTruthy();
    expect(within(undoing!).getByText('Pago duplicado')).toBeTruthy();
    expect(text(within(undoing!).getByText(/ARS/))).toBe(ars(-500_050));
    expect(within(undone!).getByText('Anulado')).toBeTruthy();
    expect(within(undone!).getByText('05/03/2030 · Mercado Pago')).toBeTruthy();
    expect(within(undone!).getByText('Primera cuota')).toBeTruthy();
    // Neither a reversal nor an undone entry can be undone again; the charge can.
    expect(within(undoing!).queryByRole('button', { name: /Anular/ })).toBeNull();
    expect(within(undone!).queryByRole('button', { name: /Anular/ })).toBeNull();
    await user.click(within(charge!).getByRole('button', { name: /^Anular Inscripción/ }));
    expect(onReverse).toHaveBeenCalledWith(fee);

    // A payment has its receipt; the entry that undoes it has none.
    expect(
      within(undone!)
        .getByRole('link', { name: /^Recibo de Pago/ })
        .getAttribute('href'),
    ).toBe('/api/v1/ledger/paid/receipt.pdf?lang=es');
    expect(within(undoing!).queryByRole('link', { name: /Recibo/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Registrar pago de Los Pibes' }));
    expect(onPay).toHaveBeenCalledWith('team-2');

    // A team that owes gets its reminder: WhatsApp with the balance and where to read the detail.
    const remind = new URL(screen.getByRole('link', { name: 'Recordar por WhatsApp' }).getAttribute('href')!);
    expect(remind.origin).toBe('https://wa.me');
    const message = remind.searchParams.get('text')!.replace(/\s/g, ' ');
    expect(message).toContain(
      `Hola, Los Pibes. El saldo del equipo en Liga del Parque es de ${ars(1_500_000)}.`,
    );
    expect(message).toContain('/player/tournaments-arena/tournament/ledger?tournamentId=tournament-1');
  });

  it('says so when a team has no entries yet', async () => {
    const { user } = renderList();
    await user.click(screen.getByRole('button', { name: 'Alta Córdoba' }));
    expect(await screen.findByText('Todavía no hay movimientos')).toBeTruthy();
    // Nothing owed, nothing to remind.
    expect(screen.queryByRole('link', { name: 'Recordar por WhatsApp' })).toBeNull();
  });
});
