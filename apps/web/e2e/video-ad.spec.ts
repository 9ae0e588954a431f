import { expect, signIn, test } from './fixtures';

test.describe('the video ad never interrupts', () => {
  test.use({ showVideoAd: true });

  test("a creator's working screens never get it, not even right after a save", async ({ page }) => {
    test.slow();
    await signIn(page, 'organizador@cancha.demo', 'cancha123');
    await expect(page).toHaveURL(/\/tournament-creator$/);
    await expect(page.getByRole('heading', { name: 'Lista de torneos' })).toBeVisible();
    // Well past the first minute after signing in, as far as the ad can tell.
    await page.evaluate(() => localStorage.setItem('cancha:signed-in-at', String(Date.now() - 61_000)));
    // The page has settled and more: still no ad over the creator's work.
    await page.waitForTimeout(3_500);
    await expect(page.getByTestId('video-ad')).toHaveCount(0);

    await page.goto('/tournament-creator/profile');
    await page.getByLabel('Apellido').fill('Fernández Paz');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Tus datos se guardaron.')).toBeVisible();
    // A pause in the work, but still the creator's own screen: no ad.
    await page.waitForTimeout(2_000);
    await expect(page.getByTestId('video-ad')).toHaveCount(0);
  });
});
