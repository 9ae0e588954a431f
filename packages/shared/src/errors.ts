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
  'REFEREES_FULL',
  'TEAM_TOO_SMALL',
  'TEAM_GENDER_MISMATCH',
  'ALREADY_REGISTERED',
  'INVITATION_REQUIRED',
  'REGISTRATION_ANSWERED',
  'MATCH_FINISHED',
  'MATCH_LOCKED',
  'TEAM_NOT_IN_MATCH',
  'PENALTIES_REQUIRED',
  'NOT_ENOUGH_TEAMS',
  'ROUND_NOT_COMPLETE',
  'FINAL_CHOICE_REQUIRED',
  'FIXTURE_COMPLETE',
  'TEAM_IN_FIXTURE',
  'CHALLENGE_ANSWERED',
  'CHALLENGE_NOT_ACCEPTED',
  'SAME_TEAM',
  'DATE_IN_PAST',
  'CHAT_DISABLED',
  'PAYMENT_DECLINED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'EMAIL_ALREADY_CONFIRMED',
  'TOO_MANY_STREAMS',
  'NO_GROUP_STAGE',
  'GROUP_DRAW_INVALID',
  'GROUP_STAGE_STARTED',
  'GROUP_STAGE_NOT_COMPLETE',
  'FORMAT_LOCKED',
  'FIRST_LEG_NOT_COMPLETE',
  'PLAYER_SUSPENDED',
  'NOT_ENOUGH_WALKOVERS',
  'TEAM_WITHDRAWN',
  'SCHEDULE_CONFLICT',
  'NO_PITCHES',
  'PLAN_CHANGED',
  'PREDICTIONS_CLOSED',
  'PRODE_NOT_JOINED',
  'PUSH_SERVICE_NOT_ALLOWED',
  'ORIGIN_MISMATCH',
  'SERVER_BUSY',
  'TEAM_NAME_TAKEN',
  'TEAM_NOT_MANAGED',
  'TEAM_NOT_IN_TOURNAMENT',
  'ENTRY_IS_REVERSAL',
  'ENTRY_REVERSED',
  'CURRENCY_LOCKED',
  'NOTHING_OWED',
  'PIX_NOT_SET_UP',
  'PIX_NEEDS_BRL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export class DomainError extends Error {
  readonly code: ErrorCode;
  /** What a client needs to explain the refusal, as values (SCHEDULE_CONFLICT: the collisions). */
  readonly details: Record<string, unknown> | undefined;
  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? code);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
