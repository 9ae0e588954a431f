// Live events across processes through PostgreSQL's LISTEN/NOTIFY (docs/decisions/017). Each process keeps one
// listening connection and fans events out to its own streams; every event, its own included, comes back through
// PostgreSQL, so all processes see one order.
import { EventEmitter } from 'node:events';
import { type Db, executeSql, transaction } from '@cancha/db';
import { sql } from 'drizzle-orm';
import type { Logger } from '../mail/mailer';
import { type LiveEvent, localListen, type PubSub } from './pubsub';

/** The one PostgreSQL channel; ours travel inside the payload. */
const CHANNEL = 'cancha_live';
/** NOTIFY refuses payloads of 8,000 bytes or more; larger events travel as a marker and are read from the table. */
const MAX_NOTIFY_BYTES = 7_900;

/** What this needs of postgres.js's client: a connection that re-listens after it reconnects. */
export interface NotificationListener {
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onListen?: () => void,
  ): Promise<{ unlisten(): Promise<void> }>;
}

interface Wire {
  c: string;
  p?: unknown;
  /** The event's id when its payload stayed behind. */
  i?: number;
  s?: 1;
}

function wireOf(channel: string, payload: unknown): string {
  const full = JSON.stringify({ c: channel, p: payload } satisfies Wire);
  if (Buffer.byteLength(full) <= MAX_NOTIFY_BYTES) return full;
  const id = Number((payload as { id?: unknown } | null)?.id);
  return JSON.stringify({ c: channel, s: 1, ...(Number.isFinite(id) ? { i: id } : {}) } satisfies Wire);
}

export async function postgresPubSub(options: {
  db: Db;
  listener: NotificationListener;
  logger: Logger;
}): Promise<PubSub & { close(): Promise<void> }> {
  const { db, logger } = options;
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let listening = false;
  const subscription = await options.listener.listen(
    CHANNEL,
    (text) => {
      let wire: Wire;
      try {
        wire = JSON.parse(text) as Wire;
      } catch {
        return;
      }
      const event: Omit<LiveEvent, 'channel'> = wire.s
        ? { payload: undefined, stale: wire.i === undefined ? {} : { fromId: wire.i } }
        : { payload: wire.p };
      emitter.emit(wire.c, event);
    },
    () => {
      // After a reconnection, what was notified meanwhile is lost: every open stream reads its table again.
      if (listening) for (const channel of emitter.eventNames()) emitter.emit(channel, { stale: {} });
      listening = true;
    },
  );
  const notify = (tx: Db, channel: string, payload: unknown) =>
    executeSql(tx, sql`select pg_notify(${CHANNEL}, ${wireOf(channel, payload)})`);
  return {
    publish(channel, payload) {
      Promise.resolve(notify(db, channel, payload)).catch((error: unknown) =>
        logger.error('live event not published', { channel, error: String(error) }),
      );
    },
    ordered(target, key, write) {
      return transaction(target, async (tx) => {
        await executeSql(tx, sql`select pg_advisory_xact_lock(hashtext(${`live:${key}`}))`);
        const events: [string, unknown][] = [];
        const result = await write(tx, (channel, payload) => void events.push([channel, payload]));
        // Delivered when the transaction commits, in commit order, which the lock makes the ids' order.
        for (const [channel, payload] of events) await notify(tx, channel, payload);
        return result;
      });
    },
    listen(channels, signal) {
      // The emitter carries the event's payload and staleness.
      return localListen(emitter, channels, signal, (channel, emitted) => ({
        channel,
        ...(emitted as Omit<LiveEvent, 'channel'>),
      }));
    },
    close: () => subscription.unlisten(),
  };
}
