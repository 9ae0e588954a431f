import {
  FollowTournament,
  PushEndpointInput,
  PushPreference,
  PushSubscriptionInput,
  UnfollowTournament,
} from '@cancha/shared';
import type { Context } from '../context';
import { authedProcedure, publicProcedure, router } from '../trpc';
import {
  type DeviceHolder,
  deletePushSubscription,
  followTournament,
  pushPreferences,
  pushStatus,
  savePushSubscription,
  setPushPreference,
  unfollowTournament,
} from './push.service';

/** The signed-in user and this browser's session, which the device's pushes last as long as. */
const holderOf = (ctx: Context): DeviceHolder | null =>
  ctx.user && ctx.session ? { user: ctx.user, sessionId: ctx.session.id } : null;

// Web Push (docs/api-contract.md#push): a signed-in user's devices, and any browser following public tournaments.
export const pushRouter = router({
  vapidPublicKey: publicProcedure.query(async ({ ctx }) => ({ publicKey: await ctx.push.publicKey() })),
  /** What this browser (named by its endpoint) receives. */
  status: publicProcedure
    .input(PushEndpointInput)
    .query(async ({ ctx, input }) => pushStatus(ctx.db, ctx.user, input.endpoint)),
  subscribe: publicProcedure.input(PushSubscriptionInput).mutation(async ({ ctx, input }) => {
    await ctx.rateLimits.pushWritesPerAddress.consume(ctx.ip);
    await savePushSubscription(
      ctx.db,
      { allowedOrigins: ctx.config.pushAllowedOrigins },
      holderOf(ctx),
      input,
    );
    return { subscribed: true as const };
  }),
  unsubscribe: publicProcedure.input(PushEndpointInput).mutation(async ({ ctx, input }) => {
    await deletePushSubscription(ctx.db, input.endpoint);
    return { subscribed: false as const };
  }),
  follow: publicProcedure.input(FollowTournament).mutation(async ({ ctx, input }) => {
    await ctx.rateLimits.pushWritesPerAddress.consume(ctx.ip);
    return await followTournament(
      ctx.db,
      { allowedOrigins: ctx.config.pushAllowedOrigins },
      holderOf(ctx),
      input,
    );
  }),
  unfollow: publicProcedure
    .input(UnfollowTournament)
    .mutation(async ({ ctx, input }) => unfollowTournament(ctx.db, input.endpoint, input.tournamentId)),
  preferences: authedProcedure.query(async ({ ctx }) => pushPreferences(ctx.db, ctx.user)),
  setPreference: authedProcedure
    .input(PushPreference)
    .mutation(async ({ ctx, input }) => setPushPreference(ctx.db, ctx.user, input.kind, input.push)),
});
