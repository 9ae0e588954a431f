import { startMercadoPagoFake } from '../../../packages/api/src/test-fixtures/mercado-pago-fake';
import { apiPlayer, expect, newPlayer, test } from './fixtures';
import { createLeague, enterTeam } from './tournament-setup';

const TOKEN = 'APP_USR-7777777777-121206-e2e0e2e0e2e0-99001';
const SECRET = 'whsec-e2e-liga-0123456789';

// Mercado Pago (docs/decisions/027) on a phone: an organiser connects their own account, a captain pays the team's
// balance on the checkout, and the payment is in the cash book when the captain is sent back. The server under test
// calls a local stand-in for Mercado Pago's API (e2e/start-server.mjs points it there), whose checkout page pays
// and notifies the server as Mercado Pago would.
test('a captain pays the team balance through the organiser’s Mercado Pago', async ({ browser, baseURL }) => {
  test.slow();
  const fake = await startMercadoPagoFake(Number(new URL(baseURL!).port) + 3);
  try {
    fake.account(TOKEN, 'LIGADELPARQUE', SECRET);
    const organiser = await newPlayer(browser, baseURL!, {
      fullname: 'Olga',
      lastname: 'Cobra',
      role: 'ADMIN',
    });
    const tournament = await createLeague(organiser.context.request, 'Liga Pago Online', {
      fees: { currency: 'ARS', registration: 1_500_000 },
    });
    const captain = await newPlayer(browser, baseURL!, { fullname: 'Caro', lastname: 'Capitana' });
    const mates = [];
    for (let i = 0; i < 4; i++)
      mates.push(await apiPlayer(browser, baseURL!, { fullname: `Compa${i}`, lastname: 'Pago' }));
    await enterTeam(organiser.context.request, tournament.id, captain, mates, 'Las Leonas');

    // The organiser connects their account: the token is tried, and only the account's name is shown back.
    const o = organiser.page;
    await o.goto(`/tournament-creator/payments?tournamentId=${tournament.id}`);
    await o.getByLabel('Access Token').fill(TOKEN);
    await o.getByLabel('Clave secreta de los Webhooks').fill(SECRET);
    await o.getByRole('button', { name: 'Conectar Mercado Pago' }).click();
    await expect(o.getByText('Conectado a la cuenta LIGADELPARQUE.')).toBeVisible();
    await expect(o.getByText(TOKEN)).toHaveCount(0);

    // The captain pays on the checkout and is sent back to the cash book, where the payment already is.
    const c = captain.page;
    await c.goto(`/player/tournaments-arena/tournament/ledger?tournamentId=${tournament.id}`);
    const team = c.getByTestId('team-balance');
    await expect(team).toContainText('15.000');
    await c.getByRole('button', { name: 'Pagar con Mercado Pago' }).click();
    await expect(c.getByRole('heading', { name: /Las Leonas/ })).toBeVisible();
    await c.getByRole('button', { name: 'Pagar' }).click();
    await expect(c).toHaveURL(
      /\/player\/tournaments-arena\/tournament\/ledger\?tournamentId=.*collection_status=approved/,
    );
    await expect(team.getByTestId('ledger-entry').filter({ hasText: 'Mercado Pago' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'Pagar con Mercado Pago' })).toHaveCount(0);
  } finally {
    await fake.close();
  }
});
