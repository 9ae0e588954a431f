import type { Logger } from '@cancha/api';
import pino, { type DestinationStream } from 'pino';
import pretty from 'pino-pretty';

/** Where lines go: anything with write(), like a stream; flushSync() if it holds lines back. */
export interface Sink {
  write(text: string): unknown;
  flushSync?(): void;
}

export type LogLevel = 'info' | 'warn' | 'error';

/** Shown instead of a secret's value. */
export const REDACTED = '[redacted]';

/**
 * Fields whose value never reaches a log line: session cookies, authorization headers, tokens, passwords and
 * secrets, among a line's fields or in a `headers` object among them. Explicit paths, no wildcards: pino's
 * redaction costs little per named path, but a wildcard path (`*.password`) tripled the cost of every line.
 */
export const REDACT_PATHS = [
  'cookie',
  'cookies',
  '["set-cookie"]',
  'authorization',
  '["proxy-authorization"]',
  'token',
  'accessToken',
  'refreshToken',
  'idToken',
  'password',
  'newPassword',
  'currentPassword',
  'secret',
  'clientSecret',
  'smtpUrl',
  'headers.cookie',
  'headers["set-cookie"]',
  'headers.authorization',
  'headers["proxy-authorization"]',
];

/** pino-pretty in this thread (a stream, not a transport's worker thread): one line per entry, local time. */
const readableOptions = {
  sync: true,
  messageKey: 'message',
  singleLine: true,
  translateTime: 'SYS:HH:MM:ss.l',
  ignore: 'pid,hostname',
  // Our `error` fields are text: printed on the line like any other field, not as an error object.
  errorLikeObjectKeys: ['err'],
};

/**
 * NODE_ENV=development, read when the process starts. Through a variable: `bun build` (the one-file release)
 * replaces the literal expression `process.env.NODE_ENV` with "development" at build time.
 */
function isDevelopment(env: Record<string, string | undefined> = process.env) {
  return env.NODE_ENV === 'development';
}

/** Lines waiting for the end of this event-loop turn; past this size they go at once. */
const FLUSH_AT = 64 * 1024;

/**
 * Stdout for the JSON lines: what one event-loop turn logs goes out in one write, at the end of the turn, when
 * the lines pass FLUSH_AT, or at exit. The destination is pino's, synchronous (it retries a full pipe). pino's
 * asynchronous destination hands nearly every request's line to the thread pool on its own: that cost each
 * small read ~10 µs more CPU than this (docs/decisions/010).
 */
export function gatherByTurn(
  destination: Sink = pino.destination({ dest: 1, sync: true }),
  onExit: (flush: () => void) => void = (flush) => process.on('exit', flush),
): Sink {
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!pending) return;
    const text = pending;
    pending = '';
    destination.write(text);
  };
  onExit(flush);
  return {
    write(line) {
      pending += line;
      if (pending.length >= FLUSH_AT) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flushSync: flush,
  };
}

/**
 * One JSON object per line (pino): `{"level":"info","time":"…","message":"…",…fields}`, the same shape as before
 * pino, so whatever reads the logs reads them unchanged. In development (NODE_ENV=development) the lines are
 * pino-pretty's readable ones instead, formatted in this thread.
 *
 * Info and warning lines go to stdout once per event-loop turn (gatherByTurn). Errors go to stderr at once,
 * after whatever was waiting on stdout. docs/decisions/010.
 */
export function createLogger(
  options: { out?: Sink; err?: Sink; level?: LogLevel; pretty?: boolean } = {},
): Logger {
  const readable = options.pretty ?? isDevelopment();
  const out: Sink =
    options.out ?? (readable ? pretty({ ...readableOptions, destination: 1 }) : gatherByTurn());
  const err: Sink =
    options.err ??
    (readable ? pretty({ ...readableOptions, destination: 2 }) : pino.destination({ dest: 2, sync: true }));
  const errors: Sink = {
    write(text) {
      out.flushSync?.();
      return err.write(text);
    },
  };
  const log = pino(
    {
      level: options.level ?? 'info',
      messageKey: 'message',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: REDACTED },
    },
    pino.multistream(
      [
        { level: 'info', stream: out as DestinationStream },
        { level: 'error', stream: errors as DestinationStream },
      ],
      { dedupe: true },
    ),
  );
  return {
    info: (message, data) => (data ? log.info(data, message) : log.info(message)),
    warn: (message, data) => (data ? log.warn(data, message) : log.warn(message)),
    error: (message, data) => (data ? log.error(data, message) : log.error(message)),
  };
}
