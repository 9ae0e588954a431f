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
  'NOT_TEAM_CAPTAIN',
  'NOT_TEAM_MEMBER',
  'CANNOT_REMOVE_CAPTAIN',
  'SHIRT_NUMBER_TAKEN',
  'ALREADY_IN_TEAM',
  'INVITATION_PENDING',
  'INVITATION_ANSWERED',
  'TEAM_IN_ACTIVE_TOURNAMENT',
  'LOCATION_UNKNOWN',
  'FORMATION_INVALID',
  'TOURNAMENT_HAS_TEAMS',
  'REGISTRATION_CLOSED',
  'TOURNAMENT_FULL',
  'TEAM_TOO_SMALL',
  'TEAM_GENDER_MISMATCH',
  'ALREADY_REGISTERED',
  'INVITATION_REQUIRED',
  'REGISTRATION_ANSWERED',
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
  NOT_TEAM_CAPTAIN: 'Solo el capitán del equipo puede hacerlo',
  NOT_TEAM_MEMBER: 'El jugador no pertenece al equipo',
  CANNOT_REMOVE_CAPTAIN: 'No se puede quitar al capitán del equipo',
  SHIRT_NUMBER_TAKEN: 'Ese número de camiseta ya está en uso en el equipo',
  ALREADY_IN_TEAM: 'El jugador ya forma parte del equipo',
  INVITATION_PENDING: 'Ya hay una invitación pendiente para ese email',
  INVITATION_ANSWERED: 'La invitación ya fue respondida',
  TEAM_IN_ACTIVE_TOURNAMENT: 'El equipo juega un torneo en curso y no se puede eliminar',
  LOCATION_UNKNOWN: 'Ubicación desconocida',
  FORMATION_INVALID: 'Error: formación no válida',
  TOURNAMENT_HAS_TEAMS: 'No se puede eliminar un torneo con equipos inscriptos',
  REGISTRATION_CLOSED: 'Las inscripciones están cerradas',
  TOURNAMENT_FULL: 'El torneo ya tiene todos sus equipos',
  TEAM_TOO_SMALL: 'Debes tener al menos un equipo con 5 jugadores para poder inscribirte a este torneo.',
  TEAM_GENDER_MISMATCH: 'El género del equipo no corresponde al del torneo',
  ALREADY_REGISTERED: 'El equipo ya está inscripto en este torneo',
  INVITATION_REQUIRED: 'Este torneo es solo por invitación',
  REGISTRATION_ANSWERED: 'La inscripción ya fue respondida',
};
