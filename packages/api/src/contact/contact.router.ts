import { ContactMessage } from '@cancha/shared';
import { publicProcedure, router } from '../trpc';
import { sendContactMessage } from './contact.service';

export const contactRouter = router({
  send: publicProcedure.input(ContactMessage).mutation(async ({ ctx, input }) => {
    await sendContactMessage(ctx, input);
    return { success: true as const };
  }),
});
