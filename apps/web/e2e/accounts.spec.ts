import {
  confirmationLinkTo,
  expect,
  freshEmail,
  lastMailTo,
  newPlayer,
  register,
  signIn,
  test,
} from './fixtures';

test('a visitor signs up, chooses the player role, completes the profile and reaches home @desktop', async ({
  page,
}) => {
  const email = freshEmail('ana');
  await register(page, email, 'secreto1');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByTestId('account-created')).toContainText('Tu cuenta está creada.');

  await page.getByLabel('Contraseña', { exact: true }).fill('secreto1');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/role-user/);

  await page.getByRole('radio', { name: /Jugador/ }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/player$/);
  await expect(page.getByTestId('completion-notice')).toBeVisible();
  await expect(page.getByText('Completa tus datos para usar la app.')).toBeVisible();
  // The bottom menu stays visible but leads nowhere until the profile is complete.
  await expect(page.getByTestId('player-bottom-nav')).toHaveAttribute('data-disabled', 'true');
  await expect(page.getByRole('link', { name: 'Mi equipo' })).toHaveAttribute('aria-disabled', 'true');

  await page.getByRole('link', { name: 'Completar' }).click();
  await expect(page).toHaveURL(/\/player\/profile/);
  await page.getByLabel('Nombre', { exact: true }).fill('Ana');
  await page.getByLabel('Apellido').fill('Pérez');
  await page.getByRole('button', { name: /Guardar/ }).click();
  await expect(page.getByText('Tus datos se guardaron.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menú de usuario' })).toContainText('AP');

  await page.goto('/player');
  await expect(page.getByTestId('completion-notice')).toHaveCount(0);
  await expect(page.getByTestId('player-bottom-nav')).not.toHaveAttribute('data-disabled');
  await page.getByRole('link', { name: 'Mi equipo' }).click();
  await expect(page).toHaveURL(/\/player\/teams/);
});

// A 1×1 PNG, and a text file that only pretends to be one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const FAKE_PNG = Buffer.from('<script>alert(1)</script>');

test('the profile photo is checked by its content and shown once saved', async ({ page }) => {
  const email = freshEmail('gala');
  await register(page, email, 'secreto1');
  await signIn(page, email, 'secreto1');
  await page.getByRole('radio', { name: /Jugador/ }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/player$/);
  await page.goto('/player/profile');
  const photo = page.locator('input[type="file"]');

  await photo.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: FAKE_PNG });
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Archivo no válido')).toBeVisible();

  await photo.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Tus datos se guardaron.')).toBeVisible();
  const avatar = page.getByTestId('avatar-menu').locator('img');
  await expect(avatar).toHaveAttribute('src', /\/uploads\//);
  const src = await avatar.getAttribute('src');
  const res = await page.request.get(src!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
});

test('a new e-mail address asks for the password and takes effect from the link sent to it', async ({
  browser,
  baseURL,
}) => {
  const ema = await newPlayer(browser, baseURL!, { fullname: 'Ema', lastname: 'Mudanza' });
  const page = ema.page;
  const newAddress = freshEmail('ema.nueva');
  await page.goto('/player/profile');
  await page.getByLabel('Email').fill(newAddress);
  const password = page.getByLabel('Tu contraseña', { exact: true });
  await expect(password).toBeVisible();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Escribe tu contraseña actual para cambiar el email.')).toBeVisible();
  await password.fill('otra-cosa');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('La contraseña actual es incorrecta.')).toBeVisible();
  await password.fill('secreto1');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(
    page.getByText(`Te enviamos un enlace a ${newAddress}: el email cambia cuando lo abras.`),
  ).toBeVisible();
  // Nothing changes until the new address is proven; the old one keeps working meanwhile.
  await expect(page.getByLabel('Email')).toHaveValue(ema.email);
  await expect(page.getByTestId('confirm-email-notice')).toContainText(newAddress);

  await page.goto(await confirmationLinkTo(page, newAddress));
  await expect(page).toHaveURL(/\/email-confirmed\?result=CHANGED$/);
  await expect(page.getByText('Listo: tu cuenta ahora usa tu nuevo email.', { exact: false })).toBeVisible();
  await page.goto('/player/profile');
  await expect(page.getByLabel('Email')).toHaveValue(newAddress);
  await expect(page.getByTestId('confirm-email-notice')).toHaveCount(0);
  expect((await lastMailTo(page, ema.email)).subject).toBe('El email de tu cuenta de Cancha cambió');
  await ema.context.close();
});

test('a wrong password says so and keeps the visitor on the sign-in page', async ({ page }) => {
  const email = freshEmail('bruno');
  await register(page, email, 'secreto1');
  await signIn(page, email, 'otraclave');
  await expect(page.getByText('Email o contraseña incorrectos.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a forgotten password is reset through the e-mailed link @desktop', async ({ page }) => {
  const email = freshEmail('carla');
  await register(page, email, 'secreto1');

  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recover-password/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();

  const mail = await lastMailTo(page, email);
  const link = mail.text.match(/https?:\/\/\S+new-password\S*/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('nuevaclave9');
  await page.getByLabel('Repite la contraseña').fill('nuevaclave9');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('heading', { name: 'Contraseña actualizada' })).toBeVisible();

  // The link works once; the old password no longer does, the new one does.
  await signIn(page, email, 'secreto1');
  await expect(page.getByText('Email o contraseña incorrectos.')).toBeVisible();
  await signIn(page, email, 'nuevaclave9');
  await expect(page).toHaveURL(/\/role-user/);
});

test('an unknown address gets the same answer as a registered one, and no e-mail', async ({ page }) => {
  const email = freshEmail('nadie');
  await page.goto('/recover-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status')).toContainText(`Si hay una cuenta con ${email}`);
  const outbox = (await (await page.request.get('/dev/outbox/json')).json()) as { to: string }[];
  expect(outbox.some((m) => m.to === email)).toBe(false);
});

test('the interface speaks Spanish, English and Portuguese, and remembers the choice', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  await page.getByTestId('locale-switch').click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.getByTestId('locale-switch').click();
  await page.getByRole('menuitemradio', { name: 'Português' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  // Errors follow the language too.
  const email = freshEmail('dora');
  await page.request.post('/api/v1/auth/signup', {
    data: { email, password: 'secreto1', userGender: 'FEMALE', birthdate: '1990-01-01' },
  });
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill('errada99');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
});

test('private areas send a logged-out visitor to sign in', async ({ page }) => {
  for (const path of ['/player', '/player/profile', '/tournament-creator', '/role-user', '/admin/users']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/login/);
  }
});

test('a signed-in player cannot open the creator area, and signing out ends the session', async ({
  page,
}) => {
  const email = freshEmail('eva');
  await register(page, email, 'secreto1');
  await signIn(page, email, 'secreto1');
  await page.getByRole('radio', { name: /Jugador/ }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/player$/);

  await page.goto('/tournament-creator');
  await expect(page).toHaveURL(/\/player$/);
  await page.goto('/role-user');
  await expect(page).toHaveURL(/\/player$/);

  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).not.toHaveURL(/\/player/);
  await page.goto('/player');
  await expect(page).toHaveURL(/\/login/);
});

test('a tournament creator reaches the creator home @desktop', async ({ page }) => {
  const email = freshEmail('fede');
  await register(page, email, 'secreto1');
  await signIn(page, email, 'secreto1');
  await page.getByRole('radio', { name: /Creador de torneos/ }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page).toHaveURL(/\/tournament-creator$/);
  await expect(page.getByTestId('completion-notice')).toBeVisible();
  await page.goto('/player');
  await expect(page).toHaveURL(/\/tournament-creator$/);
});

test('the site owner of the demo sees the registered users; others are sent away', async ({ page }) => {
  await signIn(page, 'duena@cancha.demo', 'cancha123');
  // Wait for the sign-in to land before leaving the page, or the navigation would cancel it.
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/admin/users');
  await expect(page.getByTestId('users-total')).toHaveText(/\d+ usuarios registrados/);
  const total = Number.parseInt((await page.getByTestId('users-total').textContent()) ?? '', 10);
  // The demo's eight accounts, plus whoever the other journeys registered.
  expect(total).toBeGreaterThanOrEqual(8);
  await expect(page.getByText('jugador@cancha.demo')).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'jugador@cancha.demo', 'cancha123');
  await expect(page).toHaveURL(/\/player/);
  await page.goto('/admin/users');
  await expect(page).not.toHaveURL(/\/admin\/users/);
});

test.describe('cookie banner', () => {
  test.use({ acceptCookies: false });
  test('is in the page the server sends, asks once, and stays answered after a reload @desktop', async ({
    page,
  }) => {
    const response = await page.goto('/');
    // Drawn by the server, so it shows with the first paint; the app takes that one over instead of drawing a
    // second (components/cookie-banner.tsx).
    expect(await response?.text()).toContain('id="static-cookie-banner"');
    await expect(page.getByRole('region', { name: 'Usamos cookies' })).toHaveCount(1);
    await expect(page.locator('#static-cookie-banner')).toBeVisible();
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByRole('button', { name: 'Aceptar' })).toHaveCount(0);
    // Answered in the page: no reload.
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    await page.reload();
    await expect(page.getByText('Usamos cookies')).toHaveCount(0);
  });

  test('the link to the policy stays in the app', async ({ page }) => {
    await page.goto('/explore-tournaments');
    // Once the app has drawn the page it has taken the server's banner over; a tap before that is an ordinary link.
    await expect(page.getByRole('heading', { name: 'Explorar torneos', level: 1 })).toBeVisible();
    await page.evaluate(() => {
      (window as { stayed?: boolean }).stayed = true;
    });
    await page.getByRole('region', { name: 'Usamos cookies' }).getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Política de cookies', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('"Aceptar" still answers it, back on the same page', async ({ page, context }) => {
      await page.goto('/explore-tournaments?q=copa');
      await page.getByRole('button', { name: 'Aceptar' }).click();
      await expect(page).toHaveURL(/\/explore-tournaments\?q=copa$/);
      await expect(page.getByText('Usamos cookies')).toHaveCount(0);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'cookiesAccepted')?.value).toBe('true');
      // Without scripts the app itself never starts (its splash stays): nothing more to check on this page.
      await page.close();
    });
  });

  test('speaks the language the visitor chose, from the first paint', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
    await context.addInitScript(() => localStorage.setItem('locale', 'en'));
    const response = await page.goto('/login');
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('We use cookies');
    await expect(page.getByRole('region', { name: 'We use cookies' })).toBeVisible();
    await expect(page.locator('#static-cookie-banner')).toHaveAttribute('data-locale', 'en');
    // Another language chosen in the app: the banner follows it.
    await page.getByTestId('locale-switch').click();
    await page.getByRole('menuitemradio', { name: 'Português' }).click();
    await expect(page.getByRole('region', { name: 'Usamos cookies' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aceitar' })).toBeVisible();
    await expect(page.locator('#static-cookie-banner')).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('br');
  });

  test("sits above a player's bottom menu from the first paint, and never moves", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await newPlayer(browser, baseURL!, { fullname: 'Carla', lastname: 'Banner' });
    await context.clearCookies({ name: 'cookiesAccepted' });
    // The page as the server drew it, before any script: the banner's place.
    const drawn = await context.newPage();
    await drawn.route('**/assets/*.js', (route) => route.abort());
    await drawn.goto('/player/');
    const before = await drawn.locator('#static-cookie-banner').boundingBox();
    await drawn.close();
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as { shifts?: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          sources: { node?: Node | null }[];
        })[]) {
          for (const source of entry.sources) {
            const el = source.node instanceof Element ? source.node : source.node?.parentElement;
            if (el?.closest('#static-cookie-banner, [aria-labelledby="cookie-banner-title"]'))
              shifts.push(el.outerHTML.slice(0, 80));
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/player/');
    const nav = page.getByTestId('player-bottom-nav');
    await expect(nav).toBeVisible();
    const banner = page.getByRole('region', { name: 'Usamos cookies' });
    const after = await banner.boundingBox();
    expect(after).toEqual(before);
    const navBox = await nav.boundingBox();
    // Over the menu's top border at most.
    expect(Math.abs(after!.y + after!.height - navBox!.y)).toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => (window as { shifts?: string[] }).shifts)).toEqual([]);
    await context.close();
  });
});
