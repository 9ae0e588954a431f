import type { AppServices } from './context';
import { type DispatchReport, dispatchEvents } from './events/dispatch';
import { type EventHandlers, eventsEmitted, mergeHandlers } from './events/events';
import { ledgerHandlers } from './ledger/ledger.events';
import { matchDayHandlers } from './match-day/match-day.events';
import { deliverNotifications, drainNotifications } from './notifications/notifications.service';
import { notificationsWritten } from './notifications/notify';
import { prodeHandlers } from './prode/prode.events';
import type { LiveOutbox } from './realtime/live';
import { teamHandlers } from './teams/teams.events';
import { tournamentHandlers } from './tournaments/tournaments.events';

// The one post-commit path of a change (docs/architecture.md): what it published goes to the open streams, the
// events it emitted are handled by the domains that react to them, then the notifications anyone wrote go out.

/** Every domain's handlers of other domains' events. */
export const EVENT_HANDLERS: EventHandlers = mergeHandlers(
  ledgerHandlers,
  matchDayHandlers,
  prodeHandlers,
  teamHandlers,
  tournamentHandlers,
);

type Effects = Pick<AppServices, 'db' | 'pubsub' | 'mailer' | 'push' | 'config' | 'logger'>;

export function liveOutbox(services: Effects): LiveOutbox {
  let pending: [channel: string, payload: unknown][] = [];
  let written = notificationsWritten();
  let emitted = eventsEmitted();
  return {
    publish(channel, payload) {
      pending.push([channel, payload]);
    },
    async flush(succeeded) {
      const events = pending;
      pending = [];
      if (succeeded) for (const [channel, payload] of events) services.pubsub.publish(channel, payload);
      // The change has committed: whatever fails from here is logged and left to the minute's job, never answered
      // to the caller as if the change had failed.
      if (eventsEmitted() !== emitted) {
        emitted = eventsEmitted();
        await settle(services, 'events', async () =>
          logFailures(services, await dispatchEvents(services.db, EVENT_HANDLERS, services.pubsub)),
        );
      }
      if (notificationsWritten() === written) return;
      written = notificationsWritten();
      await deliveryPass(services);
    },
  };
}

/** Per database, the delivery pass about to start: the changes that commit before it starts all join it. */
const nextPass = new WeakMap<object, Promise<void>>();

/**
 * A delivery pass that starts once the changes committed in this turn of the event loop have flushed: one claim, one
 * preference read and one device read for all of their notifications, where a burst (payments recorded at the
 * pitch, a round's results) would otherwise run a pass each. Each change still waits for its notifications to go
 * out before it answers; alone, it waits for nothing more than before.
 */
function deliveryPass(services: Effects): Promise<void> {
  let pass = nextPass.get(services.db);
  if (!pass) {
    pass = new Promise<void>((resolve) => {
      setImmediate(() => {
        nextPass.delete(services.db);
        resolve(settle(services, 'notifications', () => deliverNotifications(services)));
      });
    });
    nextPass.set(services.db, pass);
  }
  return pass;
}

/**
 * Settles whatever changes outside a request left owed, or a process left when it stopped between a commit and
 * its effects: the events first (their handlers may notify), then the notifications. Run by the minute's job and
 * by work done outside a request (the demo's seed).
 */
export async function settleEffects(services: Effects): Promise<{ events: number; notifications: number }> {
  const report = await dispatchEvents(services.db, EVENT_HANDLERS, services.pubsub);
  logFailures(services, report);
  return { events: report.handled, notifications: await drainNotifications(services) };
}

async function settle(services: Effects, what: string, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    services.logger.error(`after a commit, delivering ${what} failed; the minute's job tries again`, {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

function logFailures(services: Effects, report: DispatchReport): void {
  for (const failure of report.failed)
    services.logger.error('an event handler failed; it is retried', {
      event: failure.id,
      type: failure.type,
      error: failure.error,
    });
}
