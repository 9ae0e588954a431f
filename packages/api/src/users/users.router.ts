import { SetRole, UpdatePassword, UpdateProfile, UserId } from '@cancha/shared';
import { z } from 'zod';
import { pendingEmailOf } from '../auth/email-confirmation';
import { deleteSessionCookie, setSessionCookie, type UserRow } from '../auth/session';
import type { Context } from '../context';
import { recheckStreams } from '../realtime/guarded-stream';
import { membershipsOf } from '../teams/membership';
import { authedProcedure, isSiteOwner, ownerProcedure, publicProcedure, router } from '../trpc';
import {
  createdTournamentsOf,
  deleteAccount,
  listUsers,
  setRole,
  toUserDto,
  updatePassword,
  updateProfile,
} from './users.service';

const PROFILE_FIELDS = [
  'fullname',
  'lastname',
  'location',
  'email',
  'username',
  'userGender',
  'birthdate',
  'currentPassword',
  'locale',
] as const;

/** docs/product/accounts.md#calls — the profile travels as multipart: file plus the text fields. */
export const ProfileForm = z
  .instanceof(FormData)
  .transform((form) => {
    const out: Record<string, unknown> = {};
    for (const key of PROFILE_FIELDS) {
      const value = form.get(key);
      if (typeof value === 'string') out[key] = value;
    }
    const file = form.get('file');
    if (file instanceof Blob && file.size > 0) out.file = file;
    return out;
  })
  .pipe(UpdateProfile.extend({ file: z.instanceof(Blob).optional() }));

async function dto(ctx: Context, user: UserRow) {
  return toUserDto(user, {
    isSiteOwner: isSiteOwner(ctx.config, user),
    pendingEmail: await pendingEmailOf(ctx.db, user),
    tournaments: user.role === 'ADMIN' ? await createdTournamentsOf(ctx.db, user.id) : undefined,
    memberships: await membershipsOf(ctx.db, user.id),
  });
}

export const userRouter = router({
  me: publicProcedure.query(async ({ ctx }) => ({ user: ctx.user ? await dto(ctx, ctx.user) : null })),
  setRole: authedProcedure.input(SetRole).mutation(async ({ ctx, input }) => {
    return { user: await dto(ctx, await setRole(ctx.db, ctx.user, input.role)) };
  }),
  updateProfile: authedProcedure.input(ProfileForm).mutation(async ({ ctx, input }) => {
    return { user: await dto(ctx, await updateProfile(ctx, ctx.user, input)) };
  }),
  updatePassword: authedProcedure.input(UpdatePassword).mutation(async ({ ctx, input }) => {
    const { token, session } = await updatePassword(ctx.db, ctx.user, ctx.session.id, input);
    recheckStreams(ctx.live, [ctx.user.id]);
    setSessionCookie(ctx.cookies, token, session.expiresAt, ctx.config.secureCookies);
    return { success: true as const };
  }),
  deleteAccount: authedProcedure.input(UserId).mutation(async ({ ctx, input }) => {
    await deleteAccount(ctx.db, ctx.uploads, ctx.user, input.id);
    recheckStreams(ctx.live, [ctx.user.id]);
    deleteSessionCookie(ctx.cookies, ctx.config.secureCookies);
    return { success: true as const };
  }),
  list: ownerProcedure.query(async ({ ctx }) => listUsers(ctx.db)),
});
