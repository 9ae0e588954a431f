import { expect, expectNoSidewaysScroll, ok, test } from './fixtures';
import { knockoutWithTeams } from './tournament-setup';

interface Match {
  id: string;
  leg: 1 | 2 | null;
  teamOneId: string;
  teamTwoId: string | null;
  teamOne: { name: string };
  teamTwo: { name: string } | null;
  tie: { secondLegId: string } | null;
}

// A two-legged knock-out ("ida y vuelta", docs/decisions/013) on a phone: the creator draws the semi-finals as ties,
// settles a tie level on aggregate on penalties in its second leg, and the tie card says who went through.
test('a creator settles a two-legged tie level on aggregate on penalties in the second leg', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { creator, tournamentId } = await knockoutWithTeams(browser, baseURL!, 4, [], {
    knockout: { legs: 2, finalLegs: 1, awayGoals: false },
  });
  const o = creator.page;
  const api = creator.context.request;

  await o.goto(`/tournament-creator/fixture?tournamentId=${tournamentId}`);
  await o.getByRole('button', { name: 'Crear ronda' }).click();
  await expect(o.getByText('Ronda creada.')).toBeVisible();
  await expect(o.getByRole('heading', { name: 'Semifinal' })).toBeVisible();
  const ties = o.getByTestId('tie-card');
  await expect(ties).toHaveCount(2);
  await expect(ties.first().getByTestId('match-leg')).toHaveText(['Ida', 'Vuelta']);
  await expect(ties.first().getByTestId('tie-aggregate')).toContainText('Global: se define en la vuelta');
  await expectNoSidewaysScroll(o);

  // The first legs: the home sides win 1-0.
  const { rounds } = await ok<{ rounds: { matches: Match[] }[] }>(api.get(`/api/v1/rounds/${tournamentId}`));
  const firstLegs = rounds[0]!.matches.filter((m) => m.leg === 1);
  for (const m of firstLegs) {
    await ok(
      api.put(`/api/v1/soccer-match/${m.id}`, {
        data: { teamOneScore: 1, teamTwoScore: 0, status: 'COMPLETED' },
      }),
    );
  }
  const tie = firstLegs[0]!;

  // The second leg of the first tie, on screen: 1-0 for its home side levels the tie, so penalties are asked for.
  await o.goto(`/tournament-creator/fixture?tournamentId=${tournamentId}`);
  await ties.first().getByTestId('match-card').nth(1).click();
  await o
    .getByLabel(/^Goles de/)
    .first()
    .fill('1');
  await o
    .getByLabel(/^Goles de/)
    .nth(1)
    .fill('0');
  await expect(
    o.getByText('Empate en el global: carga los penales para definir quién avanza.'),
  ).toBeVisible();
  await o
    .getByLabel(/^Penales de/)
    .first()
    .fill('4');
  await o
    .getByLabel(/^Penales de/)
    .nth(1)
    .fill('3');
  await o.getByRole('button', { name: 'Guardar resultado' }).click();
  await expect(o.getByText('Resultado guardado.')).toBeVisible();
  await o.getByRole('button', { name: 'Cambiar estado' }).click();
  const dialog = o.getByRole('dialog', { name: 'Elige el estado del partido' });
  await dialog.getByRole('radio', { name: 'Finalizado' }).click();
  await dialog.getByRole('button', { name: 'Guardar estado' }).click();
  await expect(o.getByTestId('match-detail')).toHaveAttribute('data-status', 'COMPLETED');
  await expectNoSidewaysScroll(o);

  // Back on the fixture, the tie card has the aggregate and the winner on penalties (the first leg's sides first).
  await o.goto(`/tournament-creator/fixture?tournamentId=${tournamentId}`);
  const card = ties.first();
  await expect(card.getByTestId('tie-aggregate')).toContainText(
    `Global: ${tie.teamOne.name} 1 - 1 ${tie.teamTwo!.name}`,
  );
  await expect(card.getByTestId('tie-winner')).toHaveText(`Avanza ${tie.teamTwo!.name} por penales (3 - 4)`);
  await expectNoSidewaysScroll(o);
});
