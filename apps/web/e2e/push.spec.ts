import { pushReceiver } from '@cancha/api/push-receiver';
import { apiPlayer, expect, ok, signIn, test } from './fixtures';
import { stubPushManager } from './push-stub';

// Push notifications (docs/decisions/016-follow-and-share.md). Headless Chromium has no push service of its own, so
// the page's PushManager hands out a subscription at a local stand-in push service (start-server.mjs allows its
// origin): the server's real Web Push request lands there and is decrypted with the browser's keys.
test.use({ serviceWorkers: 'allow' });

test('a phone subscribed from the profile is told of an invitation, shows it, and hears nothing once that kind is off', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.slow();
  const receiver = await pushReceiver(Number(new URL(baseURL!).port) + 2);
  try {
    const phone = receiver.browser(`e2e-${Date.now().toString(36)}`);
    await stubPushManager(context, phone.subscription);

    await signIn(page, 'jugador@cancha.demo', 'cancha123');
    await expect(page).toHaveURL(/\/player$/);
    await page.goto('/player/profile');
    const card = page.getByTestId('push-preferences');
    await card.getByLabel('Recibir notificaciones en este dispositivo').click();
    // Subscribing waits for the service worker to install and take the page, which a busy 2-core machine can hold
    // past the default wait; the switch stays disabled until the app says it is done.
    await expect(page.getByText('Este teléfono recibirá tus notificaciones.')).toBeVisible({
      timeout: 30_000,
    });
    await expect(card.getByLabel('Invitaciones a un equipo')).toBeChecked();

    // A captain invites the player: the invitation reaches the phone, in Spanish, leading to the invitations.
    const captain = await apiPlayer(browser, baseURL!, { fullname: 'Ana', lastname: 'Push' });
    const invite = async (name: string) => {
      const { team } = await ok<{ team: { id: string } }>(
        captain.api.post('/api/v1/team', { data: { name, location: 'Córdoba', genderTeam: 'MIX' } }),
      );
      await ok(
        captain.api.post('/api/v1/invitations', {
          data: { playerEmail: 'jugador@cancha.demo', teamId: team.id, locale: 'es' },
        }),
      );
    };
    const first = `Push FC ${Date.now().toString(36)}`;
    await invite(first);
    await expect.poll(() => phone.messages(), { timeout: 10_000 }).toHaveLength(1);
    const [message] = phone.messages();
    expect(message).toEqual({
      title: 'Cancha',
      body: `Ana Push te invitó a unirte a ${first}.`,
      url: '/player/teams/invitation-notification',
      tag: expect.stringMatching(/^TEAM_INVITATION:/),
    });

    // The service worker shows that message on the lock screen.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL.startsWith(baseURL!) && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registration = await registrationId;
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    // Delivered again until shown: a busy machine's worker may still be starting when the first arrives, and the
    // same tag replaces the notice rather than adding one.
    await expect(async () => {
      await cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseURL!).origin,
        registrationId: registration,
        data: JSON.stringify(message),
      });
      await expect
        .poll(
          () =>
            page.evaluate(async () =>
              (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
                title: n.title,
                body: n.body,
                url: (n.data as { url: string }).url,
              })),
            ),
          { timeout: 3_000 },
        )
        .toEqual([{ title: 'Cancha', body: message!.body, url: message!.url }]);
    }).toPass({ timeout: 20_000 });

    // Team invitations turned off: the next one reaches the bell only.
    await card.getByLabel('Invitaciones a un equipo').click();
    await expect(card.getByLabel('Invitaciones a un equipo')).not.toBeChecked();
    const bell = page.getByTestId('notification-bell');
    const unread = async () => Number(/(\d+) sin leer/.exec((await bell.textContent()) ?? '')?.[1] ?? 0);
    await expect(bell).toHaveAccessibleName(/sin leer/);
    const before = await unread();
    await invite(`Push United ${Date.now().toString(36)}`);
    await expect.poll(unread).toBe(before + 1);
    await page.waitForTimeout(1000);
    expect(phone.messages()).toHaveLength(1);
  } finally {
    await receiver.close();
  }
});
