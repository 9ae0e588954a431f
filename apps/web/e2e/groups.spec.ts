import { expect, expectNoSidewaysScroll, ok, test } from './fixtures';
import { knockoutWithTeams } from './tournament-setup';

interface Rounds {
  rounds: { matches: { id: string; teamTwoId: string | null; status: string }[] }[];
}

// Groups then knock-out (docs/decisions/013) on a phone: the creator generates the group stage, the matches carry
// their group, and the tournament page shows one table per group.
test('a creator generates a group stage, and the groups’ tables fill up as the results come in', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { creator, tournamentId, teams } = await knockoutWithTeams(browser, baseURL!, 8, [], {
    type: 'GROUPS_KNOCKOUT',
    groupStage: { groups: 2, advancePerGroup: 2 },
  });
  const o = creator.page;
  const api = creator.context.request;

  // The draw, by hand on the phone: the first four teams to A, the rest to B.
  await o.goto(`/tournament-creator/tournament?tournamentId=${tournamentId}`);
  await o.getByRole('link', { name: 'Grupos' }).click();
  await expect(o.getByRole('heading', { name: 'Sorteo de grupos' })).toBeVisible();

  // First a draw from pots, as the screen deals them (two teams a pot): one team of each pot per group.
  await o.getByRole('button', { name: 'Sortear por bombos' }).click();
  await expect(o.getByText('Grupos sorteados.')).toBeVisible();
  for (const name of ['A', 'B'])
    await expect(o.getByTestId(`draw-group-${name}`).getByRole('listitem')).toHaveCount(4);
  const { groups } = await ok<{ groups: { teams: { id: string }[] }[] }>(
    api.get(`/api/v1/match/${tournamentId}/groups`),
  );
  for (const pot of [0, 1, 2, 3]) {
    const potTeams = [teams[2 * pot]!.id, teams[2 * pot + 1]!.id];
    for (const g of groups) expect(g.teams.filter((t) => potTeams.includes(t.id))).toHaveLength(1);
  }

  // Then by hand, which replaces it (every team already has the pots draw's group to start from).
  for (const [i, team] of teams.entries()) {
    await o.getByLabel(team.name, { exact: true }).selectOption(i < 4 ? 'Grupo A' : 'Grupo B');
  }
  await o.getByRole('button', { name: 'Guardar grupos' }).click();
  // The pots draw's notice may still be up beside this one.
  await expect(o.getByText('Grupos sorteados.').last()).toBeVisible();
  for (const team of teams.slice(0, 4)) await expect(o.getByTestId('draw-group-A')).toContainText(team.name);
  for (const team of teams.slice(4)) await expect(o.getByTestId('draw-group-B')).toContainText(team.name);
  await expectNoSidewaysScroll(o);

  await o.getByRole('link', { name: 'Fixture', exact: true }).click();
  await o.getByRole('button', { name: 'Generar fase de grupos' }).click();
  await expect(o.getByText('Fase de grupos generada: ya están todas sus fechas.')).toBeVisible();
  await expect(o.getByRole('heading', { name: 'Fase de grupos · Fecha 1' })).toBeVisible();
  await expect(o.getByTestId('match-card').first()).toContainText(/Grupo [AB]/);
  // The knock-out waits for every group match.
  await expect(o.getByRole('button', { name: 'Crear ronda' })).toBeDisabled();
  await expectNoSidewaysScroll(o);

  // Every group match is played: the team drawn first in each pairing wins.
  const { rounds } = await ok<Rounds>(api.get(`/api/v1/rounds/${tournamentId}`));
  for (const m of rounds.flatMap((r) => r.matches)) {
    if (!m.teamTwoId) continue;
    await ok(
      api.put(`/api/v1/soccer-match/${m.id}`, {
        data: { teamOneScore: 1, teamTwoScore: 0, status: 'COMPLETED' },
      }),
    );
  }

  await o.goto(`/tournament-creator/tournament?tournamentId=${tournamentId}`);
  const tables = o.getByTestId('group-tables');
  await expect(tables.getByRole('heading', { name: 'Fase de grupos' })).toBeVisible();
  for (const [name, group] of [
    ['A', teams.slice(0, 4)],
    ['B', teams.slice(4)],
  ] as const) {
    const table = tables.getByTestId(`group-${name}`);
    await expect(table.getByRole('heading', { name: `Grupo ${name}` })).toBeVisible();
    for (const team of group) await expect(table).toContainText(team.name);
  }
  await expectNoSidewaysScroll(o);

  // A deduction in the group stage (issue 42): made under the group tables, with its reason for everyone.
  await o.getByRole('button', { name: 'Ajustar puntos' }).click();
  const adjust = o.getByRole('dialog', { name: 'Ajustar puntos' });
  await adjust.getByRole('combobox', { name: 'Equipo' }).click();
  await o.getByRole('option', { name: teams[0]!.name }).click();
  await adjust.getByLabel('Puntos').fill('-1');
  await adjust.getByLabel('Motivo').fill('Jugador no inscripto');
  await adjust.getByRole('button', { name: 'Guardar ajuste' }).click();
  await expect(o.getByText('Puntos ajustados.')).toBeVisible();
  await expect(o.getByTestId('point-adjustment')).toHaveText(
    `${teams[0]!.name}: -1 pts. Jugador no inscripto`,
  );

  // With the groups done, the knock-out's first round is drawn from their tables.
  await o.goto(`/tournament-creator/fixture?tournamentId=${tournamentId}`);
  await o.getByRole('button', { name: 'Crear ronda' }).click();
  await expect(o.getByText('Ronda creada.')).toBeVisible();
  await expect(o.getByRole('heading', { name: 'Semifinal' })).toBeVisible();
});
