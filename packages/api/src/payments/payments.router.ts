import { CapturePayment, CreateOrder, Id } from '@cancha/shared';
import { z } from 'zod';
import { authedProcedure, router } from '../trpc';
import { capturePayment, createOrder, paymentHistory } from './payments.service';

export const paymentsRouter = router({
  createOrder: authedProcedure
    .input(CreateOrder)
    .mutation(async ({ ctx, input }) => createOrder(ctx, ctx.user, input.amount)),
  capture: authedProcedure
    .input(CapturePayment)
    .mutation(async ({ ctx, input }) => capturePayment(ctx, ctx.user, input.orderId)),
  history: authedProcedure
    .input(z.object({ userId: Id }))
    .query(async ({ ctx, input }) => paymentHistory(ctx.db, ctx.user, input.userId)),
});
