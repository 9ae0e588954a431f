import { expect, expectNoSidewaysScroll, ok, test } from './fixtures';
import { knockoutWithTeams } from './tournament-setup';

interface Match {
  id: string;
  roundId: string;
  teamOneId: string;
  teamTwoId: string | null;
}

// Walkovers and point deductions (docs/decisions/013#awards) on a phone: the creator records a W.O. on the match
// screen, deducts points with a reason, and the league table shows both.
test('a creator records a walkover and deducts points, and the league table shows them', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { creator, tournamentId, teams } = await knockoutWithTeams(browser, baseURL!, 3, [], {
    type: 'LEAGUE',
    totalTeams: 3,
  });
  const o = creator.page;
  const api = creator.context.request;
  await ok(api.post(`/api/v1/match/${tournamentId}/generate-round`, { data: {} }));
  const { rounds } = await ok<{ rounds: { matches: Match[] }[] }>(api.get(`/api/v1/rounds/${tournamentId}`));
  const [a, b] = teams as [(typeof teams)[0], (typeof teams)[0]];
  const m = rounds
    .flatMap((r) => r.matches)
    .find((x) => [x.teamOneId, x.teamTwoId].includes(a.id) && [x.teamOneId, x.teamTwoId].includes(b.id))!;

  // B did not show up.
  await o.goto(`/tournament-creator/fixture/match-detail/${m.roundId}?matchId=${m.id}`);
  await o.getByRole('button', { name: 'Registrar W.O.' }).click();
  const dialog = o.getByRole('dialog', { name: 'Registrar W.O.' });
  await dialog.getByRole('radio', { name: `${b.name} no se presentó` }).click();
  await dialog.getByRole('button', { name: 'Registrar W.O.' }).click();
  await expect(o.getByText('W.O. registrado.')).toBeVisible();
  await expect(o.getByTestId('match-decision')).toHaveText(`W.O.: ${b.name} no se presentó.`);
  await expect(o.getByTestId('score')).toContainText(m.teamOneId === a.id ? '3 - 0' : '0 - 3');
  await expectNoSidewaysScroll(o);

  // Two points off A for an unregistered player, with the reason under the table.
  await o.goto(`/tournament-creator/tournament?tournamentId=${tournamentId}`);
  const standings = o.getByTestId('standings');
  await expect(standings.getByTestId('standings-row').first()).toContainText(a.name);
  await standings.getByRole('button', { name: 'Ajustar puntos' }).click();
  const adjust = o.getByRole('dialog', { name: 'Ajustar puntos' });
  await adjust.getByRole('combobox', { name: 'Equipo' }).click();
  await o.getByRole('option', { name: a.name }).click();
  await adjust.getByLabel('Puntos').fill('-2');
  await adjust.getByLabel('Motivo').fill('Jugador no inscripto');
  await adjust.getByRole('button', { name: 'Guardar ajuste' }).click();
  await expect(o.getByText('Puntos ajustados.')).toBeVisible();
  await expect(standings.getByTestId('point-adjustment')).toHaveText(
    `${a.name}: -2 pts. Jugador no inscripto`,
  );
  const rowA = standings.getByTestId('standings-row').filter({ hasText: a.name });
  await expect(rowA.getByTestId('adjustment')).toHaveText('-2 pts por sanción');
  await expectNoSidewaysScroll(o);
});
