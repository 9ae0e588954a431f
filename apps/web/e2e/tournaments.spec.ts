import type { Browser, Page } from '@playwright/test';
import { choose, expect, newPlayer, signIn, skipVideoAd, test } from './fixtures';

/** A date `days` from today as the form's dd/mm/aaaa keystrokes. */
function typedDate(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getDate())}${two(d.getMonth() + 1)}${d.getFullYear()}`;
}

async function demoCaptain(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-AR' });
  await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseURL }]);
  await skipVideoAd(context);
  const page = await context.newPage();
  await signIn(page, 'jugador@cancha.demo', 'cancha123');
  await expect(page).toHaveURL(/\/player$/);
  return page;
}

test('a creator creates a tournament and shares it, a captain registers, the creator approves, the card shows Suscripto @desktop', async ({
  browser,
  baseURL,
}) => {
  test.slow(); // three browsers through the whole cycle
  const creator = await newPlayer(browser, baseURL!, {
    fullname: 'Olga',
    lastname: 'Organiza',
    role: 'ADMIN',
  });
  const name = `Copa Primavera ${Date.now().toString(36)}`;

  // The creator starts from the empty list and opens the creation dialog.
  const o = creator.page;
  await o.goto('/tournament-creator');
  await expect(o.getByText('Aún no tienes torneos creados!')).toBeVisible();
  await o.getByRole('button', { name: 'Crear torneo' }).first().click();
  const form = o.getByRole('dialog');
  const submit = form.getByRole('button', { name: 'Crear torneo' });
  await expect(submit).toBeDisabled();
  await form.getByLabel('Nombre del torneo').fill(name);
  await form.getByLabel('Descripción').fill('Torneo de primavera entre amigos.');
  await choose(o, 'Categoría', 'Amateur');
  await choose(o, /^Género/, 'Mixto');
  await choose(o, 'Tipo de fútbol', 'Fútbol 7');
  await form.getByRole('combobox', { name: 'Ubicación', exact: true }).fill('Villa Carlos');
  await o.getByRole('option', { name: /Villa Carlos Paz/ }).click();
  // A deadline after the start is refused with its reason.
  await form.getByLabel('Cierre de inscripción').pressSequentially(typedDate(20));
  await form.getByLabel('Fecha de inicio').pressSequentially(typedDate(10));
  await expect(
    form.getByText('El cierre de inscripción no puede ser posterior al inicio del torneo.'),
  ).toBeVisible();
  await form.getByLabel('Cierre de inscripción').clear();
  await form.getByLabel('Cierre de inscripción').pressSequentially(typedDate(5));
  await expect(
    form.getByText('El cierre de inscripción no puede ser posterior al inicio del torneo.'),
  ).toHaveCount(0);
  await form.getByLabel('Fecha de fin').pressSequentially(typedDate(60));
  await form.getByRole('button', { name: 'Sábado' }).click();
  await choose(o, 'Cantidad de equipos', /^8$/);
  await choose(o, 'Jugadores por equipo', /^10$/);
  await choose(o, 'Duración del partido', /^50/);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(o.getByText('Torneo creado con éxito.')).toBeVisible();
  await expect(o).toHaveURL(/\/tournament-creator\/tournament\?tournamentId=/);
  await expect(o.getByRole('heading', { name })).toBeVisible();
  await expect(
    o.getByText('Aún no hay equipos registrados. Vuelve pronto para ver las actualizaciones.'),
  ).toBeVisible();

  // It shares the invitation link from the requests page.
  await o.getByRole('link', { name: /Solicitudes/ }).click();
  await expect(o.getByText('¡Aún no tienes solicitudes de inscripción para mostrar!')).toBeVisible();
  await o.getByRole('button', { name: 'Compartir enlace' }).first().click();
  const share = o.getByRole('dialog');
  const link = await share.getByLabel('Enlace del torneo').inputValue();
  expect(link).toMatch(/\/player\/tournaments-arena\/tournament-details\/[\w-]+\?invite=/);
  await o.keyboard.press('Escape');

  // A captain whose only team has one player follows the link: the tournament asks for five.
  const rookie = await newPlayer(browser, baseURL!, { fullname: 'Rita', lastname: 'Novata' });
  const created = await rookie.context.request.post('/api/v1/team', {
    data: { name: `Recién ${Date.now().toString(36)}`, location: 'Córdoba, Argentina', genderTeam: 'MIX' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const r = rookie.page;
  await r.goto(link);
  await expect(r.getByRole('heading', { name })).toBeVisible();
  await r.getByRole('button', { name: 'Únete al torneo' }).click();
  await expect(
    r.getByText('Debes tener al menos un equipo con 5 jugadores para poder inscribirte a este torneo.'),
  ).toBeVisible();
  await expect(r.getByRole('dialog').getByRole('link', { name: 'Crear equipo' })).toBeVisible();

  // The demo captain finds it among the open tournaments and registers Los Pibes.
  const c = await demoCaptain(browser, baseURL!);
  await c.goto('/player/tournaments-arena');
  const open = c.getByRole('region', { name: 'Únete a un torneo' });
  await open.getByRole('link', { name: new RegExp(name) }).click();
  await expect(c.getByRole('heading', { name })).toBeVisible();
  await c.getByRole('button', { name: 'Únete al torneo' }).click();
  const join = c.getByRole('dialog');
  await join.getByRole('radio', { name: /Los Pibes de Córdoba/ }).click();
  await expect(join.getByRole('radio', { name: /Los Pibes de Córdoba/ })).toBeChecked();
  await join.getByRole('button', { name: 'Inscribir equipo' }).click();
  // Back in the arena, its notice says what happens next.
  await expect(c).toHaveURL(/\/player\/tournaments-arena$/);
  await expect(c.getByText(`Enviaste la solicitud para ${name}.`, { exact: false })).toBeVisible();
  const mine = c.getByRole('region', { name: 'Mis torneos' });
  await expect(mine.getByRole('link', { name: new RegExp(name) })).toContainText('PENDIENTE');
  // A pending request hides the tournament from the open list.
  await expect(c.getByRole('region', { name: 'Únete a un torneo' }).getByText(name)).toHaveCount(0);

  // The creator sees the request (with its badge) and approves it once.
  await o.reload();
  await o.keyboard.press('Escape');
  await o.getByRole('button', { name: 'Aceptar la inscripción de Los Pibes de Córdoba' }).click();
  await expect(o.getByText('Inscripción de Los Pibes de Córdoba aceptada.')).toBeVisible();
  await expect(o.getByRole('button', { name: 'Aceptar la inscripción de Los Pibes de Córdoba' })).toHaveCount(
    0,
  );

  // The captain's card now says APROBADO, and the open list marks the tournament 'Suscripto'.
  await c.reload();
  await expect(
    c.getByRole('region', { name: 'Mis torneos' }).getByRole('link', { name: new RegExp(name) }),
  ).toContainText('APROBADO');
  const card = c
    .getByRole('region', { name: 'Únete a un torneo' })
    .getByRole('link', { name: new RegExp(name) });
  await expect(card.getByLabel('Suscripto')).toBeVisible();
  await card.click();
  await expect(c.getByText('Tu equipo ya forma parte de este torneo.')).toBeVisible();
  await expect(c.getByRole('button', { name: 'Únete al torneo' })).toHaveCount(0);

  // The creator's page lists the team; with a team in it, the tournament cannot be deleted.
  await o.goto('/tournament-creator');
  await o.getByRole('link', { name: new RegExp(name) }).click();
  await expect(o.getByTestId('registered-team').filter({ hasText: 'Los Pibes de Córdoba' })).toBeVisible();
  await expect(o.getByText('1/8').first()).toBeVisible();
});

test('a captain invited by e-mail answers from the home with one of their teams, and the badge counts down @desktop', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const creator = await newPlayer(browser, baseURL!, { fullname: 'Iris', lastname: 'Invita', role: 'ADMIN' });
  const name = `Liga Nocturna ${Date.now().toString(36)}`;
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const created = await creator.context.request.post('/api/v1/tournaments', {
    data: {
      name,
      location: 'Córdoba, Argentina',
      category: 'AMATEUR',
      tournamentGender: 'MIXED',
      typeFutbol: 7,
      type: 'LEAGUE',
      startDate: inDays(20),
      endDate: inDays(60),
      registrationDeadline: inDays(10),
      playingDays: ['WEDNESDAY'],
      matchDuration: 50,
      totalTeams: 6,
      totalPlayers: 12,
      invitationOnly: true,
      status: 'OPEN',
      visibility: 'PUBLIC',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { tournament } = (await created.json()) as { tournament: { id: string } };

  // The creator invites the demo captain from the requests page; a malformed address is refused first.
  const o = creator.page;
  await o.goto(`/tournament-creator/invitations?id=${tournament.id}`);
  const email = o.getByLabel('Email del capitán');
  await email.fill('capitan@sin-punto');
  await o.getByRole('button', { name: 'Invitar', exact: true }).click();
  await expect(o.getByText('Formato de email invalido')).toBeVisible();
  await email.fill('jugador@cancha.demo');
  await o.getByRole('button', { name: 'Invitar', exact: true }).click();
  await expect(o.getByText('Invitación enviada a jugador@cancha.demo.')).toBeVisible();
  await expect(o.getByText('Equipo a confirmar')).toBeVisible();

  // The captain sees the count on the home, opens the dialog and answers with Los Pibes.
  const c = await demoCaptain(browser, baseURL!);
  const button = c.getByRole('button', { name: /Invitaciones a torneos/ });
  await expect(button).toBeVisible();
  const badge = button.getByTestId('tournament-invitations-count');
  const before = Number.parseInt((await badge.textContent()) ?? '', 10);
  expect(before).toBeGreaterThanOrEqual(1);
  await button.click();
  const dialog = c.getByRole('dialog');
  const item = dialog.getByRole('article', { name });
  const accept = item.getByRole('button', { name: `Aceptar la invitación a ${name}` });
  await expect(accept).toBeDisabled();
  await item.getByRole('combobox', { name: 'Equipo a inscribir' }).click();
  await c.getByRole('option', { name: /Los Pibes de Córdoba/ }).click();
  await accept.click();
  await expect(c.getByText(`¡Listo! Tu equipo ya forma parte de ${name}.`)).toBeVisible();
  await expect(dialog.getByRole('article', { name })).toHaveCount(0);
  await c.keyboard.press('Escape');
  if (before === 1) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(new RegExp(`^${before - 1}\\b`));

  // The team is in, and the creator's list shows it accepted.
  await c.goto('/player/tournaments-arena');
  await expect(
    c.getByRole('region', { name: 'Mis torneos' }).getByRole('link', { name: new RegExp(name) }),
  ).toContainText('APROBADO');
  await o.reload();
  await expect(o.getByText('Los Pibes de Córdoba')).toBeVisible();
});
