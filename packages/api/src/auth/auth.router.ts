import {
  ConfirmEmail,
  RequestPasswordReset,
  ResendConfirmation,
  ResetPassword,
  SignIn,
  SignUp,
} from '@cancha/shared';
import { DEMO_ACCOUNTS } from '../demo/demo-accounts';
import { recheckStreams } from '../realtime/guarded-stream';
import { authedProcedure, publicProcedure, router } from '../trpc';
import { isSubscribed } from '../users/subscription';
import { requestPasswordReset, resetPassword, signIn, signOut, signUp } from './auth.service';
import { confirmEmail, resendConfirmation } from './email-confirmation';

export const authRouter = router({
  /** What the sign-in screen may offer on this deployment. */
  config: publicProcedure.query(({ ctx }) => ({
    google: ctx.config.google !== null,
    map: ctx.config.map,
    demo: ctx.config.demo,
    /** 'paypal', or 'sandbox' when no provider is configured (payments are then a rehearsal: no money moves). */
    paymentProvider: ctx.payments.name,
    demoAccounts: ctx.config.demo
      ? DEMO_ACCOUNTS.map(({ email, password, kind }) => ({ email, password, kind }))
      : [],
  })),
  signUp: publicProcedure.input(SignUp).mutation(async ({ ctx, input }) => {
    await signUp(ctx, input);
    return { success: true as const };
  }),
  signIn: publicProcedure.input(SignIn).mutation(async ({ ctx, input }) => {
    const user = await signIn(ctx, input);
    return { role: user.role, subscriptionActive: isSubscribed(user) };
  }),
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    await signOut(ctx);
    recheckStreams(ctx.live, [ctx.user?.id]);
    return { success: true as const };
  }),
  requestPasswordReset: publicProcedure.input(RequestPasswordReset).mutation(async ({ ctx, input }) => {
    await requestPasswordReset(ctx, input);
    return { success: true as const };
  }),
  /** Opens an e-mailed confirmation link; no session needed (the mail app may open it in another browser). */
  confirmEmail: publicProcedure.input(ConfirmEmail).mutation(async ({ ctx, input }) => ({
    result: await confirmEmail(ctx, input.token),
  })),
  resendConfirmation: authedProcedure.input(ResendConfirmation).mutation(async ({ ctx, input }) => {
    await resendConfirmation(ctx, ctx.user, input.locale);
    return { success: true as const };
  }),
  resetPassword: publicProcedure.input(ResetPassword).mutation(async ({ ctx, input }) => {
    recheckStreams(ctx.live, [await resetPassword(ctx.db, input)]);
    return { success: true as const };
  }),
});
