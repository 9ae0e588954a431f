import {
  appCodeOf,
  createCaller,
  createContextInner,
  detailsOf,
  fieldErrorsOf,
  headerCookieJar,
  toTRPCError,
} from '@cancha/api';
import { DomainError } from '@cancha/shared';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { AppEnv } from '../env';
import { errorMessageOf } from './texts';

/** A server-side caller for this request, so REST input passes the routers' schemas and permission checks. */
export function caller(c: Context<AppEnv>) {
  // The context (its session lookup) is built when the first procedure runs, once for the request.
  let context: ReturnType<typeof createContextInner> | undefined;
  return createCaller(() => {
    context ??= createContextInner(c.var.services, { cookies: restCookies(c), ip: c.var.ip });
    return context;
  });
}

/**
 * What a REST route hands a procedure: the procedure's own field names, checked when this compiles, holding
 * whatever the client sent, checked by the procedure's schema when it runs (a 400 if wrong). A raw body whose
 * shape nobody knows yet goes as `unknown`.
 */
export type WireInput<I> = [I] extends [Record<string, unknown>] ? { [K in keyof I]?: unknown } : unknown;

/**
 * Calls a procedure with input from the wire: the one place where REST input meets a procedure's input type,
 * which describes the input after its schema has parsed it, as it will have by the time the procedure sees it.
 */
export function call<I, O>(procedure: (input: I) => Promise<O>, input: WireInput<I>): Promise<O> {
  return procedure(input as I);
}

export function restCookies(c: Context<AppEnv>) {
  return headerCookieJar(c.req.header('cookie'), (line) => c.header('Set-Cookie', line, { append: true }));
}

/** Reads a JSON body; anything unreadable is the client's fault, answered 400. */
export async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new DomainError('VALIDATION', 'Invalid JSON body');
  }
}

/** A JSON body that must be an object (not an array or a scalar). */
export async function objectBody(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body = await jsonBody(c);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new DomainError('VALIDATION', 'Expected a JSON object');
  }
  return body as Record<string, unknown>;
}

/**
 * docs/product/api-and-errors.md#answers — failures carry `errorMessage`; the legacy values older clients
 * switch on are kept.
 */
export function restError(c: Context<AppEnv>, error: unknown) {
  const trpcError = toTRPCErrorIfDomain(error);
  if (!trpcError) return null;
  const appCode = appCodeOf(trpcError);
  const status = getHTTPStatusCodeFromError(trpcError) as ContentfulStatusCode;
  const fieldErrors = trpcError.cause instanceof ZodError ? fieldErrorsOf(trpcError.cause) : undefined;
  const errorMessage = errorMessageOf(c, appCode);
  const details = detailsOf(trpcError);
  return c.json({ errorMessage, code: appCode, ...(fieldErrors ? { fieldErrors } : {}), ...details }, status);
}

/** The tRPC error for anything thrown on purpose (validation, domain rules); null for real failures. */
function toTRPCErrorIfDomain(error: unknown): TRPCError | null {
  if (error instanceof DomainError) return toTRPCError(error);
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return error;
  return null;
}
