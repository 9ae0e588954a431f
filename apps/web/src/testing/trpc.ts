import type { AppRouter } from '@cancha/api';
import type { ErrorCode } from '@cancha/shared';
import type { inferRouterProxyClient } from '@trpc/client';
import { vi } from 'vitest';

// The API as the component tests see it: the app's own tRPC client (lib/trpc.ts) goes through a stubbed fetch that
// answers the calls in tRPC's HTTP wire format, from one handler per procedure. So a test is about what the screen
// sends and does with the answer, and the client, its links and its error classes stay the real ones.

type Client = inferRouterProxyClient<AppRouter>;

/** What the API answers to one procedure: its answer for the call's input, or a thrown `refusal(…)`. */
type Handler<I, O> = (input: I) => O | Promise<O>;

/** Handlers laid out as the client's procedures are (`{ matches: { update: (input) => answer } }`). */
export type Handlers<T = Client> = {
  [K in keyof T]?: T[K] extends { mutate: (input: infer I, ...rest: never[]) => Promise<infer O> }
    ? Handler<I, O>
    : T[K] extends { query: (input: infer I, ...rest: never[]) => Promise<infer O> }
      ? Handler<I, O>
      : Handlers<T[K]>;
};

// The transport codes the API maps its ErrorCodes to (packages/api/src/errors.ts, TRPC_CODE_OF), with their JSON-RPC
// code and HTTP status as @trpc/server sends them.
const TRANSPORT = {
  BAD_REQUEST: { rpc: -32600, http: 400 },
  UNAUTHORIZED: { rpc: -32001, http: 401 },
  PAYMENT_REQUIRED: { rpc: -32002, http: 402 },
  FORBIDDEN: { rpc: -32003, http: 403 },
  NOT_FOUND: { rpc: -32004, http: 404 },
  CONFLICT: { rpc: -32009, http: 409 },
  PAYLOAD_TOO_LARGE: { rpc: -32013, http: 413 },
  TOO_MANY_REQUESTS: { rpc: -32029, http: 429 },
  INTERNAL_SERVER_ERROR: { rpc: -32603, http: 500 },
  SERVICE_UNAVAILABLE: { rpc: -32603, http: 503 },
} as const;

type Transport = keyof typeof TRANSPORT;

/** A refusal thrown by a handler: the API's answer to a DomainError (packages/api/src/trpc.ts, errorFormatter). */
export class Refusal extends Error {
  constructor(
    readonly code: ErrorCode | null,
    readonly transport: Transport,
    readonly details: Record<string, unknown> | null,
    readonly fieldErrors: Record<string, string[]> | null = null,
  ) {
    super(code ?? transport);
  }
}

/**
 * `throw refusal('SCHEDULE_CONFLICT', { details: { conflicts } })`: the service's DomainError as the client
 * receives it, with `data.appCode` and `data.details`. `transport` is the code the API maps it to
 * (packages/api/src/errors.ts); most refusals are CONFLICT, a refused input is BAD_REQUEST.
 */
export function refusal(
  code: ErrorCode,
  options: {
    transport?: Transport;
    details?: Record<string, unknown>;
    fieldErrors?: Record<string, string[]>;
  } = {},
): Refusal {
  return new Refusal(
    code,
    options.transport ?? 'CONFLICT',
    options.details ?? null,
    options.fieldErrors ?? null,
  );
}

interface ErrorData {
  code: Transport;
  httpStatus: number;
  path: string;
  appCode: ErrorCode | null;
  fieldErrors: Record<string, string[]> | null;
  details: Record<string, unknown> | null;
}

type Item = { result: { data: unknown } } | { error: { message: string; code: number; data: ErrorData } };

function errorItem(path: string, error: Refusal): Item {
  const { rpc, http } = TRANSPORT[error.transport];
  return {
    error: {
      message: error.message,
      code: rpc,
      data: {
        code: error.transport,
        httpStatus: http,
        path,
        appCode: error.code,
        fieldErrors: error.fieldErrors,
        details: error.details,
      },
    },
  };
}

function handlerAt(handlers: Handlers, path: string): Handler<unknown, unknown> | null {
  let node: unknown = handlers;
  for (const key of path.split('.')) {
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  }
  return typeof node === 'function' ? (node as Handler<unknown, unknown>) : null;
}

/** Each call the screen made: the procedure's path and its input. */
export interface TrpcCall {
  path: string;
  input: unknown;
}

/**
 * Answers the app's tRPC calls from `handlers` for the rest of the test (fetch is restored after it:
 * `unstubGlobals`). A call without a handler writes to console.error, which fails the test (vitest.setup.ts).
 */
export function fakeTrpc(handlers: Handlers) {
  const calls: TrpcCall[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const address = new URL(url instanceof Request ? url.url : String(url), 'http://localhost');
    const paths = address.pathname.replace(/^\/trpc\//, '').split(',');
    const body = init?.method === 'POST' ? String(init.body ?? '{}') : address.searchParams.get('input');
    const inputs = JSON.parse(body ?? '{}') as Record<string, unknown>;
    const items = await Promise.all(
      paths.map(async (path, index): Promise<Item> => {
        const input = inputs[index];
        calls.push({ path, input });
        const handler = handlerAt(handlers, path);
        if (!handler) {
          console.error(`fakeTrpc: no handler for ${path}`, input);
          return errorItem(path, new Refusal('NOT_FOUND', 'NOT_FOUND', null));
        }
        try {
          return { result: { data: await handler(input) } };
        } catch (error) {
          if (error instanceof Refusal) return errorItem(path, error);
          console.error(`fakeTrpc: the handler for ${path} failed`, error);
          return errorItem(path, new Refusal(null, 'INTERNAL_SERVER_ERROR', null));
        }
      }),
    );
    // As @trpc/server answers a batch: 200 when all went well, the error's status for a single call, else 207.
    const errors = items.flatMap((item) => ('error' in item ? [item.error] : []));
    const status = errors.length === 0 ? 200 : items.length === 1 ? errors[0]!.data.httpStatus : 207;
    return new Response(JSON.stringify(items), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    /** Every call so far, in order. */
    calls,
    /** The inputs sent to one procedure (`'matches.update'`), in order. */
    inputsOf(path: string): unknown[] {
      return calls.filter((call) => call.path === path).map((call) => call.input);
    },
  };
}
