import { ContactMessage, DomainError } from '@cancha/shared';
import { publicProcedure, router } from '../trpc';
import { sendContactMessage } from './contact.service';

export const contactRouter = router({
  send: publicProcedure.input(ContactMessage).mutation(({ ctx, input }) => {
    const limiter = ctx.rateLimits.contactPerIp;
    if (limiter.isBlocked(ctx.ip)) throw new DomainError('TOO_MANY_ATTEMPTS');
    limiter.record(ctx.ip);
    sendContactMessage(ctx, input);
    return { success: true as const };
  }),
});
