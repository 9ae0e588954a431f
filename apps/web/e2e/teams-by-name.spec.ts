import { expect, expectNoSidewaysScroll, newPlayer, ok, test } from './fixtures';
import { createLeague } from './tournament-setup';

interface Match {
  id: string;
  teamOneId: string;
  teamTwoId: string | null;
}

// Teams by name (docs/decisions/025) on a phone: an organiser types four teams and a roster into their league,
// with no accounts; a roster player's goal counts under the typed name, and the player who claims the line by
// their address takes the goal to their account, while the team waits for the captain it was handed to.
test('an organiser adds teams and a roster by name, and a player claims their line with its goal', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const organiser = await newPlayer(browser, baseURL!, {
    fullname: 'Olga',
    lastname: 'Organiza',
    role: 'ADMIN',
  });
  const player = await newPlayer(browser, baseURL!, { fullname: 'Bea', lastname: 'Reclama' });
  const api = organiser.context.request;
  const tournament = await createLeague(api, 'Liga del Barrio');

  const o = organiser.page;

  // Four teams typed into the tournament, one of them twice: the preview counts it once and fills the places.
  await o.goto(`/tournament-creator/invitations?id=${tournament.id}`);
  await o.getByRole('button', { name: 'Agregar equipos por nombre' }).click();
  const add = o.getByRole('dialog', { name: 'Agregar equipos por nombre' });
  await add
    .getByLabel('Nombres de los equipos')
    .fill('Los Halcones\nDeportivo Sur\n\nAtlético Norte\nlos halcones\nVilla Esperanza');
  await expect(add.getByTestId('add-teams-summary')).toHaveText('4 equipos · quedan 0 lugares');
  await add.getByRole('button', { name: 'Agregar equipos' }).click();
  await expect(o.getByText('4 equipos agregados al torneo.')).toBeVisible();
  await expect(add).toHaveCount(0);
  await expectNoSidewaysScroll(o);

  // The organiser opens one of them from the approved list and pastes its roster, one line with a problem first.
  await o.getByRole('link', { name: 'Los Halcones' }).first().click();
  await expect(o.getByText('Gestionado por el organizador')).toBeVisible();
  await expect(o.getByText('Este equipo todavía no tiene jugadores.')).toBeVisible();
  await o.getByRole('button', { name: 'Pegar plantel' }).click();
  const paste = o.getByRole('dialog', { name: 'Pegar plantel' });
  const roster = paste.getByLabel('Plantel');
  await roster.fill(
    'Nombre;Número;Email\nJuan Pérez;10\nBeatriz R.;7;bea@sin-punto\nAna Gómez;5\nLu Díaz;9\nTere Sosa;1',
  );
  await expect(paste.getByRole('list', { name: 'Líneas con problemas' })).toContainText(
    'Línea 3: el email no es válido',
  );
  await expect(paste.getByRole('button', { name: 'Agregar al plantel' })).toBeDisabled();
  await roster.fill(
    `Nombre;Número;Email\nJuan Pérez;10\nBeatriz R.;7;${player.email}\nAna Gómez;5\nLu Díaz;9\nTere Sosa;1`,
  );
  await expect(paste.getByText('Se agregarán 5 jugadores')).toBeVisible();
  await paste.getByRole('button', { name: 'Agregar al plantel' }).click();
  await expect(o.getByText(/5 jugadores agregados al plantel\. Enviamos 1 invitación/)).toBeVisible();
  const players = o.getByRole('list', { name: 'Jugadores del plantel' });
  await expect(players.getByRole('listitem')).toHaveCount(5);
  await expect(players.getByRole('listitem').filter({ hasText: 'Beatriz R.' })).toContainText(
    'Invitado a reclamar',
  );
  await expect(players.getByRole('listitem').filter({ hasText: 'Juan Pérez' })).toContainText('Sin cuenta');

  // A typo in a typed name is fixed in place.
  await o.getByRole('button', { name: 'Editar a Lu Díaz' }).click();
  const line = o.getByRole('dialog', { name: 'Editar a Lu Díaz' });
  await line.getByLabel('Nombre').fill('Luz Díaz');
  await line.getByLabel('Número').fill('11');
  await line.getByRole('button', { name: 'Guardar' }).click();
  await expect(line).toHaveCount(0);
  await expect(players.getByRole('listitem').filter({ hasText: 'Luz Díaz' })).toContainText('11');

  // The team is handed to a captain who has not answered yet.
  await o.getByRole('button', { name: 'Entregar a un capitán' }).click();
  const handOver = o.getByRole('dialog', { name: 'Entregar a un capitán' });
  await handOver.getByLabel('Email del capitán').fill('capitana.halcones@example.com');
  await handOver.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(o.getByText('Esperando a capitana.halcones@example.com')).toBeVisible();
  await expectNoSidewaysScroll(o);

  // The league is drawn and Bea's line scores in a finished match, before she has an account on the team.
  await ok(api.post(`/api/v1/match/${tournament.id}/generate-round`, { data: {} }));
  const teamId = new URL(o.url()).pathname.split('/').pop()!;
  const { rounds } = await ok<{ rounds: { matches: Match[] }[] }>(api.get(`/api/v1/rounds/${tournament.id}`));
  const match = rounds
    .flatMap((r) => r.matches)
    .find((m) => m.teamTwoId !== null && (m.teamOneId === teamId || m.teamTwoId === teamId))!;
  const { players: squad } = await ok<{ players: { userId: string; user: { fullname: string | null } }[] }>(
    api.get(`/api/v1/player-team/me?teamId=${teamId}`),
  );
  const bea = squad.find((p) => p.user.fullname === 'Beatriz R.')!;
  await ok(
    api.post('/api/v1/match-events', {
      data: { matchId: match.id, teamId, playerId: bea.userId, type: 'GOAL', minute: 30 },
    }),
  );
  await ok(api.put(`/api/v1/soccer-match/${match.id}`, { data: { status: 'COMPLETED' } }));
  await o.goto(`/tournament-creator/tournament?tournamentId=${tournament.id}`);
  const tables = o.getByTestId('tournament-tables');
  await tables.getByRole('button', { name: 'Goleadores' }).click();
  await expect(tables.getByTestId('scorers-table')).toContainText('Beatriz R.');

  // Bea finds the line waiting for her address, claims it, and the goal is hers.
  const b = player.page;
  await b.goto('/player/teams/invitation-notification');
  await expect(b.getByText(/Olga Organiza te anotó como Beatriz R\. \(#7\) en Los Halcones/)).toBeVisible();
  await b.getByRole('button', { name: 'Aceptar la invitación de Los Halcones' }).click();
  await expect(b.getByText('Invitación aceptada correctamente')).toBeVisible();
  await expectNoSidewaysScroll(b);
  await b.goto(`/player/teams/${teamId}`);
  await expect(b.getByRole('heading', { name: 'Los Halcones' })).toBeVisible();
  await expect(b.getByText('Gestionado por el organizador')).toBeVisible();
  await o.reload();
  await o.getByTestId('tournament-tables').getByRole('button', { name: 'Goleadores' }).click();
  const scorers = o.getByTestId('tournament-tables').getByTestId('scorers-table');
  await expect(scorers).toContainText('Bea Reclama');
  await expect(scorers).not.toContainText('Beatriz R.');
});
