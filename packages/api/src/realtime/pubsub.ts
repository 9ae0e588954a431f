import { EventEmitter } from 'node:events';

export interface LiveEvent {
  channel: string;
  payload: unknown;
}

/**
 * The fan-out of live events (chat messages, notifications, access changes). Routers only see this interface; the
 * default runs inside one process, and a broker-backed one (Redis, NATS, Postgres LISTEN/NOTIFY) can replace it
 * when a club outgrows one machine, without touching them.
 */
export interface PubSub {
  publish(channel: string, payload: unknown): void;
  /** Events published on any of the channels from now on, in order, until the signal aborts. */
  listen(channels: readonly string[], signal: AbortSignal | undefined): AsyncIterable<LiveEvent>;
}

export function inProcessPubSub(): PubSub {
  const emitter = new EventEmitter();
  // Every open chat or bell is a listener; thousands are expected, not a leak.
  emitter.setMaxListeners(0);
  return {
    publish(channel, payload) {
      emitter.emit(channel, payload);
    },
    listen(channels, signal) {
      // Registered now, not on the first read, so nothing published meanwhile is missed.
      const queue: LiveEvent[] = [];
      let wake: (() => void) | null = null;
      let closed = false;
      const handlers = channels.map((channel) => {
        const handler = (payload: unknown) => {
          queue.push({ channel, payload });
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
    },
  };
}
