import { translate } from '@cancha/api';
import {
  ERROR_MESSAGES,
  type ErrorCode,
  type Locale,
  parseLocale,
  SERVER_ERROR,
  type TextDescriptor,
} from '@cancha/shared';
import type { Context } from 'hono';
import { languageDetector } from 'hono/language';
import type { AppEnv } from '../env';

// What /api/v1 says to a person (successMessage, errorMessage, the legacy roundName) is said in the request's
// language: ?lang=, else the locale cookie the web app keeps, else Accept-Language, else Spanish.

/** Reads the request's language into c.var.language; sets no cookie (the web app keeps its own). */
export const detectLanguage = languageDetector({
  order: ['querystring', 'cookie', 'header'],
  lookupQueryString: 'lang',
  lookupCookie: 'locale',
  supportedLanguages: ['es', 'en', 'br', 'pt'],
  fallbackLanguage: 'es',
  caches: false,
});

export function requestLocale(c: Context<AppEnv>): Locale {
  return parseLocale(c.get('language'));
}

/** A text in the request's language. */
export function say(c: Context<AppEnv>, text: TextDescriptor): string {
  return translate(requestLocale(c), text);
}

// docs/product/api-and-errors.md#legacy-error-values — exact words older clients switch on: never translated.
const LEGACY_ERROR_VALUES: Partial<Record<ErrorCode, string>> = {
  INVALID_CREDENTIALS: 'incorrecto',
  EMAIL_TAKEN: 'ya existe',
  TOKEN_INVALID: 'invalido',
  TOKEN_EXPIRED: 'expirado',
  FILE_INVALID: 'Archivo no válido',
  FILE_TOO_LARGE: 'Tamaño de archivo excedido',
  CHAT_DISABLED: 'El chat esta desactivado',
  PAYMENT_DECLINED: 'Error al capturar el pago',
};

/** The `errorMessage` of a failure: its legacy value, or its sentence; 'Error de servidor' without a code. */
export function errorMessageOf(c: Context<AppEnv>, code: ErrorCode | null | undefined): string {
  if (!code) return say(c, SERVER_ERROR);
  return LEGACY_ERROR_VALUES[code] ?? say(c, ERROR_MESSAGES[code]);
}
