import { z } from 'zod';
import { CHAT_MESSAGE_MAX, CHAT_TYPES } from './chat';
import { Id } from './teams.schema';
import { multiLine } from './text.schema';

export const ChatType = z.enum(CHAT_TYPES);
export type ChatType = z.infer<typeof ChatType>;

export const Conversation = z.object({ type: ChatType, id: Id });
export type Conversation = z.infer<typeof Conversation>;

export const SendChatMessage = Conversation.extend({
  message: multiLine(CHAT_MESSAGE_MAX, { trim: false }).refine((m) => m.trim().length > 0, {
    error: 'MESSAGE_BLANK',
  }),
  /**
   * Chosen by the sending phone, once per message: a send repeated (the signal came back, the answer was lost) stores
   * and delivers the message once.
   */
  clientKey: z
    .string()
    .regex(/^[\w-]{8,64}$/)
    .optional(),
});

export const ChatStream = Conversation.extend({ lastEventId: z.string().max(40).nullish() });
