import { expect, expectNoSidewaysScroll, newPlayer, ok, test } from './fixtures';
import { createLeague } from './tournament-setup';

// Pix (docs/decisions/027) on a phone: a Brazilian league's organiser saves their Pix key on 'Cobros online', and
// at the pitch shows a team the code for what it owes, as a QR and as 'Pix Copia e Cola'.
test('an organiser saves their Pix key and shows a team its code at the pitch', async ({
  browser,
  baseURL,
}) => {
  const organiser = await newPlayer(browser, baseURL!, { fullname: 'Olga', lastname: 'Pix', role: 'ADMIN' });
  const api = organiser.context.request;
  const tournament = await createLeague(api, 'Liga do Parque', {
    fees: { currency: 'BRL', registration: 20_000, perMatch: 5_000 },
    // Private: the journey needs no visitor, and the open lists other journeys read stay as they were.
    visibility: 'PRIVATE',
  });
  await ok(api.post(`/api/v1/tournaments/${tournament.id}/teams`, { data: { names: ['Unidos da Vila'] } }));

  const o = organiser.page;
  await o.goto(`/tournament-creator/tournament/ledger?tournamentId=${tournament.id}`);
  await o.getByRole('link', { name: 'Cobros online' }).click();
  await expect(o).toHaveURL(/\/tournament-creator\/payments\?tournamentId=/);
  const key = o.getByLabel('Clave Pix');
  await key.fill('no es una clave');
  await o.getByLabel('Nombre del titular').fill('Liga do Parque');
  await o.getByLabel('Ciudad').fill('Recife');
  await o.getByRole('button', { name: 'Guardar Pix' }).click();
  await expect(
    o.getByText('Escribe tu clave Pix: CPF, CNPJ, celular, e-mail o clave aleatoria.'),
  ).toBeVisible();
  await key.fill('529.982.247-25');
  await o.getByRole('button', { name: 'Guardar Pix' }).click();
  await expect(o.getByText('Clave Pix guardada.')).toBeVisible();
  // Kept as the bank's directory writes a CPF key.
  await expect(key).toHaveValue('52998224725');
  await expectNoSidewaysScroll(o);

  await o.getByRole('link', { name: 'Volver a la caja' }).click();
  await o.getByRole('button', { name: 'Unidos da Vila' }).click();
  await o.getByRole('button', { name: 'Cobrar con Pix' }).click();
  const dialog = o.getByRole('dialog', { name: 'Pagar con Pix' });
  await expect(dialog.getByRole('img', { name: 'Código QR de Pix de Unidos da Vila' })).toBeVisible();
  const payload = await dialog.getByLabel('Pix Copia e Cola').inputValue();
  // The organiser's key, R$ 200,00, and the receiver as bank apps show it.
  expect(payload).toContain('0014br.gov.bcb.pix011152998224725');
  expect(payload).toContain('5406200.00');
  expect(payload).toContain('5914Liga do Parque6006Recife');
  await expect(dialog.getByText(/^Identificador del pago: UNIDOSDAVILA[0-9A-Z]{10}$/)).toBeVisible();
  await expectNoSidewaysScroll(o);
});
