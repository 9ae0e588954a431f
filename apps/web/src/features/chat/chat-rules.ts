import { CHAT_MESSAGE_MAX, type ChatMessageDto } from '@cancha/shared';

// docs/product/chat.md#sending — blank messages are not sent, sending is debounced by 300 ms, Enter sends.
export const CHAT_SEND_DEBOUNCE_MS = 300;

/** The character counter appears once the text is this close to the limit. */
export const CHAT_COUNTER_FROM = CHAT_MESSAGE_MAX - 100;

export type PreparedMessage = { ok: true; message: string } | { ok: false; reason: 'blank' | 'too-long' };

/** What would be sent for a typed text: trimmed, never blank, never over the limit. */
export function prepareChatMessage(text: string): PreparedMessage {
  const message = text.trim();
  if (message.length === 0) return { ok: false, reason: 'blank' };
  if (message.length > CHAT_MESSAGE_MAX) return { ok: false, reason: 'too-long' };
  return { ok: true, message };
}

/** Whether the 'n/1000' counter is shown under the input. */
export function showCharacterCounter(length: number): boolean {
  return length >= CHAT_COUNTER_FROM;
}

/**
 * The 300 ms guard against double sends (a double tap, Enter held down): the first send goes at once, any other
 * within the window after it is dropped.
 */
export function createSendGate(windowMs = CHAT_SEND_DEBOUNCE_MS) {
  let last = Number.NEGATIVE_INFINITY;
  return (now: number): boolean => {
    if (now - last < windowMs) return false;
    last = now;
    return true;
  };
}

/** Whether a key press sends: Enter alone, not Shift+Enter (a new line) nor while an IME composes a word. */
export function isSendKey(event: { key: string; shiftKey: boolean; isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.isComposing;
}

const byId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);

/**
 * The history and the messages that arrived live (or were just sent), oldest first, each once: a message can come
 * both as the answer to `send` and through the stream, and again when a stream resumes.
 */
export function mergeMessages<T extends { id: string }>(...lists: readonly (readonly T[])[]): T[] {
  const seen = new Map<string, T>();
  for (const list of lists) for (const m of list) if (!seen.has(m.id)) seen.set(m.id, m);
  return [...seen.values()].sort(byId);
}

/** Appends one message unless it is already there (same reference back when nothing changes). */
export function appendMessage<T extends { id: string }>(list: readonly T[], message: T): T[] {
  if (list.some((m) => m.id === message.id)) return list as T[];
  return mergeMessages(list, [message]);
}

/** The id a stream resumes from: the newest message seen ('0' for an empty conversation, so nothing is missed). */
export function resumeIdOf(messages: readonly { id: string }[]): string {
  let newest = 0;
  for (const m of messages) newest = Math.max(newest, Number(m.id) || 0);
  return String(newest);
}

/** Others' messages after the last one read: what the chat button's badge counts. */
export function countUnread(
  messages: readonly Pick<ChatMessageDto, 'id' | 'userId'>[],
  myId: string,
  lastReadId: string | number,
): number {
  const after = Number(lastReadId) || 0;
  return messages.filter((m) => Number(m.id) > after && m.userId !== myId).length;
}

/** The author as shown above a message: first and last name, or null when unknown (a deleted account). */
export function authorName(user: ChatMessageDto['user']): string | null {
  const name = [user?.fullname, user?.lastname]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When a message was sent, in the reader's time zone: 'HH:mm' (shown with 'hs'), and the date 'dd/MM/yyyy' unless it
 * was today (docs/product/formats.md#dates).
 */
export function messageTime(
  iso: string,
  now: Date = new Date(),
): { date: string | null; time: string } | null {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return null;
  const sameDay =
    at.getFullYear() === now.getFullYear() &&
    at.getMonth() === now.getMonth() &&
    at.getDate() === now.getDate();
  return {
    date: sameDay ? null : `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** Puts an emoji at the caret (or over the selection); returns the new text and where the caret goes. */
export function insertAt(
  text: string,
  insert: string,
  selectionStart: number | null,
  selectionEnd: number | null,
): { text: string; caret: number } {
  const start = Math.min(selectionStart ?? text.length, text.length);
  const end = Math.max(start, Math.min(selectionEnd ?? start, text.length));
  const next = text.slice(0, start) + insert + text.slice(end);
  return { text: next, caret: start + insert.length };
}

/** A small built-in set for the emoji picker (no emoji library). */
export const CHAT_EMOJI = [
  '😀',
  '😂',
  '🤣',
  '😊',
  '😍',
  '😎',
  '🤔',
  '😅',
  '😢',
  '😡',
  '😱',
  '🥳',
  '👍',
  '👎',
  '👏',
  '🙌',
  '🙏',
  '💪',
  '🤝',
  '✌️',
  '👀',
  '🔥',
  '💯',
  '❤️',
  '💚',
  '⚽',
  '🥅',
  '🏆',
  '🥇',
  '🎉',
  '⏰',
  '📍',
  '🟨',
  '🟥',
  '🧤',
  '👟',
] as const;
