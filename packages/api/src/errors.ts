import { DomainError, type ErrorCode } from '@cancha/shared';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { TRPCError } from '@trpc/server';

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
  EMAIL_NOT_FOUND: 'NOT_FOUND',
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

/** The application code carried by any error that reached the transport. */
export function appCodeOf(error: TRPCError): ErrorCode | null {
  if (error.cause instanceof DomainError) return error.cause.code;
  return APP_CODE_OF_TRPC[error.code] ?? null;
}
