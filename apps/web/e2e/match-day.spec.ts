import { expect, expectNoSidewaysScroll, ok, test } from './fixtures';
import { knockoutWithTeams } from './tournament-setup';

// Match day (docs/decisions/014) on a phone: the organiser enters a venue with two pitches, gives the league its
// Saturday-morning hours and a referee, schedules every match with one tap, re-plans once a second referee comes
// (docs/decisions/024), moves one to a free slot at the pitch,
// and the day's board shows where everything is.
test('a creator schedules a league on two pitches and moves a match to a free slot', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { creator, tournamentId, teams } = await knockoutWithTeams(browser, baseURL!, 4, [], {
    type: 'LEAGUE',
    totalTeams: 4,
  });
  const o = creator.page;
  const api = creator.context.request;
  await ok(api.post(`/api/v1/match/${tournamentId}/generate-round`, { data: {} }));

  // The venue and its pitches, once for every tournament.
  await o.goto('/tournament-creator/venues');
  await o.getByRole('button', { name: 'Nueva sede' }).click();
  const venue = o.getByRole('dialog', { name: 'Nueva sede' });
  await venue.getByLabel('Nombre de la sede').fill('Complejo El Potrero');
  await venue.getByLabel('Dirección').fill('Córdoba, Argentina');
  await venue.getByRole('button', { name: 'Agregar cancha' }).click();
  await venue.getByRole('button', { name: 'Guardar sede' }).click();
  await expect(o.getByText('Sede guardada.')).toBeVisible();
  await expect(o.getByTestId('venue')).toContainText('Cancha 2');

  // The tournament's pitches, Saturday mornings, and a referee.
  await o.goto(`/tournament-creator/match-day?tournamentId=${tournamentId}`);
  await o.getByRole('checkbox', { name: 'Cancha 1' }).check();
  await o.getByRole('checkbox', { name: 'Cancha 2' }).check();
  await o.getByRole('button', { name: 'Agregar horario' }).click();
  await o.getByLabel('Hasta').fill('13:00');
  await o.getByRole('button', { name: 'Guardar canchas y horarios' }).click();
  await expect(o.getByText('Canchas y horarios guardados.')).toBeVisible();
  await o.getByRole('button', { name: 'Agregar árbitro' }).click();
  const referee = o.getByRole('dialog', { name: 'Agregar árbitro' });
  await referee.getByLabel('Nombre').fill('Ana Silbato');
  await referee.getByLabel('E-mail (opcional)').fill('ana.silbato@example.com');
  await referee.getByRole('button', { name: 'Guardar' }).click();
  await expect(o.getByTestId('referees')).toContainText('Ana Silbato');

  // One tap schedules the whole league on both pitches; one referee for two pitches is said, not hidden.
  await o.getByRole('button', { name: 'Programar partidos' }).click();
  await expect(o.getByTestId('schedule-result')).toContainText('6 partidos programados.');
  await expect(o.getByTestId('schedule-referee-limit')).toContainText('1 árbitro para 2 canchas');
  await expectNoSidewaysScroll(o);

  // A second referee arrives: the re-plan shows what moves before anything does, then applies it.
  await o.getByRole('button', { name: 'Agregar árbitro' }).click();
  const second = o.getByRole('dialog', { name: 'Agregar árbitro' });
  await second.getByLabel('Nombre').fill('Beto Pito');
  await second.getByRole('button', { name: 'Guardar' }).click();
  await expect(o.getByTestId('referees')).toContainText('Beto Pito');
  await o.getByRole('button', { name: 'Re-programar lo no jugado' }).click();
  const replan = o.getByRole('dialog', { name: 'Re-programar lo no jugado' });
  await expect(replan.getByTestId('replan-preview')).toContainText(/Se mueven? \d+ partidos?:/);
  await expect(replan.getByTestId('replan-preview')).toContainText('Beto Pito');
  await replan.getByRole('button', { name: 'Aplicar cambios' }).click();
  await expect(replan).toBeHidden();
  await expect(o.getByTestId('schedule-result')).toContainText(/\d+ partidos? programados?\./);
  await expect(o.getByTestId('schedule-referee-limit')).toHaveCount(0);

  // The day's board: a column per pitch, public.
  await o.getByRole('link', { name: 'Ver cartelera' }).click();
  const board = o.getByTestId('board');
  await expect(board.getByRole('heading', { name: /Cancha 1/ })).toBeVisible();
  await expect(board.getByTestId('board-match')).toHaveCount(2);
  await expect(board.getByTestId('board-match').first()).toContainText(/Árbitro: (Ana Silbato|Beto Pito)/);
  await expectNoSidewaysScroll(o);

  // At the pitch: the match moves to the nearest free slot, once the organiser confirms where to.
  const { rounds } = await ok<{
    rounds: { matches: { id: string; roundId: string; time: string; date: string }[] }[];
  }>(api.get(`/api/v1/rounds/${tournamentId}`));
  const m = rounds[0]!.matches[0]!;
  await o.goto(`/tournament-creator/fixture/match-detail/${m.roundId}?matchId=${m.id}`);
  await expect(o.getByTestId('match-referee')).toContainText(/Ana Silbato|Beto Pito/);
  await o.getByTestId('free-slots-open').click();
  const slots = o.getByTestId('free-slots');
  const first = slots.getByRole('button').first();
  const label = (await first.textContent()) ?? '';
  const time = label.match(/\d{2}:\d{2}/)?.[0] ?? '';
  expect(time).not.toBe('');
  await first.click();
  const confirm = o.getByRole('dialog', { name: '¿Mover el partido?' });
  await expect(confirm).toContainText(`a las ${time}`);
  await confirm.getByRole('button', { name: 'Mover partido' }).click();
  await expect(o.getByText('Partido movido. Los equipos y el árbitro reciben el aviso.')).toBeVisible();
  await expect(o.getByTestId('match-schedule')).toContainText(`${time} hs`);
  expect(teams.length).toBe(4);
  await expectNoSidewaysScroll(o);
});

// A club's TV (issue 42): the board alone in large type, with no site header, footer or cookie banner, and a
// result recorded at the pitch shows on it within seconds, with no reload.
test.describe('the board on a TV', () => {
  test.use({ acceptCookies: false });

  test('shows the day alone and follows a result live @desktop', async ({ browser, baseURL }) => {
    test.slow();
    const { creator, tournamentId } = await knockoutWithTeams(browser, baseURL!, 4, [], {
      type: 'LEAGUE',
      totalTeams: 4,
    });
    const api = creator.context.request;
    const venue = await ok<{ pitches: { id: string }[] }>(
      api.post('/api/v1/venues', {
        data: {
          name: 'Complejo La Tele',
          address: 'Córdoba, Argentina',
          pitches: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }],
        },
      }),
    );
    await ok(
      api.put(`/api/v1/tournaments/${tournamentId}`, {
        data: {
          pitchIds: venue.pitches.map((p) => p.id),
          matchWindows: [{ day: 'SATURDAY', from: '09:00', to: '13:00' }],
        },
      }),
    );
    // With pitches, generating places the league on them at once.
    await ok(api.post(`/api/v1/match/${tournamentId}/generate-round`, { data: {} }));

    const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'es-AR' });
    const tv = await tvContext.newPage();
    await tv.goto(`/cartelera/${tournamentId}?tv=1`);
    const board = tv.getByTestId('board');
    await expect(board).toHaveAttribute('data-tv', '');
    await expect(tv.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(board.getByRole('region', { name: 'Cancha 1' })).toBeVisible();
    await expect(board.getByRole('region', { name: 'Cancha 2' })).toBeVisible();
    await expect(tv.getByTestId('now-next')).toContainText('A continuación');
    await expect(tv.getByRole('button', { name: 'Pantalla completa' })).toBeVisible();
    // Only the board: no header, footer or cookie banner.
    await expect(tv.getByRole('link', { name: 'Cancha, inicio' })).toHaveCount(0);
    await expect(tv.getByRole('contentinfo')).toHaveCount(0);
    await expect(tv.getByRole('button', { name: 'Aceptar' })).toHaveCount(0);

    // The organiser records the first match's result; the TV shows it without a reload.
    const first = board.getByTestId('board-match').first();
    await expect(first).toHaveAttribute('data-status', 'SCHEDULED');
    type Side = { name: string } | null;
    const { rounds } = await ok<{
      rounds: { matches: { id: string; time: string; teamOne: Side; teamTwo: Side }[] }[];
    }>(api.get(`/api/v1/rounds/${tournamentId}`));
    const shown = (await first.textContent()) ?? '';
    const match = rounds
      .flatMap((r) => r.matches)
      .find(
        (m) =>
          m.teamTwo &&
          shown.startsWith(m.time) &&
          shown.includes(m.teamOne!.name) &&
          shown.includes(m.teamTwo.name),
      )!;
    await tv.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await ok(
      api.put(`/api/v1/soccer-match/${match.id}`, {
        data: { teamOneScore: 3, teamTwoScore: 1, status: 'COMPLETED' },
      }),
    );
    await expect(board.getByTestId('board-score').first()).toHaveText('3 - 1');
    expect(await tv.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await tvContext.close();
  });
});
