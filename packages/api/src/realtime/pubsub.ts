import { EventEmitter } from 'node:events';
import type { Db } from '@cancha/db';

export interface LiveEvent {
  channel: string;
  payload: unknown;
  /**
   * The payload did not travel (too large for PostgreSQL's NOTIFY, or the listening connection was lost for a
   * while): the stream reads what it missed from the table, after its last id, or from `fromId` when it has none.
   */
  stale?: { fromId?: number };
}

/** Publishes an event from inside `PubSub.ordered`'s write. */
export type Publish = (channel: string, payload: unknown) => void;

/**
 * The fan-out of live events (chat messages, notifications, access changes). Routers only see this interface; the
 * default runs inside one process, and a broker-backed one (Redis, NATS, Postgres LISTEN/NOTIFY) can replace it
 * when a club outgrows one machine, without touching them.
 */
export interface PubSub {
  publish(channel: string, payload: unknown): void;
  /**
   * Runs a write whose rows a stream resumes from by id (a chat message, a notification's delivery) and publishes
   * what it says to publish, so that per `key` ids become visible, and events reach listeners, in the same order:
   * a resumed stream then has no gap and no double. One process on SQLite has this for free (one writer); on
   * PostgreSQL the write takes a transaction-scoped lock on the key and notifies within the transaction.
   */
  ordered<T>(db: Db, key: string, write: (tx: Db, publish: Publish) => Promise<T>): Promise<T>;
  /** Events published on any of the channels from now on, in order, until the signal aborts. */
  listen(channels: readonly string[], signal: AbortSignal | undefined): AsyncIterable<LiveEvent>;
}

export function inProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  // Every open chat or bell is a listener; thousands are expected, not a leak.
  emitter.setMaxListeners(0);
  const publish = (channel: string, payload: unknown) => void emitter.emit(channel, payload);
  return {
    publish,
    async ordered(db, _key, write) {
      const events: [string, unknown][] = [];
      const result = await write(db, (channel, payload) => void events.push([channel, payload]));
      for (const [channel, payload] of events) publish(channel, payload);
      return result;
    },
    listen(channels, signal) {
      return localListen(emitter, channels, signal, (channel, payload) => ({ channel, payload }));
    },
  };
}

/** Listens on an emitter whose events are named by channel: the in-process fan-out behind both kinds. */
export function localListen(
  emitter: EventEmitter,
  channels: readonly string[],
  signal: AbortSignal | undefined,
  toEvent: (channel: string, emitted: unknown) => LiveEvent,
): AsyncIterable<LiveEvent> {
  // Registered now, not on the first read, so nothing published meanwhile is missed.
  const queue: LiveEvent[] = [];
  let wake: (() => void) | null = null;
  let closed = false;
  const handlers = channels.map((channel) => {
    const handler = (emitted: unknown) => {
      queue.push(toEvent(channel, emitted));
      wake?.();
    };
    emitter.on(channel, handler);
    return [channel, handler] as const;
  });
  const close = () => {
    if (closed) return;
    closed = true;
    for (const [channel, handler] of handlers) emitter.off(channel, handler);
    signal?.removeEventListener('abort', close);
    wake?.();
  };
  if (signal?.aborted) close();
  else signal?.addEventListener('abort', close, { once: true });
  return {
    async *[Symbol.asyncIterator]() {
      try {
        while (true) {
          const next = queue.shift();
          if (next) yield next;
          else if (closed) return;
          else await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
        }
      } finally {
        close();
      }
    },
  };
}
