import { deliverNotifications, notificationsWritten } from '../notifications/notifications.service';

/**
 * The one way a change tells the open streams about itself: it publishes here while it runs, and the events go
 * out once the change has committed (the tRPC core flushes after every mutation). The notifications the change
 * wrote go out at the same moment, so a reader never hears of something that was rolled back.
 */
export interface LiveOutbox {
  publish(channel: string, payload: unknown): void;
  /**
   * Sends what was published if the change succeeded (dropped otherwise), then the undelivered notifications if
   * any were written since the last flush (or since the request began).
   */
  flush(succeeded: boolean): Promise<void>;
}

export function liveOutbox(services: Parameters<typeof deliverNotifications>[0]): LiveOutbox {
  let pending: [channel: string, payload: unknown][] = [];
  let written = notificationsWritten();
  return {
    publish(channel, payload) {
      pending.push([channel, payload]);
    },
    async flush(succeeded) {
      const events = pending;
      pending = [];
      if (succeeded) for (const [channel, payload] of events) services.pubsub.publish(channel, payload);
      if (notificationsWritten() === written) return;
      written = notificationsWritten();
      await deliverNotifications(services);
    },
  };
}
