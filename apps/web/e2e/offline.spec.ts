import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// The installed app (docs/decisions/016-follow-and-share.md): these journeys let the service worker run.
test.use({ serviceWorkers: 'allow' });

/** What the phone kept for use without signal (features/pwa/kept-data.ts), read from IndexedDB. */
function keptQueries(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('cancha-kept');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('queries')) return resolve([]);
          const read = db.transaction('queries').objectStore('queries').get('client');
          read.onsuccess = () => {
            const client = read.result as
              | { clientState: { queries: { queryKey: [string[]] }[] } }
              | undefined;
            resolve(client ? client.clientState.queries.map((q) => q.queryKey[0].join('.')) : []);
            db.close();
          };
        };
      }),
  );
}

test('without signal the app opens with the next match and the standings as last seen, and forgets them on sign-out', async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page, 'jugador@cancha.demo', 'cancha123');
  await expect(page).toHaveURL(/\/player$/);
  const next = page.getByTestId('next-matches');
  await expect(next).toContainText('Alta Córdoba FC');
  await expect(next).toContainText('Los Pibes de Córdoba');
  // The worker installs once the page has settled, and keeps the app's code.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await page.getByRole('link', { name: 'Torneos' }).first().click();
  await page
    .getByRole('link', { name: /Liga de Primavera/ })
    .first()
    .click();
  await expect(page).toHaveURL(/tournament\?tournamentId=/);
  const standings = page.getByRole('table').first();
  await expect(standings).toContainText('Alta Córdoba FC');
  const table = (await standings.textContent()) ?? '';
  await expect
    .poll(() => keptQueries(page), { timeout: 10_000 })
    .toEqual(expect.arrayContaining(['user.me', 'matches.myNext', 'fixtures.statistics']));

  // At the pitch: no signal. The page reloads from the phone.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('table').first()).toHaveText(table);
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText(/Sin conexión: datos de hace (menos de un minuto|\d+ minutos?)\./);
  await page.getByRole('link', { name: 'Inicio' }).first().click();
  await expect(page).toHaveURL(/\/player$/);
  await expect(next).toContainText('Alta Córdoba FC');
  await expect(next).toContainText('Los Pibes de Córdoba');

  // The signal is back; signing out leaves nothing of the user on the phone.
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => keptQueries(page)).toEqual([]);
});

test('pages opened by full loads (links from WhatsApp) each stay in the copy kept for use without signal', async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page, 'jugador@cancha.demo', 'cancha123');
  await expect(page).toHaveURL(/\/player$/);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.goto('/player/tournaments-arena');
  const href = await page
    .getByRole('link', { name: /Liga de Primavera/ })
    .first()
    .getAttribute('href');
  const tournamentId = new URL(href!, 'http://x').searchParams.get('tournamentId')!;
  const tournament = `/player/tournaments-arena/tournament?tournamentId=${tournamentId}`;

  // A link opened from a chat: a full load of the tournament page, saved as soon as its data is there.
  await page.goto(tournament);
  const standings = page.getByRole('table').first();
  await expect(standings).toContainText('Alta Córdoba FC');
  const table = (await standings.textContent()) ?? '';
  await expect
    .poll(() => keptQueries(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['fixtures.statistics']));
  // Then the home, by another full load: its answers join the tournament's instead of replacing them.
  await page.goto('/player');
  await expect(page.getByTestId('next-matches')).toContainText('Alta Córdoba FC');
  await expect
    .poll(() => keptQueries(page), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(['matches.myNext', 'fixtures.statistics']));

  await context.setOffline(true);
  await page.goto(tournament);
  await expect(page.getByRole('table').first()).toHaveText(table);
  await expect(page.getByTestId('offline-notice')).toBeVisible();
  await context.setOffline(false);
});

test('a chat message typed without signal waits on the phone and is sent once when the signal is back', async ({
  page,
  context,
}) => {
  test.slow();
  await signIn(page, 'jugador@cancha.demo', 'cancha123');
  await expect(page).toHaveURL(/\/player$/);
  await page.goto('/player/teams');
  await page
    .getByRole('link', { name: /Los Pibes de Córdoba/ })
    .first()
    .click();
  await page.getByTestId('chat-button').click();
  const chat = page.getByRole('dialog');
  const log = chat.getByTestId('chat-messages');
  await expect(chat.getByPlaceholder('Escribe tu mensaje...')).toBeVisible();

  await context.setOffline(true);
  const text = `Sin señal en la cancha ${Date.now().toString(36)}`;
  await chat.getByPlaceholder('Escribe tu mensaje...').fill(text);
  await chat.getByRole('button', { name: 'Enviar mensaje' }).click();
  const pending = chat.getByTestId('chat-pending');
  await expect(pending).toContainText(text);
  await expect(pending).toContainText('Se envía cuando vuelva la señal');
  await expect(chat.getByPlaceholder('Escribe tu mensaje...')).toHaveValue('');

  await context.setOffline(false);
  await expect(pending).toHaveCount(0);
  await expect(log.getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
  // Stored once: the conversation read afresh has it once.
  await page.reload();
  await page.getByTestId('chat-button').click();
  await expect(page.getByRole('dialog').getByTestId('chat-message').filter({ hasText: text })).toHaveCount(1);
});
