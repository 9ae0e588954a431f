import { pushReceiver } from '@cancha/api/push-receiver';
import type { BrowserContext } from '@playwright/test';
import { expect, ok, signIn, test } from './fixtures';
import { stubPushManager } from './push-stub';

// Results made for WhatsApp and following without an account (docs/decisions/016-follow-and-share.md).

/** The phone's share sheet, recorded: what a tap on 'Compartir' hands to WhatsApp. */
async function recordShareSheet(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as { __shared: unknown };
    w.__shared = null;
    navigator.canShare = () => true;
    navigator.share = async (data?: ShareData) => {
      const file = data!.files![0]!;
      const bytes = new DataView(await file.arrayBuffer());
      w.__shared = {
        text: data!.text,
        name: file.name,
        type: file.type,
        size: [bytes.getUint32(16), bytes.getUint32(20)],
      };
    };
  });
}

test('a player shares a finished match as a picture, and the public page previews as the table', async ({
  page,
  context,
}) => {
  await recordShareSheet(context);
  await signIn(page, 'jugador@cancha.demo', 'cancha123');
  await expect(page).toHaveURL(/\/player$/);
  await page.goto('/player/tournaments-arena');
  const href = await page
    .getByRole('link', { name: /Liga de Primavera/ })
    .first()
    .getAttribute('href');
  const tournamentId = new URL(href!, 'http://x').searchParams.get('tournamentId')!;
  await page.goto(`/player/tournaments-arena/fixture?tournamentId=${tournamentId}`);
  const finished = page.getByTestId('round').first();
  await finished.getByRole('link').first().click();
  await expect(page.getByTestId('match-detail')).toHaveAttribute('data-status', 'COMPLETED');
  await page.getByTestId('share-button').click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown }).__shared))
    .toMatchObject({
      type: 'image/png',
      name: 'cancha-partido.png',
      size: [1080, 1080],
      text: expect.stringMatching(/\d+ – \d+ .+ · Liga de Primavera · Fecha 1\n.+\/explore-tournaments\//),
    });

  // A pasted link to the public page previews as the table, a 1200×630 picture.
  const html = await (await page.request.get(`/explore-tournaments/${tournamentId}`)).text();
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1];
  expect(image).toContain(`/api/v1/share/tournaments/${tournamentId}/standings.png?size=wide`);
  const preview = await page.request.get(image!.replace(/^https?:\/\/[^/]+/, ''));
  expect(preview.headers()['content-type']).toBe('image/png');
  const bytes = await preview.body();
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});

test.describe('following without an account', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a visitor follows a public tournament and hears of its next result', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.slow();
    const receiver = await pushReceiver(Number(new URL(baseURL!).port) + 2);
    try {
      const phone = receiver.browser(`visitor-${Date.now().toString(36)}`);
      await stubPushManager(context, phone.subscription);

      // The organiser's next match of the demo league, through the API.
      const organiser = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { origin: new URL(baseURL!).origin },
      });
      await ok(
        organiser.request.post('/api/v1/auth/signin', {
          data: { email: 'organizador@cancha.demo', password: 'cancha123' },
        }),
      );
      const { tournaments } = await ok<{ tournaments: { id: string; name: string }[] }>(
        organiser.request.get('/api/v1/tournaments/creates'),
      );
      const league = tournaments.find((t) => t.name === 'Liga de Primavera')!;

      await page.goto(`/explore-tournaments/${league.id}`);
      const follow = page.getByTestId('follow-tournament');
      await expect(follow).toHaveAttribute('data-state', 'idle');
      await expect(follow).toHaveText('Seguir');
      await follow.click();
      // The first follow installs the app's worker (the whole app is downloaded for offline use) before the
      // browser hands out a subscription: the journey waits for the button's own signal that it is done, however
      // long a busy machine takes; the bound only ends a run that hangs.
      await expect(follow).toHaveAttribute('data-state', 'idle', { timeout: 60_000 });
      await expect(follow).toHaveText('Siguiendo');
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('calendar-subscribe')).toBeVisible();

      const rounds = await ok<{
        rounds: { matches: { id: string; status: string; teamTwoId: string | null }[] }[];
      }>(organiser.request.get(`/api/v1/rounds/${league.id}`));
      const next = rounds.rounds
        .flatMap((r) => r.matches)
        .find((m) => m.status !== 'COMPLETED' && m.teamTwoId)!;
      await ok(
        organiser.request.put(`/api/v1/soccer-match/${next.id}`, {
          data: { teamOneScore: 2, teamTwoScore: 2, status: 'COMPLETED' },
        }),
      );
      await expect.poll(() => phone.messages(), { timeout: 30_000 }).toHaveLength(1);
      expect(phone.messages()[0]).toMatchObject({
        title: 'Cancha',
        body: expect.stringMatching(/^Terminó el partido .+: 2-2\.$/),
        url: `/explore-tournaments/${league.id}`,
      });
      await organiser.close();
    } finally {
      await receiver.close();
    }
  });
});
