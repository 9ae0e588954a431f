// Closed set of domain error codes. Services throw these; transports map them (api/src/errors.ts).
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'EMAIL_NOT_FOUND',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'ROLE_ALREADY_SET',
  'WRONG_PASSWORD',
  'PASSWORDS_DO_NOT_MATCH',
  'PASSWORD_NOT_SET',
  'FILE_INVALID',
  'FILE_TOO_LARGE',
  'ADMIN_CANNOT_DELETE',
  'OAUTH_FAILED',
  'OAUTH_EMAIL_UNVERIFIED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class DomainError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'DomainError';
    this.code = code;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

// spec: platform §8 — the legacy `errorMessage` values the /api/v1 clients switch on.
export const LEGACY_ERROR_MESSAGES: Partial<Record<ErrorCode, string>> = {
  INVALID_CREDENTIALS: 'incorrecto',
  EMAIL_TAKEN: 'ya existe',
  EMAIL_NOT_FOUND: 'no existe',
  TOKEN_INVALID: 'invalido',
  TOKEN_EXPIRED: 'expirado',
  FILE_INVALID: 'Archivo no válido',
  FILE_TOO_LARGE: 'Tamaño de archivo excedido',
};
