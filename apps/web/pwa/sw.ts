// The service worker (docs/decisions/016-follow-and-share.md), bundled by scripts/pwa.mjs into dist/sw.js with
// the build's precache list in place of self.__WB_MANIFEST.
import type { PushPayload } from '@cancha/shared';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** The page the worker answers a navigation with when the network does not: the app, without the server's data. */
const SHELL = '/shell.html';
/** A pitch's weak signal may connect and then hang: past this the kept app opens rather than a blank page. */
const NAVIGATION_TIMEOUT_MS = 8_000;

// The app's code, styles, font, icons and the shell: new files are fetched when a new build's worker installs, and
// the old build's are deleted once no page uses that worker any more.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetchWithin(request, NAVIGATION_TIMEOUT_MS);
      } catch {
        return (await matchPrecache(SHELL)) ?? Response.error();
      }
    },
    // Addresses the server answers itself (downloads, payment and confirmation pages) are never the app.
    { denylist: [/^\/(api|trpc|uploads|dev|payments\/sandbox|confirm-email)(\/|$)/] },
  ),
);

// Shields, photos and avatars: uploaded files never change under their name, so one download serves until the
// cache is full (the oldest go first) or a month has passed.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/uploads/') &&
    request.destination === 'image',
  new CacheFirst({
    cacheName: 'cancha-images',
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 86_400, purgeOnQuotaError: true })],
  }),
);

function fetchWithin(request: Request, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  return fetch(request, { signal: controller.signal }).finally(() => clearTimeout(timer));
}

// A new build's worker waits until the user agrees to reload (features/pwa/update-offer.tsx), so an open page keeps
// the code it started with.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Web Push (features/pwa/push-device.ts subscribes): each message is one notice, already in the reader's language.
self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
    }),
  );
});

function readPayload(data: PushMessageData | null): PushPayload {
  try {
    const value = data?.json() as Partial<PushPayload> | undefined;
    if (value && typeof value.body === 'string')
      return {
        title: typeof value.title === 'string' ? value.title : 'Cancha',
        body: value.body,
        url: typeof value.url === 'string' ? value.url : '/',
        tag: typeof value.tag === 'string' ? value.tag : '',
      };
  } catch {
    // not JSON: shown as Cancha's generic notice
  }
  return { title: 'Cancha', body: data?.text() ?? '', url: '/', tag: '' };
}

// A tap opens the address the notice names, in the app's own window when one is open; never another site.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.navigate(url.href).catch(() => null);
        await open.focus();
      } else await self.clients.openWindow(url.href);
    })(),
  );
});
