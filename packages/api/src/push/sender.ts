import { type Db, execute, pushSubscriptions } from '@cancha/db';
import type { PushPayload } from '@cancha/shared';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Logger } from '../mail/mailer';
import { isAllowedPushEndpoint } from './push-services';
import { type VapidKeys, vapidKeys } from './vapid';

export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Sends pushes in the background: queued after the change that caused them has committed, never inside it. */
export interface PushSender {
  /** The public half of the signing key, for browsers to subscribe with. */
  publicKey(): Promise<string>;
  send(targets: readonly PushTarget[], payload: PushPayload | ((target: PushTarget) => PushPayload)): void;
  /**
   * Runs `prepare` (reading whom to tell, then send) once the current answer has gone out; idle() waits for it
   * too, so a drain on shutdown or a test does not miss what it was about to queue.
   */
  after(prepare: () => Promise<void>): void;
  /**
   * Like `after`, for notices under one `key` where the newer replaces the older on the lock screen (a chat's): the
   * first of a quiet key is prepared at once; what comes within the following window waits for its end and is
   * prepared together (`prepare` gets every value, oldest first), and so on while the key stays busy. A lively chat
   * then costs its readers' phones, the push services and this process one notice per window, not one per message.
   */
  coalesce<T>(key: string, value: T, prepare: (values: T[]) => Promise<void>): void;
  /** Resolves once everything queued so far has been sent (tests, and draining on shutdown). */
  idle(): Promise<void>;
}

/** How many pushes are in flight at once: the push services answer in tens of milliseconds. */
const CONCURRENCY = 8;
/** A day: a phone that is off longer gets the newer notices, not a backlog. */
const TTL_SECONDS = 86_400;
const TIMEOUT_MS = 10_000;
/** How long a busy key's notices gather: short enough to read as live, long enough to spare a burst. */
export const COALESCE_MS = 3_000;

/** A key's window: what arrived since it opened, and how to prepare it (the newest caller's). */
interface Window {
  timer: NodeJS.Timeout;
  values: unknown[];
  prepare: ((values: unknown[]) => Promise<void>) | null;
}

export function createPushSender(options: {
  db: Db;
  logger: Logger;
  /** An https: address or a mailto: the push services may contact about this sender. */
  subject: string;
  allowedOrigins: readonly string[];
}): PushSender {
  const { db, logger } = options;
  let keys: VapidKeys | null = null;
  const signing = async () => {
    keys ??= await vapidKeys(db);
    return keys;
  };
  const queue: { target: PushTarget; body: string }[] = [];
  let running = 0;
  let preparing = 0;
  let waiters: (() => void)[] = [];
  const windows = new Map<string, Window>();

  const settle = () => {
    if (running > 0 || preparing > 0 || queue.length > 0) return;
    const done = waiters;
    waiters = [];
    for (const resolve of done) resolve();
  };

  const deliver = async (target: PushTarget, body: string) => {
    // Checked again at send time: the allowed origins may have changed since the subscription was stored.
    if (!isAllowedPushEndpoint(target.endpoint, options.allowedOrigins)) return;
    const { publicKey, privateKey } = await signing();
    // web-push's encryption (RFC 8291) and VAPID signature (RFC 8292); the request itself goes through fetch, which
    // also reaches the local push service of the tests over plain http.
    const { cipherText } = webpush.encrypt(target.p256dh, target.auth, body, 'aes128gcm');
    const { Authorization } = webpush.getVapidHeaders(
      new URL(target.endpoint).origin,
      options.subject,
      publicKey,
      privateKey,
      'aes128gcm',
    );
    const response = await fetch(target.endpoint, {
      method: 'POST',
      headers: {
        Authorization,
        TTL: String(TTL_SECONDS),
        Urgency: 'normal',
        'Content-Encoding': 'aes128gcm',
        'Content-Type': 'application/octet-stream',
      },
      body: new Uint8Array(cipherText),
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    // The browser unsubscribed or the subscription expired: it will never be reachable again.
    if (response.status === 404 || response.status === 410) {
      await execute(db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id)));
    } else if (!response.ok) {
      logger.warn('push refused', { status: response.status, origin: new URL(target.endpoint).origin });
    }
  };

  const pump = () => {
    while (running < CONCURRENCY && queue.length > 0) {
      const next = queue.shift() as { target: PushTarget; body: string };
      running += 1;
      deliver(next.target, next.body)
        .catch((error: unknown) => {
          logger.warn('push failed', { origin: new URL(next.target.endpoint).origin, error: String(error) });
        })
        .finally(() => {
          running -= 1;
          pump();
          settle();
        });
    }
  };

  function after(prepare: () => Promise<void>) {
    preparing += 1;
    setImmediate(() => {
      prepare()
        .catch((error: unknown) => logger.warn('push preparation failed', { error: String(error) }))
        .finally(() => {
          preparing -= 1;
          settle();
        });
    });
  }

  function openWindow(key: string) {
    const timer = setTimeout(() => closeWindow(key, true), COALESCE_MS);
    // A window never keeps the process alive: shutting down drains it through idle().
    timer.unref();
    windows.set(key, { timer, values: [], prepare: null });
  }

  /** Prepares what a window gathered; a key still busy (`reopen`) gets a new window behind it. */
  function closeWindow(key: string, reopen: boolean) {
    const window = windows.get(key) as Window;
    clearTimeout(window.timer);
    windows.delete(key);
    const { values, prepare } = window;
    if (prepare === null) return;
    if (reopen) openWindow(key);
    after(() => prepare(values));
  }

  return {
    publicKey: async () => (await signing()).publicKey,
    send(targets, payload) {
      for (const target of targets) {
        const message = typeof payload === 'function' ? payload(target) : payload;
        queue.push({ target, body: JSON.stringify(message) });
      }
      pump();
    },
    after,
    coalesce(key, value, prepare) {
      const open = windows.get(key);
      if (open) {
        open.values.push(value);
        open.prepare = prepare as Window['prepare'];
        return;
      }
      openWindow(key);
      after(() => prepare([value]));
    },
    idle() {
      // Draining (or a test) does not wait out the windows: what they gathered is prepared now.
      for (const key of [...windows.keys()]) closeWindow(key, false);
      if (running === 0 && preparing === 0 && queue.length === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
