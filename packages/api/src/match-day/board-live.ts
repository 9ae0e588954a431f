import type { Db } from '@cancha/db';
import { DomainError } from '@cancha/shared';
import { LIMITS } from '../auth/rate-limit';
import { sessionExpiry } from '../auth/session';
import type { Context } from '../context';
import type { EventOutput } from '../events/events';
import { STREAM_RECHECK_MS } from '../realtime/guarded-stream';
import { requireTournament } from '../tournaments/access';
import { maySeeTournament } from '../tournaments/visibility';

/** Where a tournament's board hears that its matches changed. */
export const boardChannel = (tournamentId: string) => `board:${tournamentId}`;

/** What a board's stream sends: it is ready (read the board now), or the board changed (read it again). */
export type BoardSignal = { kind: 'READY' | 'CHANGED' };

/** Tells a tournament's open boards to read it again; the handler of every event that changes what a day shows. */
export async function refreshBoard(
  _tx: Db,
  event: { tournamentId: string },
  out: EventOutput,
): Promise<void> {
  out.publish(boardChannel(event.tournamentId), null);
}

type BoardCtx = Pick<Context, 'db' | 'pubsub' | 'streams' | 'user' | 'session' | 'ip'>;

/**
 * A board's live signal (docs/decisions/014): public like the board, so a club's TV needs no account. It carries
 * no data, only "read again", so what the board shows is always the visibility-checked query's answer. The reader
 * may still see the tournament when it opens and on a clock (a tournament made private, a session ended); a visitor
 * counts against its address's cap, an account against its own.
 */
export async function* boardStream(
  ctx: BoardCtx,
  input: { tournamentId: string; invite?: string | undefined },
  signal: AbortSignal | undefined,
): AsyncGenerator<BoardSignal> {
  const holder = ctx.user ? ctx.user.id : `ip:${ctx.ip}`;
  const limit = ctx.user ? LIMITS.streamsPerUser.limit : LIMITS.boardStreamsPerAddress.limit;
  const channel = boardChannel(input.tournamentId);
  await requireVisible(ctx, input);
  ctx.streams.acquire(holder, channel, limit);
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const events = ctx.pubsub.listen([channel], stop.signal)[Symbol.asyncIterator]();
    yield { kind: 'READY' };
    let pending = events.next();
    let timer: NodeJS.Timeout | undefined;
    while (true) {
      const tick = new Promise<'tick'>((resolve) => {
        timer = setTimeout(() => resolve('tick'), STREAM_RECHECK_MS);
        timer.unref?.();
      });
      const got = await Promise.race([pending, tick]);
      clearTimeout(timer);
      if (got === 'tick') {
        await requireVisible(ctx, input);
        continue;
      }
      if (got.done) return;
      pending = events.next();
      // A lost broker connection (`stale`) may have dropped a change: reading again is always right.
      yield { kind: 'CHANGED' };
    }
  } finally {
    stop.abort();
    signal?.removeEventListener('abort', onAbort);
    ctx.streams.release(holder, channel);
  }
}

async function requireVisible(
  ctx: Pick<BoardCtx, 'db' | 'user' | 'session'>,
  input: { tournamentId: string; invite?: string | undefined },
) {
  const user = ctx.user && ctx.session && (await sessionExpiry(ctx.db, ctx.session)) ? ctx.user : null;
  if (
    !(await maySeeTournament(ctx.db, await requireTournament(ctx.db, input.tournamentId), {
      user,
      invite: input.invite,
    }))
  )
    throw new DomainError('NOT_FOUND');
}
