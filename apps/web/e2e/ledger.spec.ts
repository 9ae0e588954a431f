import { expect, expectNoSidewaysScroll, newPlayer, ok, test } from './fixtures';
import { createLeague } from './tournament-setup';

// The league's cash book (docs/decisions/026) on a phone: the competition charges the fees by itself; the organiser
// records cash received at the pitch, sees the balance fall, and undoes a mistaken payment with a reason.
test('an organiser records cash at the pitch and undoes a mistaken payment', async ({ browser, baseURL }) => {
  const organiser = await newPlayer(browser, baseURL!, { fullname: 'Olga', lastname: 'Caja', role: 'ADMIN' });
  const api = organiser.context.request;
  const tournament = await createLeague(api, 'Liga con Caja', {
    fees: { currency: 'ARS', registration: 1_500_000, perMatch: 200_000 },
    // Private: the journey needs no visitor, and the open lists other journeys read stay as they were.
    visibility: 'PRIVATE',
  });

  await ok(
    api.post(`/api/v1/tournaments/${tournament.id}/teams`, {
      data: { names: ['Los Halcones', 'Villa Sur'] },
    }),
  );

  const o = organiser.page;
  await o.goto(`/tournament-creator/tournament?tournamentId=${tournament.id}`);
  await o
    .getByRole('navigation', { name: 'Secciones del torneo' })
    .getByRole('link', { name: 'Caja' })
    .click();
  // Two registration fees, charged when the teams took their places.
  const totals = o.getByTestId('ledger-totals');
  await expect(totals).toContainText('Por cobrar');
  await expect(totals).toContainText('30.000');
  // No match has its day yet: nothing to collect at the pitch.
  await expect(o.getByTestId('due-day')).toContainText('No hay partidos programados con día');

  await o.getByRole('button', { name: 'Los Halcones' }).click();
  await expect(o.getByTestId('ledger-entry').filter({ hasText: 'Inscripción' })).toBeVisible();
  await o.getByRole('button', { name: 'Registrar pago de Los Halcones' }).click();
  const pay = o.getByRole('dialog', { name: 'Registrar pago' });
  await pay.getByLabel('Monto (ARS)').fill('15000');
  await pay.getByRole('radio', { name: 'Efectivo' }).check();
  await pay.getByLabel('Nota (opcional)').fill('Cobrado en la cancha');
  await pay.getByRole('button', { name: 'Registrar pago' }).click();
  await expect(o.getByText('Pago registrado.')).toBeVisible();
  await expect(pay).toHaveCount(0);
  const halcones = o.getByTestId('team-balance').filter({ hasText: 'Los Halcones' });
  await expect(halcones).toContainText('Cobrado en la cancha');
  await expect(totals).toContainText('15.000');
  await expectNoSidewaysScroll(o);

  // The payment's receipt, and the whole book for a spreadsheet.
  const payment = halcones.getByTestId('ledger-entry').filter({ hasText: 'Cobrado en la cancha' });
  const receipt = await api.get(
    (await payment.getByRole('link', { name: /^Recibo de Pago/ }).getAttribute('href'))!,
  );
  expect(receipt.status()).toBe(200);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  const csv = await api.get((await o.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href'))!);
  expect(await csv.text()).toContain(
    ',Los Halcones,Pago,15000.00,ARS,Efectivo,Cobrado en la cancha,Olga Caja,',
  );

  // A payment recorded for the wrong team is undone by its opposite, with the reason kept.
  await payment.getByRole('button', { name: /^Anular Pago/ }).click();
  const undo = o.getByRole('dialog', { name: 'Anular movimiento' });
  await undo.getByLabel('Motivo').fill('Lo pagó Villa Sur');
  await undo.getByRole('button', { name: 'Anular' }).click();
  await expect(o.getByText('Movimiento anulado.')).toBeVisible();
  await expect(halcones.getByText('Anulado')).toBeVisible();
  await expect(halcones.getByText('Anulación')).toBeVisible();
  await expect(totals).toContainText('30.000');

  // Villa Sur still owes: WhatsApp opens with its balance.
  await o.getByRole('button', { name: 'Villa Sur' }).click();
  await expect(o.getByRole('link', { name: 'Recordar por WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=Hola%2C%20Villa%20Sur/,
  );
});
