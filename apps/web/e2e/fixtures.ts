import {
  type APIResponse,
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { expectOpenPagesAccessible, watchContext } from './a11y';

/**
 * The video ad (15 s before it can be closed) is shown once per browser session to non-subscribers; journeys that
 * are not about ads start as if it had been seen. The ads journey opts out.
 */
export async function skipVideoAd(context: BrowserContext) {
  await context.addInitScript(() => sessionStorage.setItem('cancha:video-ad-seen', '1'));
}

/**
 * Every journey starts with the cookie banner already answered, unless it tests the banner itself. When a journey
 * has passed, the screen each of its people ended on is checked with axe-core (e2e/a11y.ts).
 */
export const test = base.extend<{ acceptCookies: boolean; showVideoAd: boolean; accessibleEnd: void }>({
  acceptCookies: [true, { option: true }],
  showVideoAd: [false, { option: true }],
  accessibleEnd: [
    async ({ context }, use, testInfo) => {
      watchContext(context);
      await use();
      if (testInfo.status === testInfo.expectedStatus) await expectOpenPagesAccessible();
    },
    { auto: true },
  ],
  context: async ({ context, baseURL, acceptCookies, showVideoAd }, use) => {
    if (acceptCookies) {
      await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseURL! }]);
    }
    if (!showVideoAd) await skipVideoAd(context);
    // API calls made from a journey (page.request) carry the app's Origin, as the app's own pages do.
    await context.setExtraHTTPHeaders({ origin: new URL(baseURL!).origin });
    await use(context);
  },
});
export { expect };

let counter = 0;
/** A client address of its own for each person, so per-address sign-up limits meet real conditions. */
export function clientAddress() {
  counter += 1;
  return `10.9.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}
/** An address no other journey (or retry) has used. */
export function freshEmail(prefix = 'e2e') {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** The newest message the server "sent" to an address, read from the developer outbox. */
export async function lastMailTo(page: Page, to: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get('/dev/outbox/json');
      const rows = (await res.json()) as OutboxMessage[];
      found = rows.find((m) => m.to === to);
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The confirmation link newest e-mailed to an address (sign-up or e-mail change), as a path on this site. */
export async function confirmationLinkTo(page: Page, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get('/dev/outbox/json');
      const rows = (await res.json()) as OutboxMessage[];
      const text = rows.find((m) => m.to === to && m.text.includes('/confirm-email?token='))?.text;
      link = text?.match(/https?:\/\/\S+\/confirm-email\?token=[a-z0-9]+/)?.[0];
      return Boolean(link);
    })
    .toBe(true);
  const url = new URL(link!);
  return url.pathname + url.search;
}

/**
 * The page is no wider than the screen: nothing pushes the layout sideways (a phone then grows its layout viewport,
 * bars fixed to the edges are cut off, and what sits under the sticky header cannot be tapped).
 */
export async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, 'page width').toBeLessThanOrEqual(client);
}

/** Picks an option of a Radix select opened from its label. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
}

export async function register(page: Page, email: string, password: string) {
  await page.goto('/register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await choose(page, 'Género', 'Masculino');
  await page.getByLabel('Fecha de nacimiento').pressSequentially('15031995');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/login/);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/**
 * A player (or, with role ADMIN, a tournament creator) with a complete profile, signed in inside a fresh browser context (their own cookies), made through
 * the API so each journey spends its time on the screens it tests.
 */
export async function newPlayer(
  browser: Browser,
  baseURL: string,
  profile: { fullname: string; lastname: string; location?: string; role?: 'PARTICIPANT' | 'ADMIN' },
) {
  const person = await apiPlayer(browser, baseURL, profile);
  const page = await person.context.newPage();
  return { ...person, page };
}

/** Like newPlayer, for people a journey only needs through the API (no page is opened). */
export async function apiPlayer(
  browser: Browser,
  baseURL: string,
  profile: { fullname: string; lastname: string; location?: string; role?: 'PARTICIPANT' | 'ADMIN' },
) {
  const context = await browser.newContext({
    baseURL,
    locale: 'es-AR',
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress(), origin: new URL(baseURL).origin },
  });
  watchContext(context);
  await context.addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseURL }]);
  await skipVideoAd(context);
  const email = freshEmail(profile.fullname.toLowerCase());
  const api = context.request;
  await ok(
    api.post('/api/v1/auth/signup', {
      data: { email, password: 'secreto1', userGender: 'FEMALE', birthdate: '1994-05-20' },
    }),
  );
  // An established player: the address is confirmed from the link e-mailed to it, as its owner would.
  const outbox = (await (await api.get('/dev/outbox/json')).json()) as OutboxMessage[];
  const link = outbox.find((m) => m.to === email)?.text.match(/\/confirm-email\?token=[a-z0-9]+/)?.[0];
  expect((await api.get(link!, { maxRedirects: 0 })).status()).toBe(303);
  await ok(api.post('/api/v1/auth/signin', { data: { email, password: 'secreto1' } }));
  await ok(api.put('/api/v1/user', { data: { role: profile.role ?? 'PARTICIPANT' } }));
  await ok(
    api.put('/api/v1/user', {
      multipart: {
        fullname: profile.fullname,
        lastname: profile.lastname,
        location: profile.location ?? 'Córdoba, Argentina',
      },
    }),
  );
  return { context, api, email };
}

/** A request that must succeed; its JSON answer. */
export async function ok<T = Record<string, unknown>>(response: Promise<APIResponse>): Promise<T> {
  const r = await response;
  expect(r.ok(), `${r.url()} ${r.status()} ${await r.text()}`).toBe(true);
  return (await r.json()) as T;
}
