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

// The `errorMessage` of /api/v1 answers, in the product's language. The legacy values the spec's clients switch on
// are kept verbatim (spec: platform §8: 'incorrecto', 'ya existe', 'no existe', 'invalido', 'expirado', upload texts).
export const REST_ERROR_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Debes iniciar sesión',
  FORBIDDEN: 'No tienes permiso para esta acción',
  NOT_FOUND: 'No encontrado',
  VALIDATION: 'Datos inválidos',
  INVALID_CREDENTIALS: 'incorrecto',
  TOO_MANY_ATTEMPTS: 'Demasiados intentos. Inténtalo más tarde.',
  EMAIL_TAKEN: 'ya existe',
  USERNAME_TAKEN: 'El nombre de usuario ya existe',
  EMAIL_NOT_FOUND: 'no existe',
  TOKEN_INVALID: 'invalido',
  TOKEN_EXPIRED: 'expirado',
  ROLE_ALREADY_SET: 'El rol ya fue elegido',
  WRONG_PASSWORD: 'La contraseña actual es incorrecta',
  PASSWORDS_DO_NOT_MATCH: 'Las contraseñas no coinciden',
  PASSWORD_NOT_SET: 'La cuenta no tiene contraseña',
  FILE_INVALID: 'Archivo no válido',
  FILE_TOO_LARGE: 'Tamaño de archivo excedido',
  ADMIN_CANNOT_DELETE: 'Un creador de torneos no puede eliminar su cuenta',
  OAUTH_FAILED: 'No se pudo iniciar sesión con Google',
  OAUTH_EMAIL_UNVERIFIED: 'El correo de Google no está verificado',
};
