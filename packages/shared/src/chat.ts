import type { ChatType } from './chat.schema';

// spec: platform §3 Chat message, §5 Chat.
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
