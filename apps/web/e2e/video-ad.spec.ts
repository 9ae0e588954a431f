import { expect, signIn, test } from './fixtures';

test.describe('the video ad never interrupts', () => {
  test.use({ showVideoAd: true });

  test("a creator's working screens get it only right after a save, never on entering", async ({ page }) => {
    test.slow();
    await signIn(page, 'organizador@cancha.demo', 'cancha123');
    await expect(page).toHaveURL(/\/tournament-creator$/);
    await expect(page.getByRole('heading', { name: 'Lista de torneos' })).toBeVisible();
    // The page has settled and more: still no ad over the creator's work.
    await page.waitForTimeout(3_500);
    await expect(page.getByTestId('video-ad')).toHaveCount(0);

    await page.goto('/tournament-creator/profile');
    await page.getByLabel('Apellido').fill('Fernández Paz');
    await page.waitForTimeout(1_000);
    await expect(page.getByTestId('video-ad')).toHaveCount(0);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Tus datos se guardaron.')).toBeVisible();
    // The natural pause: the save is done, nothing is half typed, no dialog is open.
    await expect(page.getByTestId('video-ad')).toBeVisible();
  });
});
