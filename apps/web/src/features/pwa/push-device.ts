import type { Locale, PushSubscriptionInput } from '@cancha/shared';
import { trpcClient } from '@/lib/trpc';

// This browser's Web Push subscription (docs/decisions/016-follow-and-share.md): made with the server's public key,
// then handed to the server (for the signed-in user, or to follow a public tournament).

export type PushSupport = 'supported' | 'unsupported' | 'denied';

/** Whether this browser can receive pushes here: iPhones only from the app added to the home screen. */
export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

/**
 * The worker with an active version (a push subscription needs one), registered now if it was not yet. Settles on
 * the worker's own state changes: activated, or null when its install failed (it turns redundant), so a caller
 * never waits on `navigator.serviceWorker.ready`, which would wait forever after a failed install.
 */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registered = await navigator.serviceWorker.register('/sw.js').catch(() => null);
  if (!registered) return null;
  if (registered.active) return registered;
  const worker = registered.installing ?? registered.waiting;
  if (!worker) return null;
  return await new Promise((resolve) => {
    const settle = () => {
      if (worker.state === 'activated') resolve(registered);
      else if (worker.state === 'redundant') resolve(registered.active ? registered : null);
      else return;
      worker.removeEventListener('statechange', settle);
    };
    worker.addEventListener('statechange', settle);
    settle();
  });
}

/** This browser's subscription, if any: read without registering the worker, so a page's first load stays its own. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported' || !('serviceWorker' in navigator)) return null;
  const existing = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return (await existing?.pushManager.getSubscription()) ?? null;
}

const base64UrlToBytes = (text: string) => {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

/** Why a subscription was not made: the person (or the browser) said no, or the app's worker failed to install. */
export type SubscribeRefusal = 'denied' | 'no-worker';

/** Asks the browser's permission (once) and subscribes; the reason instead when that cannot be done. */
export async function subscribeDevice(
  locale: Locale,
): Promise<{ subscription: PushSubscriptionInput } | { refused: SubscribeRefusal }> {
  if (pushSupport() !== 'supported') return { refused: 'denied' };
  if ((await Notification.requestPermission()) !== 'granted') return { refused: 'denied' };
  const ready = await registration();
  if (!ready) return { refused: 'no-worker' };
  const existing = await ready.pushManager.getSubscription();
  const subscription =
    existing ??
    (await ready.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes((await trpcClient.push.vapidPublicKey.query()).publicKey),
    }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  return { subscription: { endpoint: json.endpoint, keys: json.keys, locale } };
}

/** Stops this browser's pushes altogether: the browser forgets the subscription and the server drops it. */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await trpcClient.push.unsubscribe.mutate({ endpoint });
  await subscription.unsubscribe();
}
