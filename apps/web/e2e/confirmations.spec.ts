import { apiPlayer, expect, test } from './fixtures';
import { knockoutWithTeams } from './tournament-setup';

// Deleting and removing go through one confirmation dialog (components/confirm-dialog.tsx): Cancelar leaves
// everything as it was, a refusal is said inside the dialog, which stays open, and a confirmed action says what
// happened and leaves the screen of what is gone.

test('a team playing a tournament cannot be deleted until the organizer removes it; then the captain deletes it', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const { creator, tournamentId, teams } = await knockoutWithTeams(browser, baseURL!, 2);
  const team = teams[0]!;
  const captain = await team.captain.context.newPage();

  await captain.goto(`/player/teams/${team.id}`);
  await captain.getByRole('button', { name: 'Eliminar equipo' }).click();
  let dialog = captain.getByRole('dialog', { name: '¿Eliminar el equipo?' });
  await expect(dialog).toContainText(team.name);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  await captain.getByRole('button', { name: 'Eliminar equipo' }).click();
  dialog = captain.getByRole('dialog', { name: '¿Eliminar el equipo?' });
  await dialog.getByRole('button', { name: 'Sí, eliminar equipo' }).click();
  await expect(dialog.getByRole('alert')).toContainText('El equipo juega un torneo en curso');
  await expect(dialog).toBeVisible();
  await expect(captain).toHaveURL(new RegExp(`/player/teams/${team.id}$`));
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // The organizer takes the team out from its screen in the tournament.
  const organizer = creator.page;
  await organizer.goto(`/tournament-creator/tournament/team/${team.id}?tournamentId=${tournamentId}`);
  await organizer.getByTestId('remove-team').click();
  const removal = organizer.getByRole('dialog', {
    name: '¿Estás seguro de que deseas eliminar este equipo?',
  });
  await expect(removal).toContainText(team.name);
  await removal.getByRole('button', { name: 'Eliminar Equipo' }).click();
  await expect(organizer.getByText(`${team.name} ya no forma parte del torneo.`)).toBeVisible();
  await expect(organizer).toHaveURL(
    new RegExp(`/tournament-creator/tournament\\?tournamentId=${tournamentId}`),
  );
  await expect(organizer.getByText(team.name)).toHaveCount(0);

  await captain.getByRole('button', { name: 'Eliminar equipo' }).click();
  await captain
    .getByRole('dialog', { name: '¿Eliminar el equipo?' })
    .getByRole('button', { name: 'Sí, eliminar equipo' })
    .click();
  await expect(captain.getByText('Equipo eliminado con éxito')).toBeVisible();
  await expect(captain).toHaveURL(/\/player\/teams$/);
  await expect(captain.getByText(team.name)).toHaveCount(0);
});

test('a player deletes their account after confirming, and lands on the sign-in page', async ({
  browser,
  baseURL,
}) => {
  const player = await apiPlayer(browser, baseURL!, { fullname: 'Dora', lastname: 'Despedida' });
  const page = await player.context.newPage();
  await page.goto('/player/profile');
  await page.getByRole('button', { name: 'Eliminar cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await expect(dialog).toContainText(player.email);
  await dialog.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Tu cuenta fue eliminada.')).toBeVisible();
  // The account is gone: its password no longer opens a session.
  const signIn = await player.api.post('/api/v1/auth/signin', {
    data: { email: player.email, password: 'secreto1' },
  });
  expect(signIn.ok()).toBe(false);
});
