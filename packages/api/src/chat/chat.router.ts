import type { ChatMessageDto } from '@cancha/shared';
import { ChatStream, Conversation, SendChatMessage } from '@cancha/shared';
import { z } from 'zod';
import { pushChatMessage } from '../push/delivery';
import { guardedStream } from '../realtime/guarded-stream';
import { authedProcedure, router } from '../trpc';
import {
  chatChannel,
  chatHistory,
  chatMessagesAfter,
  chatReaders,
  chatStatus,
  markChatRead,
  requireChatRead,
  sendChatMessage,
  unreadMessages,
} from './chat.service';

export const chatRouter = router({
  /** Whether the viewer may read and write here, and how many messages wait unread. */
  status: authedProcedure
    .input(Conversation)
    .query(async ({ ctx, input }) => chatStatus(ctx.db, ctx.user, input)),
  messages: authedProcedure
    .input(Conversation.extend({ beforeId: z.number().int().positive().optional() }))
    .query(async ({ ctx, input }) => chatHistory(ctx.db, ctx.user, input, input.beforeId)),
  unread: authedProcedure
    .input(Conversation)
    .query(async ({ ctx, input }) => unreadMessages(ctx.db, ctx.user, input)),
  markRead: authedProcedure.input(Conversation).mutation(async ({ ctx, input }) => {
    await markChatRead(ctx.db, ctx.user, input);
    return { ok: true as const };
  }),
  send: authedProcedure.input(SendChatMessage).mutation(async ({ ctx, input }) => {
    const { message, repeated } = await sendChatMessage(ctx, ctx.user, input);
    if (repeated) return message;
    // After the answer: readers with the chat closed hear of it on their phones (push/push.service.ts), a busy
    // chat's messages gathered into one notice per window.
    const conversation = { type: input.type, id: input.id };
    const sent = {
      senderId: ctx.user.id,
      senderName: [ctx.user.fullname, ctx.user.lastname].filter(Boolean).join(' '),
      message: message.message,
    };
    ctx.push.coalesce(chatChannel(conversation), sent, async (messages) =>
      pushChatMessage(
        ctx.db,
        ctx.push,
        (userId) => ctx.streams.isWatching(userId, chatChannel(conversation)),
        { conversation, readers: await chatReaders(ctx.db, conversation), messages },
      ),
    );
    return message;
  }),
  /**
   * New messages of a conversation, live. A client that reconnects sends the id of the last message it got
   * (tracked() makes it the SSE event id), and first receives what it missed: no gap, no double. The stream ends
   * when its reader may no longer read the conversation (guardedStream).
   */
  onMessage: authedProcedure.input(ChatStream).subscription(async ({ ctx, input, signal }) =>
    guardedStream<ChatMessageDto>(ctx, {
      channel: chatChannel(input),
      allowed: async () => requireChatRead(ctx.db, ctx.user, input),
      missed: async (afterId) => chatMessagesAfter(ctx.db, input, afterId),
      lastEventId: input.lastEventId,
      signal,
    }),
  ),
});
