import type { BrowserContext } from '@playwright/test';

/**
 * Headless Chromium has no push service of its own: the page's PushManager hands out a subscription at the journey's
 * local push service instead (packages/api/src/push/push-receiver.ts), with notifications allowed.
 */
export async function stubPushManager(
  context: BrowserContext,
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
): Promise<void> {
  await context.grantPermissions(['notifications']);
  await context.addInitScript((sub) => {
    const key = 'e2e-push-subscription';
    const kept = {
      endpoint: sub.endpoint,
      expirationTime: null,
      toJSON: () => sub,
      unsubscribe: async () => {
        localStorage.removeItem(key);
        return true;
      },
    };
    PushManager.prototype.subscribe = async () => {
      localStorage.setItem(key, '1');
      return kept as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      localStorage.getItem(key) ? (kept as unknown as PushSubscription) : null;
  }, subscription);
}
