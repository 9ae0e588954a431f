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

/** The worker, registered now if it was not yet (the page's own registration waits until it has settled). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  await navigator.serviceWorker.register('/sw.js').catch(() => null);
  return navigator.serviceWorker.ready;
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

/** Asks the browser's permission (once) and subscribes; null when the person said no or the browser cannot. */
export async function subscribeDevice(locale: Locale): Promise<PushSubscriptionInput | null> {
  if (pushSupport() !== 'supported') return null;
  if ((await Notification.requestPermission()) !== 'granted') return null;
  const ready = await registration();
  if (!ready) return null;
  const existing = await ready.pushManager.getSubscription();
  const subscription =
    existing ??
    (await ready.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes((await trpcClient.push.vapidPublicKey.query()).publicKey),
    }));
  const json = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  return { endpoint: json.endpoint, keys: json.keys, locale };
}

/** Stops this browser's pushes altogether: the browser forgets the subscription and the server drops it. */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await trpcClient.push.unsubscribe.mutate({ endpoint });
  await subscription.unsubscribe();
}
