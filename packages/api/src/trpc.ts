import { DomainError } from '@cancha/shared';
import { initTRPC, type ProcedureType, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { confirmedEmail, type UserRow } from './auth/session';
import type { Context } from './context';
import { appCodeOf, detailsOf, fieldErrorsOf, toTRPCError } from './errors';
import type { ProcedureMeta } from './security/gates';

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const fieldErrors = error.cause instanceof ZodError ? fieldErrorsOf(error.cause) : null;
      return {
        ...shape,
        data: {
          ...shape.data,
          stack: undefined,
          appCode: appCodeOf(error),
          fieldErrors,
          details: detailsOf(error),
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

// One middleware for every procedure (each level costs every call a few object copies):
// - after a change commits, what it published and the notifications it created go out (ctx.live), one place for
//   every action;
// - services throw DomainError, turned here into tRPC errors with the mapped code.
async function settle<R extends { ok: true } | { ok: false; error: TRPCError }>(
  ctx: Context,
  type: ProcedureType,
  result: R,
): Promise<R> {
  if (type === 'mutation') await ctx.live.flush(result.ok);
  if (!result.ok && result.error.cause instanceof DomainError) throw toTRPCError(result.error.cause);
  return result;
}

export const publicProcedure = t.procedure
  .meta({ gate: 'public' })
  .use(async ({ ctx, type, next }) => settle(ctx, type, await next()));

// Signed in: checked in that same one middleware, before the work.
export const authedProcedure = t.procedure.meta({ gate: 'user' }).use(async ({ ctx, type, next }) => {
  if (!ctx.user || !ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'UNAUTHENTICATED' });
  return settle(ctx, type, await next({ ctx: { user: ctx.user, session: ctx.session } }));
});

/** An OWNER_EMAILS address gives its rights only to the account that has proven it (docs/decisions/008). */
export function isSiteOwner(
  config: { ownerEmails: readonly string[] },
  user: Pick<UserRow, 'email' | 'emailVerified'>,
): boolean {
  const email = confirmedEmail(user);
  return email !== null && config.ownerEmails.includes(email.toLowerCase());
}

/** Site owners (OWNER_EMAILS) administer the blog and see the registered users. */
export const ownerProcedure = authedProcedure.meta({ gate: 'owner' }).use(({ ctx, next }) => {
  if (!isSiteOwner(ctx.config, ctx.user)) throw new TRPCError({ code: 'FORBIDDEN', message: 'FORBIDDEN' });
  return next();
});

/**
 * Players (role PARTICIPANT) run teams, answer invitations and challenge others
 * (docs/product/accounts.md#roles).
 */
export const playerProcedure = authedProcedure.meta({ gate: 'player' }).use(({ ctx, next }) => {
  if (ctx.user.role !== 'PARTICIPANT') throw new TRPCError({ code: 'FORBIDDEN', message: 'FORBIDDEN' });
  return next();
});

/** Tournament creators (role ADMIN) run tournaments (docs/product/accounts.md#roles). */
export const creatorProcedure = authedProcedure.meta({ gate: 'creator' }).use(({ ctx, next }) => {
  if (ctx.user.role !== 'ADMIN') throw new TRPCError({ code: 'FORBIDDEN', message: 'FORBIDDEN' });
  return next();
});
