import { ERROR_CODES, ERROR_MESSAGES } from '@cancha/shared';
import { setupI18n } from '@lingui/core';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';

// In the app the Lingui macro is compiled away by Babel; here the runtime version builds the same descriptors.
vi.mock('@lingui/core/macro', () => import('@lingui/core/runtime-macro'));

const { errorMessage } = await import('./errors');
// The app's tRPC client loads the sentences before a failure is handed on (error-texts.ts).
await (await import('./error-texts')).loadErrorTexts();

// No catalog loaded: messages come out in the source language, Spanish.
const i18n = setupI18n({ locale: 'es', messages: { es: {} } });

function serverError(appCode: string | null, status: number, statusText = '') {
  return TRPCClientError.from(
    { error: { code: -32600, message: 'x', data: { code: 'X', httpStatus: status, appCode } } },
    { meta: { response: { status, statusText } } },
  );
}

describe('errorMessage', () => {
  it('has a message for every ErrorCode', () => {
    for (const code of ERROR_CODES) {
      expect(i18n._(ERROR_MESSAGES[code]), code).toMatch(/\S/);
    }
  });

  it('words the error catalogue (product: api-and-errors#error-messages)', () => {
    expect(errorMessage(i18n, serverError('FILE_INVALID', 400))).toBe('Archivo no válido');
    expect(errorMessage(i18n, serverError('FILE_TOO_LARGE', 413))).toBe('Tamaño de archivo excedido');
    expect(errorMessage(i18n, TRPCClientError.from(new TypeError('Failed to fetch')))).toBe(
      'No se pudo conectar con el servidor. Inténtalo más tarde.',
    );
    expect(errorMessage(i18n, undefined)).toBe('Error desconocido');
  });

  it('says "Hubo un problema al iniciar sesión" for a sign-in answer without a code', () => {
    expect(errorMessage(i18n, serverError(null, 500), 'signIn')).toBe('Hubo un problema al iniciar sesión');
    const html = TRPCClientError.from(new SyntaxError('Unexpected token'));
    expect(errorMessage(i18n, html, 'signIn')).toBe('Hubo un problema al iniciar sesión');
    expect(errorMessage(i18n, html, 'upload')).toBe('Error de servidor');
  });

  it('shows the status of an upload answered without a code, or "Error de servidor"', () => {
    expect(errorMessage(i18n, serverError(null, 500, 'Internal Server Error'), 'upload')).toBe(
      'Error HTTP: 500 - Internal Server Error',
    );
    expect(errorMessage(i18n, new Error('no answer'), 'upload')).toBe('Error de servidor');
    expect(errorMessage(i18n, serverError(null, 500))).toBe('Error de servidor');
  });

  it("shows another failure's own text", () => {
    expect(errorMessage(i18n, new Error('Algo raro'), 'signIn')).toBe('Algo raro');
  });
});
