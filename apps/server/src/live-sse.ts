// tRPC subscriptions (the chat, the bell) answered straight onto the socket, in tRPC's own SSE format.
//
// tRPC's fetch handler holds each open stream in three web streams (the producer, its text framing and its
// encoder), which the Node adapter then reads chunk by chunk: about 20 KB a stream before anything is sent. A
// hosted platform holds tens of thousands of idle streams (docs/decisions/017), so on a Node server the
// subscription's iterator is written to the response directly. The wire format is tRPC's (`connected`, tracked
// events with their `id`, `serialized-error`, `return`), so httpSubscriptionLink reads it unchanged and the
// error shapes are the router's own. A request without a Node socket (tests through app.request) still goes to
// tRPC's handler.
import type { ServerResponse } from 'node:http';
import { type Context as ApiContext, appRouter, createCaller } from '@cancha/api';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { getErrorShape, getTRPCErrorFromUnknown, isTrackedEnvelope, type TRPCError } from '@trpc/server';
import {
  getLastEventId,
  getProcedureAtPath,
  isObject,
  sseHeaders,
} from '@trpc/server/unstable-core-do-not-import';
import type { Context as HonoContext, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';
import type { Lifecycle } from './lifecycle';

const ALREADY_SENT = [...RESPONSE_ALREADY_SENT.headers.keys()][0]!;

export interface LiveStreamsOptions {
  endpoint: string;
  createContext(c: HonoContext<AppEnv>, resHeaders: Headers): Promise<ApiContext>;
  onError(opts: { error: TRPCError; path: string }): void;
  /** Holds the open streams, to end them with a retry hint when the process stops. */
  lifecycle: Lifecycle;
}

type Caller = ReturnType<typeof createCaller>;

function procedureOf(caller: Caller, path: string): (input: unknown) => Promise<AsyncIterable<unknown>> {
  let at: unknown = caller;
  for (const key of path.split('.')) at = (at as Record<string, unknown>)[key];
  return at as (input: unknown) => Promise<AsyncIterable<unknown>>;
}

/**
 * Whether a request asks for an event stream, as EventSource (the browser's, and the one tRPC's link takes) always
 * does: one header read, for every request.
 */
export function asksForEventStream(c: HonoContext): boolean {
  return c.req.header('accept')?.includes('text/event-stream') ?? false;
}

/** Serves GET <endpoint>/<subscription path> on a Node server; everything else passes on to tRPC's handler. */
export function liveStreams(options: LiveStreamsOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!asksForEventStream(c)) return next();
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (!outgoing || c.req.method !== 'GET') return next();
    const path = c.req.path.slice(options.endpoint.length + 1);
    if ((await getProcedureAtPath(appRouter, path))?._def.type !== 'subscription') return next();
    const url = new URL(c.req.url);
    const raw = url.searchParams.get('input');
    let input: unknown;
    try {
      input = raw === null ? undefined : JSON.parse(raw);
    } catch {
      return next();
    }
    // As tRPC does: a resuming EventSource names its last event, and the procedure reads it from its input.
    const lastEventId = getLastEventId({ headers: c.req.raw.headers, searchParams: url.searchParams });
    if (lastEventId) input = isObject(input) ? { ...input, lastEventId } : (input ?? { lastEventId });

    options.lifecycle.holdStream(outgoing);
    const headers = new Headers(sseHeaders);
    const ctx = await options.createContext(c, headers);
    const stop = new AbortController();
    let events: AsyncIterable<unknown>;
    try {
      events = await procedureOf(createCaller(ctx, { signal: stop.signal }), path)(input);
    } catch (refusal) {
      // Refused before it started (no session, bad input): said on the stream, as tRPC says it, with this
      // context's cookies.
      events = refused(refusal);
    }
    headers.set(ALREADY_SENT, 'true');
    c.res = new Response(null, { headers });
    // The Node adapter's light Response, kept as its parts, would be written as such, its marker unread: reading
    // its body makes it a standard Response, whose marker tells the adapter the answer is this middleware's.
    void c.res.body;
    // The head is written once the middleware around this one has added its headers (security, logging).
    start({ outgoing, events, stop, failed: errorEvent(options, ctx, input, path) }, () => c.res.headers);
    return c.res;
  };
}

// biome-ignore lint/correctness/useYield: a stream whose first step is its refusal
async function* refused(refusal: unknown): AsyncGenerator<never> {
  throw refusal;
}

/** One stream being written: its response, its events, what ends it and how a failure reads. */
interface Pouring {
  outgoing: ServerResponse;
  events: AsyncIterable<unknown>;
  stop: AbortController;
  failed: (cause: unknown) => string;
}

/**
 * Writes the head on the next turn, then the events. Apart from the middleware, and with no closure over the
 * headers' reader: a closure made there would keep the whole request (Hono's context, its answer) for as long as
 * the stream stays open.
 */
function start(pouring: Pouring, headers: () => Headers) {
  const onClose = () => pouring.stop.abort();
  pouring.outgoing.once('close', onClose);
  setImmediate(begin, pouring, headers, onClose);
}

function begin(pouring: Pouring, headers: () => Headers, onClose: () => void) {
  if (pouring.stop.signal.aborted) return;
  writeHead(pouring.outgoing, headers());
  void pour(pouring).finally(() => pouring.outgoing.off('close', onClose));
}

/**
 * How a failure reads on the stream: the router's error shape, as tRPC sends it. Built apart from the middleware,
 * so a stream held open keeps its context and input, not the whole request.
 */
function errorEvent(options: LiveStreamsOptions, ctx: ApiContext, input: unknown, path: string) {
  return (cause: unknown) => {
    const error = getTRPCErrorFromUnknown(cause);
    options.onError({ error, path });
    const shape = getErrorShape({
      config: appRouter._def._config,
      ctx,
      error,
      input,
      path,
      type: 'subscription',
    });
    return `event: serialized-error\ndata: ${JSON.stringify(shape)}\n\n`;
  };
}

function writeHead(outgoing: ServerResponse, headers: Headers): void {
  const head: Record<string, string | string[]> = {};
  headers.forEach((value, key) => {
    if (key !== ALREADY_SENT && key !== 'set-cookie') head[key] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) head['set-cookie'] = cookies;
  // Every header is in `head` (security-headers.ts leaves a stream's on the answer), so Node writes them without
  // keeping a copy of each for the life of the stream, as it does for headers set one by one.
  outgoing.writeHead(200, head);
  // Node keeps the head it built, for as long as the answer lasts, as one string concatenated from every header
  // line: a tree of some seventy pieces (about 2 KB) for each open stream. Converting it to a number makes V8 copy
  // it into one flat string in place, and the pieces go.
  void Number((outgoing as unknown as { _header: string | null })._header);
}

/** Writes the events to the response until they end, fail, or the client goes (which aborts `stop`). */
async function pour({ outgoing, events, stop, failed }: Pouring): Promise<void> {
  const write = async (frame: string) => {
    if (outgoing.write(frame) || stop.signal.aborted) return;
    // A slow reader: wait for its buffer to drain rather than pile events up in memory.
    await new Promise<void>((resolve) => {
      const done = () => {
        outgoing.off('drain', done);
        outgoing.off('close', done);
        resolve();
      };
      outgoing.on('drain', done);
      outgoing.on('close', done);
    });
  };
  try {
    await write('event: connected\ndata: {}\n\n');
    for await (const value of events) {
      if (stop.signal.aborted) break;
      if (isTrackedEnvelope(value)) {
        const [id, data] = value;
        await write(`id: ${String(id)}\ndata: ${JSON.stringify(data)}\n\n`);
      } else {
        await write(`data: ${JSON.stringify(value)}\n\n`);
      }
    }
    if (!stop.signal.aborted) await write('event: return\ndata: \n\n');
  } catch (cause) {
    if (!stop.signal.aborted) await write(failed(cause));
  } finally {
    stop.abort();
    outgoing.end();
  }
}
