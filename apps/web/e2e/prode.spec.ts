import { apiPlayer, expect, expectNoSidewaysScroll, newPlayer, ok, test } from './fixtures';
import { knockoutWithTeams } from './tournament-setup';

// El Prode on a phone (docs/decisions/015-prode.md): a tournament's creator opens a game over their league, a
// player joins and predicts two matchdays, and after each matchday's results the points and the leaderboard move.
test('a player joins a game, predicts on a phone and climbs the leaderboard after the results', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { creator, tournamentId, name } = await knockoutWithTeams(browser, baseURL!, 4, [], {
    type: 'LEAGUE',
    totalTeams: 4,
  });
  const api = creator.context.request;
  await ok(api.post(`/api/v1/match/${tournamentId}/generate-round`, { data: {} }));
  type Match = { id: string; teamOne: { name: string }; teamTwo: { name: string } | null };
  const { rounds } = await ok<{ rounds: { matches: Match[] }[] }>(api.get(`/api/v1/rounds/${tournamentId}`));
  const [first, second] = rounds.map((r) => r.matches.filter((m) => m.teamTwo));

  // The creator opens a game over their league from the Prode page.
  const c = creator.page;
  await c.goto('/prode');
  await c.getByRole('button', { name: 'Crear juego' }).click();
  const form = c.getByRole('dialog', { name: 'Nuevo juego de Prode' });
  await form.getByLabel('Nombre').fill('Prode del barrio');
  await form.getByRole('checkbox', { name }).check();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(c.getByRole('heading', { name: 'Prode del barrio' })).toBeVisible();
  const gameId = new URL(c.url()).pathname.split('/').at(-1)!;

  // A rival predicts the first matchday through /api/v1: one exact score, one wrong.
  const rival = await apiPlayer(browser, baseURL!, { fullname: 'Rival', lastname: 'Pronosticador' });
  await ok(rival.api.post(`/api/v1/prode/games/${gameId}/join`, { data: {} }));
  for (const [i, m] of first!.entries())
    await ok(
      rival.api.put('/api/v1/prode/predictions', {
        data: { gameId, matchId: m.id, teamOneScore: i === 0 ? 1 : 0, teamTwoScore: i === 0 ? 0 : 1 },
      }),
    );

  // The player finds the game, joins it and predicts both matchdays on the phone.
  const player = await newPlayer(browser, baseURL!, { fullname: 'Pía', lastname: 'Prode' });
  const p = player.page;
  await p.goto('/prode');
  await p
    .getByTestId('prode-game')
    .filter({ hasText: 'Prode del barrio' })
    .getByRole('link', { name: 'Jugar' })
    .click();
  await p.getByRole('button', { name: 'Unirme al juego' }).click();
  const fill = async (matches: Match[], one: string, two: string) => {
    for (const m of matches) {
      await p.getByLabel(`Goles de ${m.teamOne.name}`).fill(one);
      await p.getByLabel(`Goles de ${m.teamTwo!.name}`).fill(two);
    }
    await p.getByRole('button', { name: 'Guardar pronósticos' }).click();
    await expect(p.getByText('Pronósticos guardados.').last()).toBeVisible();
  };
  await fill(first!, '0', '2');
  await p.getByRole('combobox', { name: 'Fecha' }).selectOption({ label: 'Fecha 2' });
  await fill(second!, '2', '2');
  await expectNoSidewaysScroll(p);

  // First matchday: 1-0 twice. The rival's exact score puts them ahead.
  const result = (id: string, one: number, two: number) =>
    ok(
      api.put(`/api/v1/soccer-match/${id}`, {
        data: { teamOneScore: one, teamTwoScore: two, status: 'COMPLETED' },
      }),
    );
  for (const m of first!) await result(m.id, 1, 0);
  await p.getByRole('combobox', { name: 'Fecha' }).selectOption({ label: 'Fecha 1' });
  await expect(p.getByTestId('prediction-points').first()).toHaveText('+0 pts');
  await p.getByRole('tab', { name: 'Tabla' }).click();
  const rows = p.getByTestId('leaderboard-row');
  await expect(rows.nth(0)).toContainText('Rival Pronosticador');
  await expect(rows.nth(1)).toContainText('Pía Prode');

  // Second matchday: 2-2 twice, the player's exact scores; they climb to first.
  for (const m of second!) await result(m.id, 2, 2);
  await p.reload();
  await expect(rows.nth(0)).toContainText('Pía Prode');
  await expect(rows.nth(0)).toContainText('6');
  await expect(rows.nth(0)).toContainText('Subió 1');
  await expect(rows.nth(1)).toContainText('Rival Pronosticador');
  await expectNoSidewaysScroll(p);
});
