import { expect, expectNoSidewaysScroll, newPlayer, ok, test } from './fixtures';

/** A date `days` from today as the form's dd/mm/aaaa keystrokes. */
function typedDate(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}${two(d.getMonth() + 1)}${d.getFullYear()}`;
}

test('two captains play a friendly: challenge, accept, a goal, the end, head-to-head and statistics @desktop', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const ana = await newPlayer(browser, baseURL!, { fullname: 'Ana', lastname: 'Retadora' });
  const bea = await newPlayer(browser, baseURL!, { fullname: 'Bea', lastname: 'Retada' });
  const stamp = Date.now().toString(36);
  const anaTeam = `Halconas ${stamp}`;
  const beaTeam = `Aguilas ${stamp}`;
  for (const [who, name] of [
    [ana, anaTeam],
    [bea, beaTeam],
  ] as const) {
    await ok(
      who.context.request.post('/api/v1/team', {
        data: { name, location: 'Córdoba, Argentina', genderTeam: 'FEMALE' },
      }),
    );
  }

  // Ana finds Bea's team nearby and challenges it.
  const a = ana.page;
  await a.goto('/player/teams');
  const nearby = a.getByRole('region', { name: 'Equipos cercanos' });
  await nearby.getByLabel('Buscar por nombre').fill(beaTeam);
  await nearby.getByRole('button', { name: `Desafiar a ${beaTeam}` }).click();
  const form = a.getByRole('dialog');
  const send = form.getByRole('button', { name: 'Enviar desafío' });
  await expect(send).toBeDisabled();
  await form.getByRole('combobox', { name: 'Lugar' }).fill('Parque Sarmiento, Córdoba');
  await form.getByLabel('Fecha').pressSequentially(typedDate(3));
  await form.getByLabel('Hora').fill('18:30');
  await form.getByLabel('Descripción (opcional)').fill('Amistoso de práctica, camisetas oscuras.');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(a.getByText(`Desafío enviado a ${beaTeam}.`)).toBeVisible();
  await expect(a).toHaveURL(/\/player\/teams\/challenges\/[\w-]+$/);
  await expect(a.getByTestId('challenge-waiting')).toBeVisible();

  // Bea answers from 'Mis desafíos'; the answer waits for a choice.
  const b = bea.page;
  await b.goto('/player/teams/challenges');
  await b
    .getByRole('link', { name: new RegExp(anaTeam) })
    .first()
    .click();
  const answer = b.getByRole('button', { name: 'Enviar respuesta' });
  await expect(answer).toBeDisabled();
  // Two long team names in the head-to-head once made the page wider than a phone: the answer button then ended
  // up under the sticky header and the journey timed out.
  await expect(b.getByTestId('head-to-head')).toBeVisible();
  await expectNoSidewaysScroll(b);
  await b.getByTestId('answer-accept').click();
  await expect(answer).toBeEnabled();
  await answer.click();
  await expect(b.getByText('Aceptaste el desafío.')).toBeVisible();

  // Ana runs the match: a goal by her, then the irreversible end.
  await a.reload();
  await a.getByRole('button', { name: 'Cargar evento' }).click();
  const events = a.getByRole('dialog', { name: 'Cargar evento' });
  await events.getByLabel('Jugador').click();
  await a.getByRole('option').first().click();
  await events.getByLabel('Minuto').fill('10');
  await events.getByRole('button', { name: 'Agregar evento' }).click();
  await expect(a.getByText('Evento cargado: Gol.')).toBeVisible();
  await events.getByRole('button', { name: 'Listo' }).click();
  await a.getByRole('button', { name: 'Cambiar estado' }).click();
  const status = a.getByRole('dialog', { name: 'Elige el estado del partido' });
  await expect(status.getByRole('radio')).toHaveCount(2);
  await status.getByRole('radio', { name: 'Finalizado' }).click();
  await expect(status.getByText('Este cambio es irreversible.')).toBeVisible();
  await status.getByRole('button', { name: 'Guardar estado' }).click();
  await expect(a.getByTestId('challenge-detail')).toHaveAttribute('data-status', 'COMPLETED');
  await expect(a.getByTestId('h2h-total')).toContainText('1');
  await expect(a.getByRole('button', { name: 'Cambiar estado' })).toHaveCount(0);

  // Bea sees the head-to-head, and her team's record counts the defeat.
  await b.reload();
  await expect(b.getByTestId('h2h-total')).toContainText('1');
  await b.goto('/player/teams');
  await b
    .getByRole('link', { name: new RegExp(beaTeam) })
    .first()
    .click();
  const stats = b.getByRole('region', { name: 'Estadísticas' });
  await expect(stats.getByRole('definition').nth(2)).toHaveText('1');
});
