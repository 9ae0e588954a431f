// A 1×1 green PNG, for the post's image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

import { expect, expectNoSidewaysScroll, newPlayer, signIn, test } from './fixtures';

test('a visitor reads the blog and an article, then switches to English', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByTestId('featured-post')).toBeVisible();
  await expect(page.getByText(/min de lectura/).first()).toBeVisible();
  await page
    .getByRole('link', { name: /Desempates: qué pasa cuando dos equipos/ })
    .first()
    .click();
  await expect(page).toHaveURL(
    /\/blog\/article\/desempates-que-pasa-cuando-dos-equipos-suman-los-mismos-puntos$/,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Desempates: qué pasa cuando dos equipos suman los mismos puntos',
  );
  await expect(page.getByTestId('article-content')).toContainText('fair play');
  await expect(page.getByTestId('related-posts')).toBeVisible();
  await page.getByTestId('locale-switch').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByText(/min read/).first()).toBeVisible();
});

test('a visitor explores a public tournament with its standings and its day’s board, and writes through the contact form', async ({
  page,
}) => {
  await page.goto('/explore-tournaments');
  // Found by its name, as a visitor would: other journeys' public tournaments may fill the first page.
  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill('Liga de Primavera');
  await page
    .getByRole('link', { name: /Liga de Primavera/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Liga de Primavera' })).toBeVisible();
  await expect(page.getByTestId('standings-row')).toHaveCount(4);
  // The wide table scrolls inside its box: the page stays as wide as the phone, so bars fixed to its edges
  // (the cookie banner, the toasts) are not cut off on the right. Checked on a page opened directly, where a
  // phone sizes its viewport to the content it finds.
  await page.reload();
  await expect(page.getByTestId('standings-row')).toHaveCount(4);
  const fixedWidth = await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.cssText = 'position: fixed; left: 0; right: 0; top: 0; height: 1px';
    document.body.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  });
  expect(fixedWidth).toBe(await page.evaluate(() => document.documentElement.getBoundingClientRect().width));
  // The team and its points stay in view however narrow the phone, at either end of the table's sideways scroll.
  for (const width of [412, 390]) {
    await page.setViewportSize({ width, height: 844 });
    for (const end of ['start', 'end'] as const) {
      const outOfView = await page.getByTestId('standings-table').evaluate((table, end) => {
        const scroller = table.parentElement!;
        scroller.scrollLeft = end === 'start' ? 0 : scroller.scrollWidth;
        const box = scroller.getBoundingClientRect();
        return [...table.querySelectorAll('tr')].flatMap((row) =>
          [row.cells[1]!, row.cells[row.cells.length - 1]!]
            .filter((cell) => {
              const r = cell.getBoundingClientRect();
              return r.left < box.left - 1 || r.right > box.right + 1;
            })
            .map((cell) => `${end}: ${cell.textContent}`),
        );
      }, end);
      expect(outOfView, `${width} px: team and points in view`).toEqual([]);
    }
    await expectNoSidewaysScroll(page);
  }
  // Its matches are on the predio's pitches: the day's board, a pitch per tab on a phone.
  await page.getByTestId('public-fixture').getByRole('link', { name: 'Cartelera' }).click();
  const board = page.getByTestId('board');
  await expect(board.getByRole('heading', { name: /Cancha 1/ })).toBeVisible();
  await expect(board.getByRole('heading', { name: /Cancha 2/ })).toBeHidden();
  await board.getByRole('tab', { name: 'Cancha 2' }).click();
  await expect(board.getByRole('heading', { name: /Cancha 2/ })).toBeVisible();
  await expect(board.getByRole('heading', { name: /Cancha 1/ })).toBeHidden();
  await expect(board.getByTestId('board-match')).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  await page.goto('/contact');
  await page.getByLabel('Nombre').fill('Lía');
  await page.getByLabel('Email').fill('lia@sin-punto');
  await page.getByLabel('Mensaje').fill('Quiero sumar mi club a Cancha.');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email').fill('lia@example.com');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('status').first()).toBeVisible();
  // The owners got it by e-mail (the developer outbox stands in for the mail server here).
  await expect
    .poll(async () =>
      ((await (await page.request.get('/dev/outbox/json')).json()) as { text: string }[]).some((m) =>
        m.text.includes('Quiero sumar mi club a Cancha.'),
      ),
    )
    .toBe(true);
});

test('a site owner publishes a post with an image, and readers find it @desktop', async ({ page }) => {
  await signIn(page, 'duena@cancha.demo', 'cancha123');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/posts');
  await expect(page.getByRole('link', { name: 'Gestionar Posts' })).toBeVisible();
  await page.getByRole('link', { name: 'Nuevo post' }).click();
  const title = `Resumen de la fecha ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Título' }).fill(title);
  await page.getByRole('textbox', { name: 'Contenido' }).click();
  await page.keyboard.type('San Vicente sigue puntero tras una fecha pareja.');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'cancha.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('1 min de lectura')).toBeVisible();
  await page.getByRole('button', { name: 'Crear post' }).click();
  await expect(page).toHaveURL(/\/admin\/posts$/);
  await expect(page.getByText(title)).toBeVisible();

  await page.goto('/blog');
  await page
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('img[src^="/uploads/posts/"]').first()).toBeVisible();
});

test('a player subscribes through the sandbox provider and the banner disappears @desktop', async ({
  browser,
  baseURL,
}) => {
  const lola = await newPlayer(browser, baseURL!, { fullname: 'Lola', lastname: 'Suscripta' });
  const p = lola.page;
  await p.goto('/player');
  await expect(p.getByTestId('banner-ad')).toBeVisible();
  await p.getByTestId('avatar-menu').click();
  await p.getByTestId('remove-ads-menu-item').click();
  await expect(p.getByRole('heading', { name: 'Elige tu método de pago' })).toBeVisible();
  await expect(p.getByText('US$ 1.99').first()).toBeVisible();

  // A declined card ends on the rejection page (docs/product/payments-and-ads.md#payment-rejected).
  await p.getByRole('button', { name: /Pagar \(pago de prueba\)/ }).click();
  await expect(p.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
  await p.getByRole('button', { name: 'Simular tarjeta rechazada' }).click();
  await expect(p).toHaveURL(/\/payment-error/);
  await expect(p.getByText('¡Pago rechazado!')).toBeVisible();

  // Another try, approved: the month starts and the ads are gone.
  await p.getByRole('button', { name: 'Elegir otro método de pago' }).click();
  await expect(p.getByRole('heading', { name: 'Pago de prueba' })).toBeVisible();
  await p.getByRole('button', { name: 'Pagar' }).click();
  await expect(p).toHaveURL(/\/payments\/success/);
  await expect(p.getByText(/\d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();
  await p.goto('/player');
  await expect(p.getByRole('heading', { name: /Hola, Lola/ })).toBeVisible();
  await expect(p.getByTestId('banner-ad')).toHaveCount(0);
  await p.goto('/payments/history');
  await expect(p.getByText('Historial de Pagos').first()).toBeVisible();
  await expect(p.getByText(/1[.,]99/).first()).toBeVisible();
});

test.describe('the video ad', () => {
  test.use({ showVideoAd: true });

  test('plays once per session for a non-subscriber and can only be closed after its 15 s countdown', async ({
    page,
  }) => {
    test.slow();
    await signIn(page, 'jugador@cancha.demo', 'cancha123');
    await expect(page).toHaveURL(/\/player$/);
    const ad = page.getByTestId('video-ad');
    // Not in the first minute after signing in: the page settles with no ad over it.
    await page.waitForTimeout(3_500);
    await expect(ad).toHaveCount(0);
    // A minute later (the time the browser noted at sign-in, set back), the next page brings it.
    await page.evaluate(() => localStorage.setItem('cancha:signed-in-at', String(Date.now() - 61_000)));
    await page.reload();
    await expect(ad).toBeVisible();
    const close = page.getByTestId('video-ad-close');
    await expect(close).toBeDisabled();
    await expect(close).toHaveText(/Cerrar en \d+ s/);
    await page.keyboard.press('Escape');
    await expect(ad).toBeVisible();
    await expect(close).toBeEnabled({ timeout: 17_000 });
    await close.click();
    await expect(ad).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('banner-ad')).toBeVisible();
    await expect(ad).toHaveCount(0);
  });
});

test('a first visit draws in the system font, keeps Inter for later, and the next visit starts in it', async ({
  page,
  context,
}) => {
  const bodyFont = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  await page.goto('/about-us');
  await expect(page.locator('html')).not.toHaveAttribute('data-font', /./);
  expect(await bodyFont()).not.toContain('Inter');
  // Once the page has settled the font is fetched and the cookie set; this page's text does not change font.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'font')?.value, { timeout: 15_000 })
    .toBe('inter');
  expect(await bodyFont()).not.toContain('Inter');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-font', 'inter');
  expect(await bodyFont()).toMatch(/^"Inter Variable"/);
  await expect.poll(() => page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
});
