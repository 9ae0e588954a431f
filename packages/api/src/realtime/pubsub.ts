import { EventEmitter, on } from 'node:events';

/**
 * The fan-out of live events (chat messages, notifications). Routers only see this interface; the default runs
 * inside one process, and a broker-backed one (Redis, NATS, Postgres LISTEN/NOTIFY) can replace it when a club
 * outgrows one machine, without touching them.
 */
export interface PubSub {
  publish(channel: string, payload: unknown): void;
  /** Events published on the channel from now on, until the signal aborts. */
  listen(channel: string, signal: AbortSignal | undefined): AsyncIterable<unknown>;
}

export function inProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  // Every open chat or bell is a listener; thousands are expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish(channel, payload) {
      emitter.emit(channel, payload);
    },
    listen(channel, signal) {
      // Registered now, not on the first read, so nothing published meanwhile is missed.
      const events = on(emitter, channel, { signal });
      return {
        async *[Symbol.asyncIterator]() {
          try {
            for await (const [payload] of events) yield payload;
          } catch (error) {
            if ((error as Error).name !== 'AbortError') throw error;
          }
        },
      };
    },
  };
}
