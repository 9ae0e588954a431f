import { SetRole, UpdatePassword, UpdateProfile, UserId } from '@cancha/shared';
import { z } from 'zod';
import { deleteSessionCookie, setSessionCookie } from '../auth/session';
import { authedProcedure, isSiteOwner, ownerProcedure, publicProcedure, router } from '../trpc';
import { deleteAccount, listUsers, setRole, toUserDto, updatePassword, updateProfile } from './users.service';

const PROFILE_FIELDS = [
  'fullname',
  'lastname',
  'location',
  'email',
  'username',
  'userGender',
  'birthdate',
] as const;

/** spec: platform §7 — the profile travels as multipart: file plus the text fields. */
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

export const userRouter = router({
  me: publicProcedure.query(({ ctx }) => ({
    user: ctx.user ? toUserDto(ctx.user, { isSiteOwner: isSiteOwner(ctx, ctx.user.email) }) : null,
  })),
  setRole: authedProcedure.input(SetRole).mutation(({ ctx, input }) => {
    const user = setRole(ctx.db, ctx.user, input.role);
    return { user: toUserDto(user, { isSiteOwner: isSiteOwner(ctx, user.email) }) };
  }),
  updateProfile: authedProcedure.input(ProfileForm).mutation(async ({ ctx, input }) => {
    const user = await updateProfile(ctx.db, ctx.config.uploadsDir, ctx.user, input);
    return { user: toUserDto(user, { isSiteOwner: isSiteOwner(ctx, user.email) }) };
  }),
  updatePassword: authedProcedure.input(UpdatePassword).mutation(async ({ ctx, input }) => {
    const { token, session } = await updatePassword(ctx.db, ctx.user, input);
    setSessionCookie(ctx.cookies, token, session.expiresAt, ctx.config.secureCookies);
    return { success: true as const };
  }),
  deleteAccount: authedProcedure.input(UserId).mutation(async ({ ctx, input }) => {
    await deleteAccount(ctx.db, ctx.config.uploadsDir, ctx.user, input.id);
    deleteSessionCookie(ctx.cookies, ctx.config.secureCookies);
    return { success: true as const };
  }),
  list: ownerProcedure.query(({ ctx }) => listUsers(ctx.db)),
});
