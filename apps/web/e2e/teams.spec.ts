import { choose, confirmationLinkTo, expect, freshEmail, lastMailTo, newPlayer, test } from './fixtures';

test('a captain creates a team, a team-mate accepts the invitation, the captain saves a lineup and hands over the captaincy @desktop', async ({
  browser,
  baseURL,
}) => {
  const ana = await newPlayer(browser, baseURL!, { fullname: 'Ana', lastname: 'Capitana' });
  const bea = await newPlayer(browser, baseURL!, { fullname: 'Bea', lastname: 'Delantera' });
  const teamName = `Las Pumas ${Date.now().toString(36)}`;

  // Ana creates the team from the empty list.
  const a = ana.page;
  await a.goto('/player/teams');
  await expect(a.getByText('¡Aún no formas parte de ningún equipo!')).toBeVisible();
  await a.getByRole('button', { name: 'Crear equipo' }).first().click();
  const create = a.getByRole('dialog');
  await create.getByLabel('Nombre del equipo').fill(teamName);
  // The location suggests real places as she types.
  await create.getByLabel('Ubicación', { exact: true }).fill('Villa Carlos');
  await a.getByRole('option', { name: /Villa Carlos Paz/ }).click();
  await expect(create.getByLabel('Ubicación', { exact: true })).toHaveValue(/^Villa Carlos Paz, Córdoba/);
  await create.getByLabel('Género').click();
  await a.getByRole('option', { name: 'Femenino' }).click();
  await create.getByRole('button', { name: 'Crear equipo' }).click();
  await expect(a.getByText('Equipo creado con exito')).toBeVisible();
  await expect(a.getByRole('heading', { name: teamName })).toBeVisible();
  await expect(a.getByText('Herramientas del capitán')).toBeVisible();
  // Its place is on the map, drawn from the (local) tile server.
  await expect(a.getByRole('region', { name: /^Mapa: Villa Carlos Paz/ })).toBeVisible();
  await expect(a.locator('.leaflet-tile-loaded').first()).toBeAttached();
  await expect(a.getByText('Cargando mapa...')).toHaveCount(0);

  // She invites Bea by e-mail; a malformed address is refused first.
  const invite = a.getByLabel('Email del jugador');
  await invite.fill('bea@sin-punto');
  await a.getByRole('button', { name: 'Invitar', exact: true }).click();
  await expect(a.getByText('Formato de email invalido')).toBeVisible();
  await invite.fill(bea.email);
  await a.getByRole('button', { name: 'Invitar', exact: true }).click();
  await expect(a.getByRole('listitem').filter({ hasText: bea.email })).toBeVisible();

  // Bea accepts from her invitations page and finds the team in 'Mis equipos'.
  const b = bea.page;
  await b.goto('/player/teams/invitation-notification');
  await expect(b.getByRole('heading', { name: 'Invitaciones a equipos' })).toBeVisible();
  await b.getByRole('button', { name: `Aceptar la invitación de ${teamName}` }).click();
  await expect(b.getByText('Invitación aceptada correctamente')).toBeVisible();
  await b.goto('/player/teams');
  await b
    .getByRole('link', { name: new RegExp(teamName) })
    .first()
    .click();
  await expect(b.getByRole('heading', { name: teamName })).toBeVisible();
  await expect(b.getByText('Herramientas del capitán')).toHaveCount(0);

  // Ana saves a lineup: with nothing saved it starts from the default formation of the squad.
  await a.reload();
  await a.getByRole('button', { name: 'Alineación' }).click();
  const lineup = a.getByRole('dialog');
  await expect(lineup.getByText('No hay formaciones guardadas')).toBeVisible();
  const save = lineup.getByRole('button', { name: 'Guardar formación' });
  await expect(save).toBeDisabled();
  await lineup.getByLabel('Formación').click();
  await a.getByRole('option', { name: '3-3-2' }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(a.getByText('Formación guardada.')).toBeVisible();
  await a.keyboard.press('Escape');

  // Bea sees the saved lineup, read-only.
  await b.reload();
  await b.getByRole('button', { name: 'Alineación' }).click();
  await expect(b.getByRole('dialog').getByText('No hay formaciones guardadas')).toHaveCount(0);
  await expect(b.getByRole('dialog').getByRole('button', { name: 'Guardar formación' })).toHaveCount(0);
  await b.keyboard.press('Escape');

  // Ana hands the captaincy to Bea and loses the captain tools.
  await a.getByRole('button', { name: 'Cambiar capitán' }).click();
  const captain = a.getByRole('dialog');
  await expect(captain.getByText('Perderás el control del equipo.')).toBeVisible();
  await captain.getByRole('radio', { name: /Bea Delantera/ }).click();
  await captain.getByRole('button', { name: 'Confirmar cambio' }).click();
  await expect(a.getByText('Herramientas del capitán')).toHaveCount(0);
  await b.reload();
  await expect(b.getByText('Herramientas del capitán')).toBeVisible();

  await ana.context.close();
  await bea.context.close();
});

test('a player finds teams nearby and filters them by distance and name', async ({ browser, baseURL }) => {
  // The demo data places teams around Córdoba; this player lives there too.
  const eva = await newPlayer(browser, baseURL!, {
    fullname: 'Eva',
    lastname: 'Cercana',
    location: 'Córdoba',
  });
  const p = eva.page;
  await p.goto('/player/teams');
  const nearby = p.getByRole('region', { name: 'Equipos cercanos' });
  // Other journeys add teams around Córdoba too: each check narrows by name first.
  const search = nearby.getByLabel('Buscar por nombre');
  await search.fill('Atlético');
  await expect(nearby.getByText('Atlético Nueva Córdoba')).toBeVisible();
  await search.fill('Unidos de');
  await expect(nearby.getByText('Unidos de Rosario')).toBeVisible();
  // Rosario is some 400 km away: 'Cerca' leaves it out.
  await nearby.getByRole('button', { name: /Cerca/ }).click();
  await expect(nearby.getByRole('button', { name: /Cerca/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(nearby.getByText('Unidos de Rosario')).toHaveCount(0);
  await search.fill('pibes');
  await expect(nearby.getByText('Atlético Nueva Córdoba')).toHaveCount(0);
  await expect(nearby.getByText('Los Pibes de Córdoba')).toBeVisible();
  await eva.context.close();
});

test('an invitation to an address with no account waits for it to sign up and confirm it', async ({
  browser,
  baseURL,
  page,
}) => {
  const cata = await newPlayer(browser, baseURL!, { fullname: 'Cata', lastname: 'Capitana' });
  const api = cata.context.request;
  const created = await api.post('/api/v1/team', {
    data: { name: `Las Teros ${Date.now().toString(36)}`, location: 'Rosario', genderTeam: 'FEMALE' },
  });
  const { team } = await created.json();
  const newcomer = freshEmail('nueva');
  expect(
    (await api.post('/api/v1/invitations', { data: { playerEmail: newcomer, teamId: team.id } })).status(),
  ).toBe(201);

  // The e-mail sends her to sign up, with her address already filled in.
  const mail = await lastMailTo(page, newcomer);
  const link = new URL(mail.text.match(/https?:\/\/\S+\/register\S*/)![0]);
  await page.goto(link.pathname + link.search);
  await expect(page.getByLabel('Email')).toHaveValue(newcomer);
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto1');
  await choose(page, 'Género', 'Femenino');
  await page.getByLabel('Fecha de nacimiento').pressSequentially('01021996');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Contraseña', { exact: true }).fill('secreto1');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.getByRole('radio', { name: /Jugador/ }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/player$/);

  // Typing an address is not owning it: the invitation waits until she opens the link e-mailed to it.
  await expect(page.getByTestId('confirm-email-notice')).toContainText(newcomer);
  await page.goto(await confirmationLinkTo(page, newcomer));
  await expect(page).toHaveURL(/\/email-confirmed\?result=CONFIRMED$/);
  await expect(page.getByRole('heading', { name: 'Email confirmado' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir a mi inicio' }).click();
  await expect(page).toHaveURL(/\/player$/);
  await expect(page.getByTestId('confirm-email-notice')).toHaveCount(0);

  await page.goto('/player/teams/invitation-notification');
  await page.getByRole('button', { name: `Aceptar la invitación de ${team.name}` }).click();
  await expect(page.getByText('Invitación aceptada correctamente')).toBeVisible();
  await cata.context.close();
});
