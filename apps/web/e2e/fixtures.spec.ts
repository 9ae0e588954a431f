import type { APIRequestContext, Page } from '@playwright/test';
import { expect, ok, test } from './fixtures';
import { knockoutWithTeams } from './tournament-setup';

interface Rounds {
  rounds: { matches: { id: string; teamOneId: string; teamTwoId: string | null; status: string }[] }[];
}

/** Completes every open match of the last round through the API: the first team wins 2–0. */
async function playRestOfRound(api: APIRequestContext, tournamentId: string) {
  const { rounds } = await ok<Rounds>(api.get(`/api/v1/rounds/${tournamentId}`));
  for (const m of rounds.at(-1)!.matches) {
    if (!m.teamTwoId || m.status === 'COMPLETED') continue;
    await ok(
      api.put(`/api/v1/soccer-match/${m.id}`, {
        data: { teamOneScore: 2, teamTwoScore: 0, status: 'COMPLETED' },
      }),
    );
  }
}

/** Through the match detail screen: the result form, then 'Finalizado' in the status dialog. */
async function finishOnScreen(o: Page, one: number, two: number) {
  await o
    .getByLabel(/^Goles de/)
    .first()
    .fill(String(one));
  await o
    .getByLabel(/^Goles de/)
    .nth(1)
    .fill(String(two));
  await expect(o.getByText('Los goles cargados así no se asignan a ningún jugador.')).toBeVisible();
  await o.getByRole('button', { name: 'Guardar resultado' }).click();
  await expect(o.getByText('Resultado guardado.')).toBeVisible();
  await o.getByRole('button', { name: 'Cambiar estado' }).click();
  const dialog = o.getByRole('dialog', { name: 'Elige el estado del partido' });
  await dialog.getByRole('radio', { name: 'Finalizado' }).click();
  await expect(dialog.getByText('Al finalizar el partido ya no se podrá editar.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar estado' }).click();
  await expect(o.getByTestId('match-detail')).toHaveAttribute('data-status', 'COMPLETED');
}

test('a creator runs an eight-team knock-out tournament round by round to its champion @desktop', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { creator, tournamentId, teams } = await knockoutWithTeams(browser, baseURL!, 8);
  const o = creator.page;
  const api = creator.context.request;

  await o.goto(`/tournament-creator/fixture?tournamentId=${tournamentId}`);
  // The teams are complete: the organiser is told to generate, not to come back soon.
  await expect(o.getByText('Todavía no hay partidos: genera el fixture para crearlos.')).toBeVisible();
  await o.getByRole('button', { name: 'Crear ronda' }).click();
  await expect(o.getByText('Ronda creada.')).toBeVisible();
  await expect(o.getByRole('heading', { name: 'Cuartos de final' })).toBeVisible();
  await expect(o.getByTestId('match-card')).toHaveCount(4);
  // The next round waits for this one.
  await expect(o.getByRole('button', { name: 'Crear ronda' })).toBeDisabled();

  // The first quarter-final is played on screen.
  await o.getByTestId('match-card').first().click();
  await expect(o.getByRole('heading', { name: 'LUGAR Y FECHA' })).toBeVisible();
  // A yellow card through 'Cargar evento'.
  await o.getByRole('button', { name: 'Cargar evento' }).click();
  const events = o.getByRole('dialog', { name: 'Cargar evento' });
  await events.getByLabel('Tipo de evento').click();
  await o.getByRole('option', { name: /Tarjeta amarilla/ }).click();
  await events.getByLabel('Jugador').click();
  await o.getByRole('option').first().click();
  await events.getByLabel('Minuto').fill('12');
  await events.getByRole('button', { name: 'Agregar evento' }).click();
  await expect(o.getByText('Evento cargado: Tarjeta amarilla.')).toBeVisible();
  await events.getByRole('button', { name: 'Listo' }).click();
  await expect(o.getByText("12'").first()).toBeVisible();
  await finishOnScreen(o, 3, 1);
  await expect(o.getByText('3 - 1')).toBeVisible();

  await playRestOfRound(api, tournamentId);
  await o.goto(`/tournament-creator/fixture?tournamentId=${tournamentId}`);
  await o.getByRole('button', { name: 'Crear ronda' }).click();
  await expect(o.getByRole('heading', { name: 'Semifinal' })).toBeVisible();
  await playRestOfRound(api, tournamentId);
  await o.reload();
  await o.getByRole('button', { name: 'Crear ronda' }).click();
  await expect(o.getByRole('heading', { name: 'Final', exact: true })).toBeVisible();

  // The final, on screen too: the second team wins it.
  const { rounds } = await ok<Rounds>(api.get(`/api/v1/rounds/${tournamentId}`));
  const final = rounds.at(-1)!.matches[0]!;
  const champion = teams.find((t) => t.id === final.teamTwoId)!;
  await o
    .getByRole('link', { name: new RegExp(`contra ${champion.name}`) })
    .first()
    .click();
  await finishOnScreen(o, 0, 1);
  await o.getByRole('link', { name: 'Volver al fixture' }).click();
  const winner = o.getByText('GANADOR DEL TORNEO').locator('..').locator('..');
  await expect(winner).toContainText(champion.name);
  await expect(o.getByRole('button', { name: 'Crear ronda' })).toBeDisabled();

  // The bracket reads at a glance: three columns down to the champion.
  await o
    .getByRole('radio', { name: 'Llave' })
    .or(o.getByRole('button', { name: 'Llave' }))
    .first()
    .click();
  await expect(
    o.getByRole('region', { name: 'Llave del torneo' }).or(o.getByLabel('Llave del torneo')).first(),
  ).toContainText(champion.name);

  // A player of the champion sees it on the tournament page.
  const p = await champion.captain.context.newPage();
  await p.goto(`/player/tournaments-arena/tournament?tournamentId=${tournamentId}`);
  await expect(p.getByText('GANADOR DEL TORNEO')).toBeVisible();
  await expect(p.getByText('Finalizado').first()).toBeVisible();
});
