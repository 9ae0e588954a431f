import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { appCodeOf, classifyError, httpStatusText, isRefusal } from './error-kind';

/** A TRPCClientError as the links build it from an error response. */
function serverError(data: Record<string, unknown>, status = 400) {
  return TRPCClientError.from(
    { error: { code: -32600, message: 'x', data: { code: 'BAD_REQUEST', httpStatus: status, ...data } } },
    { meta: { response: { status, statusText: httpStatusText(status) } } },
  );
}

describe('classifyError', () => {
  it('reads the application code of a tRPC error', () => {
    const kind = classifyError(serverError({ appCode: 'FILE_INVALID', fieldErrors: null }));
    expect(kind).toEqual({ kind: 'app', code: 'FILE_INVALID', status: 400, fieldErrors: null });
    expect(appCodeOf(serverError({ appCode: 'INVALID_CREDENTIALS' }, 401))).toBe('INVALID_CREDENTIALS');
  });

  it('keeps zod field errors', () => {
    const kind = classifyError(serverError({ appCode: 'VALIDATION', fieldErrors: { email: ['bad'] } }));
    expect(kind).toMatchObject({ kind: 'app', code: 'VALIDATION', fieldErrors: { email: ['bad'] } });
  });

  it('ignores an appCode that is not one of the closed ErrorCodes', () => {
    expect(classifyError(serverError({ appCode: 'SOMETHING_NEW' }, 500))).toEqual({
      kind: 'http',
      status: 500,
      statusText: 'Internal Server Error',
    });
  });

  it('treats a failed fetch as a network failure', () => {
    const error = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(classifyError(error)).toEqual({ kind: 'network' });
    expect(classifyError(new TypeError('NetworkError when attempting to fetch resource.'))).toEqual({
      kind: 'network',
    });
    expect(classifyError(new TypeError('Load failed'))).toEqual({ kind: 'network' });
  });

  it('treats a gateway answer (server down behind a proxy) as a network failure', () => {
    const error = new TRPCClientError('Unable to transform response from server', {
      meta: { response: { status: 502, statusText: 'Bad Gateway' } },
    });
    expect(classifyError(error)).toEqual({ kind: 'network' });
  });

  it('reports a non-ok answer without a code with its status', () => {
    const error = new TRPCClientError('Unable to transform response from server', {
      meta: { response: { status: 413, statusText: '' } },
    });
    expect(classifyError(error)).toEqual({ kind: 'http', status: 413, statusText: 'Payload Too Large' });
  });

  it('recognises an answer that is not tRPC JSON (an HTML error page)', () => {
    const error = TRPCClientError.from(
      new SyntaxError(`Unexpected token '<', "<h1>oops</h1>" is not valid JSON`),
    );
    expect(classifyError(error)).toEqual({ kind: 'invalid-response' });
  });

  it('falls back to the error text, or nothing', () => {
    expect(classifyError(new Error('boom'))).toEqual({ kind: 'unknown', message: 'boom' });
    expect(classifyError(new Error(''))).toEqual({ kind: 'unknown', message: null });
    expect(classifyError(undefined)).toEqual({ kind: 'unknown', message: null });
    expect(classifyError('plain text')).toEqual({ kind: 'unknown', message: 'plain text' });
  });
});

describe('isRefusal', () => {
  it('is a refusal the screen explains: an application code or a 4xx answer', () => {
    expect(isRefusal(serverError({ appCode: 'INVITATION_ANSWERED' }, 409))).toBe(true);
    expect(isRefusal(serverError({ appCode: 'FORBIDDEN' }, 403))).toBe(true);
    expect(isRefusal(serverError({ appCode: 'VALIDATION', fieldErrors: { email: ['bad'] } }, 400))).toBe(
      true,
    );
    expect(isRefusal(new TRPCClientError('x', { meta: { response: { status: 413, statusText: '' } } }))).toBe(
      true,
    );
  });

  it('is no refusal when the server failed, could not be reached or answered nonsense', () => {
    expect(isRefusal(serverError({ appCode: 'SERVER_BUSY' }, 503))).toBe(false);
    expect(isRefusal(serverError({ appCode: 'SOMETHING_NEW' }, 500))).toBe(false);
    expect(isRefusal(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe(false);
    expect(isRefusal(TRPCClientError.from(new SyntaxError('Unexpected token')))).toBe(false);
    expect(isRefusal(new Error('boom'))).toBe(false);
  });
});
