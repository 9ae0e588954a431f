import { appCodeOf, toTRPCError } from '@cancha/api';
import { DomainError } from '@cancha/shared';
import { TRPCError } from '@trpc/server';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { caller } from './caller';

/**
 * The link e-mailed to confirm an address. A phone's mail app opens it in whatever browser, with or without a
 * session, so a plain GET confirms (the token is single use and expires) and lands on the page that says what
 * happened, without the token in its address. docs/decisions/008.
 */
export const confirmEmailLink = new Hono<AppEnv>().get('/', async (c) => {
  let result: string;
  try {
    result = (await caller(c).auth.confirmEmail({ token: c.req.query('token') ?? '' })).result;
  } catch (error) {
    const known =
      error instanceof DomainError ? toTRPCError(error) : error instanceof TRPCError ? error : null;
    if (!known || known.code === 'INTERNAL_SERVER_ERROR') throw error;
    result = appCodeOf(known) === 'VALIDATION' ? 'TOKEN_INVALID' : (appCodeOf(known) ?? 'TOKEN_INVALID');
  }
  c.header('Cache-Control', 'private, no-store');
  c.header('Referrer-Policy', 'no-referrer');
  return c.redirect(`/email-confirmed?result=${encodeURIComponent(result)}`, 303);
});
