import type { ChatMessageDto } from '@cancha/shared';
import { ChatStream, Conversation, DomainError, SendChatMessage } from '@cancha/shared';
import { tracked } from '@trpc/server';
import { z } from 'zod';
import { authedProcedure, router } from '../trpc';
import {
  chatChannel,
  chatHistory,
  chatMessagesAfter,
  chatStatus,
  markChatRead,
  requireChatRead,
  sendChatMessage,
  unreadMessages,
} from './chat.service';

export const chatRouter = router({
  /** Whether the viewer may read and write here, and how many messages wait unread. */
  status: authedProcedure.input(Conversation).query(({ ctx, input }) => chatStatus(ctx.db, ctx.user, input)),
  messages: authedProcedure
    .input(Conversation.extend({ beforeId: z.number().int().positive().optional() }))
    .query(({ ctx, input }) => chatHistory(ctx.db, ctx.user, input, input.beforeId)),
  unread: authedProcedure
    .input(Conversation)
    .query(({ ctx, input }) => unreadMessages(ctx.db, ctx.user, input)),
  markRead: authedProcedure.input(Conversation).mutation(({ ctx, input }) => {
    markChatRead(ctx.db, ctx.user, input);
    return { ok: true as const };
  }),
  send: authedProcedure.input(SendChatMessage).mutation(({ ctx, input }) => {
    const limiter = ctx.rateLimits.chatPerUser;
    if (limiter.isBlocked(ctx.user.id)) throw new DomainError('TOO_MANY_ATTEMPTS');
    limiter.record(ctx.user.id);
    const message = sendChatMessage(ctx.db, ctx.user, input);
    ctx.pubsub.publish(chatChannel(input), message);
    return message;
  }),
  /**
   * New messages of a conversation, live. A client that reconnects sends the id of the last message it got
   * (tracked() makes it the SSE event id), and first receives what it missed: no gap, no double.
   */
  onMessage: authedProcedure.input(ChatStream).subscription(async function* ({ ctx, input, signal }) {
    requireChatRead(ctx.db, ctx.user, input);
    const live = ctx.pubsub.listen(chatChannel(input), signal);
    let last = Number(input.lastEventId ?? 0) || 0;
    if (input.lastEventId) {
      for (const m of chatMessagesAfter(ctx.db, input, last)) {
        last = Number(m.id);
        yield tracked(m.id, m);
      }
    }
    for await (const payload of live) {
      const m = payload as ChatMessageDto;
      if (Number(m.id) <= last) continue;
      last = Number(m.id);
      yield tracked(m.id, m);
    }
  }),
});
