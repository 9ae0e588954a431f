import { z } from 'zod';
import { Id } from './teams';

// spec: platform §3 Chat message, §5 Chat.
export const CHAT_TYPES = ['tournament', 'team', 'challenge'] as const;
export const ChatType = z.enum(CHAT_TYPES);
export type ChatType = z.infer<typeof ChatType>;

export const CHAT_MESSAGE_MAX = 1000;

export const Conversation = z.object({ type: ChatType, id: Id });
export type Conversation = z.infer<typeof Conversation>;

export const SendChatMessage = Conversation.extend({
  message: z
    .string()
    .max(CHAT_MESSAGE_MAX)
    .refine((m) => m.trim().length > 0, { error: 'MESSAGE_BLANK' }),
});

export const ChatStream = Conversation.extend({ lastEventId: z.string().max(40).nullish() });

export interface ChatMessageDto {
  id: string;
  type: ChatType;
  conversationId: string;
  message: string;
  mensaje: string;
  userId: string | null;
  user: { id: string; fullname: string | null; lastname: string | null } | null;
  createdAt: string;
}

export interface ChatAccess {
  canRead: boolean;
  canWrite: boolean;
  unread: number;
}
