import { DomainError, type ErrorCode } from '@cancha/shared';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { TRPCError } from '@trpc/server';
import type { ZodError } from 'zod';

// A new ErrorCode without a transport mapping does not compile.
export const TRPC_CODE_OF: Record<ErrorCode, TRPC_ERROR_CODE_KEY> = {
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION: 'BAD_REQUEST',
  INVALID_CREDENTIALS: 'UNAUTHORIZED',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_REQUESTS',
  EMAIL_TAKEN: 'CONFLICT',
  USERNAME_TAKEN: 'CONFLICT',
  TOKEN_INVALID: 'BAD_REQUEST',
  TOKEN_EXPIRED: 'BAD_REQUEST',
  ROLE_ALREADY_SET: 'CONFLICT',
  WRONG_PASSWORD: 'BAD_REQUEST',
  PASSWORDS_DO_NOT_MATCH: 'BAD_REQUEST',
  PASSWORD_NOT_SET: 'BAD_REQUEST',
  FILE_INVALID: 'BAD_REQUEST',
  FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  ADMIN_CANNOT_DELETE: 'FORBIDDEN',
  OAUTH_FAILED: 'BAD_REQUEST',
  OAUTH_EMAIL_UNVERIFIED: 'FORBIDDEN',
  NOT_TEAM_CAPTAIN: 'FORBIDDEN',
  NOT_TEAM_MEMBER: 'BAD_REQUEST',
  CANNOT_REMOVE_CAPTAIN: 'BAD_REQUEST',
  SHIRT_NUMBER_TAKEN: 'CONFLICT',
  ALREADY_IN_TEAM: 'CONFLICT',
  INVITATION_PENDING: 'CONFLICT',
  INVITATION_ANSWERED: 'CONFLICT',
  TEAM_IN_ACTIVE_TOURNAMENT: 'CONFLICT',
  LOCATION_UNKNOWN: 'BAD_REQUEST',
  FORMATION_INVALID: 'BAD_REQUEST',
  TOURNAMENT_HAS_TEAMS: 'CONFLICT',
  REGISTRATION_CLOSED: 'CONFLICT',
  TOURNAMENT_FULL: 'CONFLICT',
  REFEREES_FULL: 'CONFLICT',
  TEAM_TOO_SMALL: 'BAD_REQUEST',
  TEAM_GENDER_MISMATCH: 'BAD_REQUEST',
  ALREADY_REGISTERED: 'CONFLICT',
  INVITATION_REQUIRED: 'FORBIDDEN',
  REGISTRATION_ANSWERED: 'CONFLICT',
  MATCH_FINISHED: 'CONFLICT',
  MATCH_LOCKED: 'CONFLICT',
  TEAM_NOT_IN_MATCH: 'BAD_REQUEST',
  PENALTIES_REQUIRED: 'BAD_REQUEST',
  NOT_ENOUGH_TEAMS: 'CONFLICT',
  ROUND_NOT_COMPLETE: 'CONFLICT',
  FINAL_CHOICE_REQUIRED: 'BAD_REQUEST',
  FIXTURE_COMPLETE: 'CONFLICT',
  TEAM_IN_FIXTURE: 'CONFLICT',
  CHALLENGE_ANSWERED: 'CONFLICT',
  CHALLENGE_NOT_ACCEPTED: 'CONFLICT',
  SAME_TEAM: 'BAD_REQUEST',
  DATE_IN_PAST: 'BAD_REQUEST',
  CHAT_DISABLED: 'FORBIDDEN',
  PAYMENT_DECLINED: 'PAYMENT_REQUIRED',
  PAYMENT_PROVIDER_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  EMAIL_ALREADY_CONFIRMED: 'CONFLICT',
  TOO_MANY_STREAMS: 'TOO_MANY_REQUESTS',
  NO_GROUP_STAGE: 'CONFLICT',
  GROUP_DRAW_INVALID: 'BAD_REQUEST',
  GROUP_STAGE_STARTED: 'CONFLICT',
  GROUP_STAGE_NOT_COMPLETE: 'CONFLICT',
  FORMAT_LOCKED: 'CONFLICT',
  FIRST_LEG_NOT_COMPLETE: 'CONFLICT',
  PLAYER_SUSPENDED: 'CONFLICT',
  NOT_ENOUGH_WALKOVERS: 'CONFLICT',
  TEAM_WITHDRAWN: 'CONFLICT',
  SCHEDULE_CONFLICT: 'CONFLICT',
  PLAN_CHANGED: 'CONFLICT',
  NO_PITCHES: 'CONFLICT',
  PREDICTIONS_CLOSED: 'CONFLICT',
  PRODE_NOT_JOINED: 'FORBIDDEN',
  PUSH_SERVICE_NOT_ALLOWED: 'BAD_REQUEST',
  ORIGIN_MISMATCH: 'FORBIDDEN',
  SERVER_BUSY: 'SERVICE_UNAVAILABLE',
  TEAM_NAME_TAKEN: 'CONFLICT',
  TEAM_NOT_MANAGED: 'FORBIDDEN',
  TEAM_NOT_IN_TOURNAMENT: 'BAD_REQUEST',
  ENTRY_IS_REVERSAL: 'CONFLICT',
  ENTRY_REVERSED: 'CONFLICT',
  CURRENCY_LOCKED: 'CONFLICT',
  NOTHING_OWED: 'CONFLICT',
  PIX_NOT_SET_UP: 'CONFLICT',
  PIX_NEEDS_BRL: 'CONFLICT',
  MERCADO_PAGO_NOT_SET_UP: 'CONFLICT',
  MERCADO_PAGO_TOKEN_REJECTED: 'BAD_REQUEST',
  MERCADO_PAGO_CURRENCY: 'CONFLICT',
  WEBHOOK_SIGNATURE_INVALID: 'UNAUTHORIZED',
  CHECKOUT_UNKNOWN: 'NOT_FOUND',
  PAYMENT_MISMATCH: 'CONFLICT',
};

const APP_CODE_OF_TRPC: Partial<Record<TRPC_ERROR_CODE_KEY, ErrorCode>> = {
  UNAUTHORIZED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_REQUEST: 'VALIDATION',
  PARSE_ERROR: 'VALIDATION',
  PAYLOAD_TOO_LARGE: 'FILE_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_ATTEMPTS',
  UNSUPPORTED_MEDIA_TYPE: 'VALIDATION',
};

export function toTRPCError(error: DomainError): TRPCError {
  return new TRPCError({ code: TRPC_CODE_OF[error.code], message: error.code, cause: error });
}

/** The values a refusal carries for its client (the collisions of a SCHEDULE_CONFLICT), if any. */
export function detailsOf(error: TRPCError): Record<string, unknown> | null {
  return error.cause instanceof DomainError ? (error.cause.details ?? null) : null;
}

/** The application code carried by any error that reached the transport. */
export function appCodeOf(error: TRPCError): ErrorCode | null {
  if (error.cause instanceof DomainError) return error.cause.code;
  return APP_CODE_OF_TRPC[error.code] ?? null;
}

/**
 * A refused input's field errors, as codes a client words in its reader's language: our refinements' own codes
 * (CONTROL_CHARACTERS, DEADLINE_AFTER_START…), or the kind of check that failed (TOO_SMALL, INVALID_FORMAT…),
 * never zod's English sentence nor a pattern. Keyed by the top-level field, as the transports always sent them.
 */
export function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field === undefined) continue;
    const code = issue.code === 'custom' ? issue.message : issue.code.toUpperCase();
    const list = out[String(field)] ?? [];
    if (!list.includes(code)) list.push(code);
    out[String(field)] = list;
  }
  return out;
}
