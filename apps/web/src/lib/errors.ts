import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { classifyError } from './error-kind';
import { errorText } from './error-texts';

// The web app turns `appCode` into its sentence (ERROR_MESSAGES, shared with the REST answers, loaded by
// lib/error-texts.ts before any call's failure reaches a screen).

// The messages of failures without an application code of their own
// (docs/product/api-and-errors.md#error-messages).
export const GENERIC_MESSAGES = {
  network: msg`No se pudo conectar con el servidor. Inténtalo más tarde.`,
  unknown: msg`Error desconocido`,
  server: msg`Error de servidor`,
  signIn: msg`Hubo un problema al iniciar sesión`,
  signUp: msg`No se pudo completar el registro. Inténtalo de nuevo.`,
} satisfies Record<string, MessageDescriptor>;

/**
 * How a failure without an application code is worded:
 * - 'default': 'Error de servidor'
 * - 'signIn': 'Hubo un problema al iniciar sesión' (docs/product/accounts.md#sign-in)
 * - 'signUp': a registration error (docs/product/accounts.md#sign-up)
 * - 'upload': 'Error HTTP: {status} - {statusText}' (docs/product/api-and-errors.md#error-messages)
 */
export type ErrorContext = 'default' | 'signIn' | 'signUp' | 'upload';

/** A localized sentence for any error thrown by a tRPC call (or anything else). */
export function errorMessage(i18n: I18n, error: unknown, context: ErrorContext = 'default'): string {
  const kind = classifyError(error);
  switch (kind.kind) {
    case 'app': {
      const text = errorText(kind.code);
      return i18n._(text ?? GENERIC_MESSAGES.server);
    }
    case 'network':
      return i18n._(GENERIC_MESSAGES.network);
    case 'http': {
      if (context === 'signIn') return i18n._(GENERIC_MESSAGES.signIn);
      if (context === 'signUp') return i18n._(GENERIC_MESSAGES.signUp);
      if (context === 'upload') {
        // Labeled placeholders: the same message id whether the macro is compiled or run as-is (unit tests).
        return i18n._(msg`Error HTTP: ${{ status: kind.status }} - ${{ statusText: kind.statusText }}`);
      }
      return i18n._(GENERIC_MESSAGES.server);
    }
    case 'invalid-response':
      if (context === 'signIn') return i18n._(GENERIC_MESSAGES.signIn);
      if (context === 'signUp') return i18n._(GENERIC_MESSAGES.signUp);
      return i18n._(GENERIC_MESSAGES.server);
    case 'unknown':
      // docs/product/api-and-errors.md#error-messages — an upload without a usable answer says 'Error de
      // servidor'; otherwise the error's own text, or 'Error desconocido'.
      if (context === 'upload') return i18n._(GENERIC_MESSAGES.server);
      return kind.message ?? i18n._(GENERIC_MESSAGES.unknown);
  }
}
