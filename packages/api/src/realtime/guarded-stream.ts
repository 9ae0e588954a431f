import { DomainError } from '@cancha/shared';
import { tracked } from '@trpc/server';
import { sessionExpiry } from '../auth/session';
import type { Context } from '../context';
import { toTRPCError } from '../errors';
import type { LiveOutbox } from './live';

/** Where a user's open streams hear that their access may have changed (sign-out, removal from a team…). */
export const accessChannel = (userId: string) => `access:${userId}`;

/**
 * Tells the open streams of these users to check again, once the change has committed, that their session and
 * their reader's rights still hold. Called by whatever takes access away.
 */
export function recheckStreams(live: LiveOutbox, userIds: Iterable<string | null | undefined>): void {
  for (const id of new Set(userIds)) if (id) live.publish(accessChannel(id), null);
}

/**
 * Also re-checked on a clock, for access that ends without a message (a session that simply expires: the clock
 * also rings at the session's expiry when that comes sooner).
 */
export const STREAM_RECHECK_MS = 30_000;

type StreamCtx = Pick<Context, 'db' | 'pubsub' | 'streams'> & {
  user: NonNullable<Context['user']>;
  session: NonNullable<Context['session']>;
};

/**
 * A live stream that ends with access. Before the first event, on every access message for its user and every
 * STREAM_RECHECK_MS, it checks that its session still exists and that `allowed` still passes; when either fails
 * the stream ends with the domain's error (401/403/404 class), never a server error. Events themselves are not
 * re-checked: whatever takes access away says so on the access channel (recheckStreams), and a message to a
 * thousand readers must not cost two thousand queries. A client that reconnects with the last id it got first
 * receives what it missed, then the live events: no gap, no double.
 */
export async function* guardedStream<T extends { id: string | number }>(
  ctx: StreamCtx,
  options: {
    channel: string;
    /** Throws a DomainError when the reader may no longer read. */
    allowed: () => Promise<void>;
    /** What was published after the given id, for a stream resuming from it. */
    missed: (afterId: number) => Promise<T[]>;
    lastEventId: string | null | undefined;
    signal: AbortSignal | undefined;
  },
) {
  let expiresAt = ctx.session.expiresAt.getTime();
  const check = async () => {
    const expiry = await sessionExpiry(ctx.db, ctx.session);
    if (!expiry) throw new DomainError('UNAUTHENTICATED');
    expiresAt = expiry.getTime();
    await options.allowed();
  };
  let acquired = false;
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await check();
    ctx.streams.acquire(ctx.user.id, options.channel);
    acquired = true;
    const live = ctx.pubsub.listen([options.channel, accessChannel(ctx.user.id)], stop.signal);
    let last = Number(options.lastEventId ?? 0) || 0;
    if (options.lastEventId) {
      for (const item of await options.missed(last)) {
        last = Number(item.id);
        yield tracked(String(item.id), item);
      }
    }
    const events = live[Symbol.asyncIterator]();
    let pending = events.next();
    let timer: NodeJS.Timeout | undefined;
    while (true) {
      const untilExpiry = expiresAt - Date.now() + 1;
      const tick = new Promise<'tick'>((resolve) => {
        timer = setTimeout(() => resolve('tick'), Math.max(0, Math.min(STREAM_RECHECK_MS, untilExpiry)));
        timer.unref?.();
      });
      const got = await Promise.race([pending, tick]);
      clearTimeout(timer);
      if (got === 'tick') {
        await check();
        continue;
      }
      if (got.done) return;
      pending = events.next();
      if (got.value.channel !== options.channel) {
        await check();
        continue;
      }
      const { stale } = got.value;
      const from = stale ? (last > 0 ? last : stale.fromId !== undefined ? stale.fromId - 1 : null) : null;
      const items = stale ? (from === null ? [] : await options.missed(from)) : [got.value.payload as T];
      for (const item of items) {
        if (Number(item.id) <= last) continue;
        last = Number(item.id);
        yield tracked(String(item.id), item);
      }
    }
  } catch (error) {
    // A refusal is the reader's answer, not a fault of the server: it travels with its own code.
    throw error instanceof DomainError ? toTRPCError(error) : error;
  } finally {
    stop.abort();
    options.signal?.removeEventListener('abort', onAbort);
    if (acquired) ctx.streams.release(ctx.user.id, options.channel);
  }
}
