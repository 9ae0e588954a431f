import { expect, newPlayer, ok, test } from './fixtures';

test('a notification reaches the bell without reloading, and two team-mates chat live @desktop', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const ana = await newPlayer(browser, baseURL!, { fullname: 'Ana', lastname: 'Charla' });
  const bea = await newPlayer(browser, baseURL!, { fullname: 'Bea', lastname: 'Charla' });
  const teamName = `Charlatanas ${Date.now().toString(36)}`;
  const { team } = await ok<{ team: { id: string } }>(
    ana.context.request.post('/api/v1/team', {
      data: { name: teamName, location: 'Córdoba', genderTeam: 'FEMALE' },
    }),
  );

  // Bea waits on her home; Ana's invitation lights her bell at once.
  const b = bea.page;
  await b.goto('/player');
  const bell = b.getByTestId('notification-bell');
  await expect(bell).toHaveAccessibleName('Notificaciones');
  await ok(
    ana.context.request.post('/api/v1/invitations', {
      data: { playerEmail: bea.email, teamId: team.id, locale: 'es' },
    }),
  );
  await expect(bell).toHaveAccessibleName(/1 sin leer/);
  await bell.click();
  await expect(b.getByText(`Ana Charla te invitó a unirte a ${teamName}.`)).toBeVisible();
  await b.getByText(`Ana Charla te invitó a unirte a ${teamName}.`).click();
  await expect(b).toHaveURL(/\/player\/teams\/invitation-notification$/);
  await expect(bell).toHaveAccessibleName('Notificaciones');
  await b.getByRole('button', { name: `Aceptar la invitación de ${teamName}` }).click();
  await expect(b.getByText('Invitación aceptada correctamente')).toBeVisible();

  // Both open the team chat; what one writes appears in the other's browser.
  const a = ana.page;
  await a.goto(`/player/teams/${team.id}`);
  await a.getByTestId('chat-button').click();
  const aChat = a.getByRole('dialog');
  await expect(aChat.getByText('Todavía no hay mensajes.')).toBeVisible();
  await b.goto(`/player/teams/${team.id}`);
  await b.getByTestId('chat-button').click();
  const bChat = b.getByRole('dialog');
  await expect(bChat.getByText('Todavía no hay mensajes.')).toBeVisible();

  await aChat.getByPlaceholder('Escribe tu mensaje...').fill('¿Entrenamos el jueves a las 20?');
  await aChat.getByPlaceholder('Escribe tu mensaje...').press('Enter');
  await expect(bChat.getByRole('log', { name: 'Mensajes' })).toContainText(
    '¿Entrenamos el jueves a las 20?',
    {
      timeout: 3000,
    },
  );
  await expect(bChat.getByRole('log', { name: 'Mensajes' })).toContainText('Ana Charla');
  await bChat.getByPlaceholder('Escribe tu mensaje...').fill('<b>Dale</b>, llevo pelotas');
  await bChat.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(aChat.getByRole('log', { name: 'Mensajes' })).toContainText('<b>Dale</b>, llevo pelotas', {
    timeout: 3000,
  });
  // Text stays text: no element was made of it.
  await expect(aChat.locator('b', { hasText: 'Dale' })).toHaveCount(0);
  // A blank message is not sent.
  await aChat.getByPlaceholder('Escribe tu mensaje...').fill('   ');
  await expect(aChat.getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();
});
