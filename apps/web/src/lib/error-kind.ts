import { type ErrorCode, isErrorCode } from '@cancha/shared';

// What went wrong with a call, before it is put into words (lib/errors.ts does that). Kept free of Lingui
// and of the DOM so it can be unit-tested in Node.
export type ErrorKind =
  /** The server answered with one of the closed ErrorCodes (data.appCode). */
  | { kind: 'app'; code: ErrorCode; status: number | null; fieldErrors: Record<string, string[]> | null }
  /** The server could not be reached (fetch failed, or a proxy in front of it answered 502–504 by itself). */
  | { kind: 'network' }
  /** The server answered a non-ok status without an application code. */
  | { kind: 'http'; status: number; statusText: string }
  /** Something answered, but not in a form the client understands (an HTML error page, a cut-off body). */
  | { kind: 'invalid-response' }
  /** Anything else; message is the error's own text when it has one. */
  | { kind: 'unknown'; message: string | null };

const NETWORK_MESSAGES = [
  /failed to fetch/i,
  /networkerror/i,
  /network request failed/i,
  /load failed/i,
  /fetch failed/i,
  /ECONNREFUSED/,
];

const GATEWAY_STATUSES = new Set([502, 503, 504]);

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function httpStatusText(status: number): string {
  return STATUS_TEXT[status] ?? '';
}

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose | null =>
  typeof value === 'object' && value !== null ? (value as Loose) : null;

function responseOf(error: Loose): { status: number; statusText: string } | null {
  const response = asObject(asObject(error.meta)?.response);
  if (!response || typeof response.status !== 'number') return null;
  const statusText = typeof response.statusText === 'string' ? response.statusText : '';
  return { status: response.status, statusText };
}

function isNetworkMessage(message: unknown): boolean {
  return typeof message === 'string' && NETWORK_MESSAGES.some((re) => re.test(message));
}

/** Classifies a TRPCClientError (duck-typed, so duplicated module copies still match) or any thrown value. */
export function classifyError(error: unknown): ErrorKind {
  const e = asObject(error);
  if (!e) return { kind: 'unknown', message: typeof error === 'string' && error ? error : null };

  const data = asObject(e.data);
  if (data) {
    const status = typeof data.httpStatus === 'number' ? data.httpStatus : null;
    if (isErrorCode(data.appCode)) {
      const fieldErrors = asObject(data.fieldErrors) as Record<string, string[]> | null;
      return { kind: 'app', code: data.appCode, status, fieldErrors };
    }
    if (status !== null) {
      if (GATEWAY_STATUSES.has(status)) return { kind: 'network' };
      return { kind: 'http', status, statusText: responseOf(e)?.statusText || httpStatusText(status) };
    }
  }

  const response = responseOf(e);
  if (response && !response.status.toString().startsWith('2')) {
    if (GATEWAY_STATUSES.has(response.status)) return { kind: 'network' };
    return {
      kind: 'http',
      status: response.status,
      statusText: response.statusText || httpStatusText(response.status),
    };
  }

  const cause = asObject(e.cause);
  if (cause?.name === 'SyntaxError' || e.name === 'SyntaxError') return { kind: 'invalid-response' };
  if (e.name === 'TypeError' && isNetworkMessage(e.message)) return { kind: 'network' };
  if (cause && (cause.name === 'TypeError' || isNetworkMessage(cause.message))) return { kind: 'network' };
  if (isNetworkMessage(e.message)) return { kind: 'network' };

  const message = typeof e.message === 'string' && e.message.trim() ? e.message : null;
  return { kind: 'unknown', message };
}

/** The application code of an error, or null. */
export function appCodeOf(error: unknown): ErrorCode | null {
  const kind = classifyError(error);
  return kind.kind === 'app' ? kind.code : null;
}

/**
 * Whether the server turned the call down on purpose: an application code, or a 4xx answer. The screen says why
 * (errors.ts), so it is no fault of the app's and is not logged as one; a 5xx answer, a dropped connection or an
 * answer the client cannot read is.
 */
export function isRefusal(error: unknown): boolean {
  const kind = classifyError(error);
  if (kind.kind === 'app') return kind.status === null || kind.status < 500;
  return kind.kind === 'http' && kind.status >= 400 && kind.status < 500;
}
