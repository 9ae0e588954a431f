import type { ChatType } from './chat.schema';

// docs/product/chat.md#history-and-live-messages, #sending.
export const CHAT_TYPES = ['tournament', 'team', 'challenge'] as const;

export const CHAT_MESSAGE_MAX = 1000;

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
