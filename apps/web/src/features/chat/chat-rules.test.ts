import { CHAT_MESSAGE_MAX } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { badgeText } from '@/lib/badge-text';
import {
  appendMessage,
  authorName,
  CHAT_SEND_DEBOUNCE_MS,
  countUnread,
  createSendGate,
  insertAt,
  isSendKey,
  mergeMessages,
  messageTime,
  prepareChatMessage,
  resumeIdOf,
  showCharacterCounter,
} from './chat-rules';

const m = (id: number, userId = 'u1') => ({ id: String(id), userId, message: `m${id}` });

describe('chat input (product: chat#sending)', () => {
  it('does not send a blank message', () => {
    expect(prepareChatMessage('')).toEqual({ ok: false, reason: 'blank' });
    expect(prepareChatMessage('   \n\t ')).toEqual({ ok: false, reason: 'blank' });
  });

  it('sends the trimmed text, up to the limit', () => {
    expect(prepareChatMessage('  hola  \n')).toEqual({ ok: true, message: 'hola' });
    const longest = 'a'.repeat(CHAT_MESSAGE_MAX);
    expect(prepareChatMessage(` ${longest} `)).toEqual({ ok: true, message: longest });
    expect(prepareChatMessage(`${longest}b`)).toEqual({ ok: false, reason: 'too-long' });
  });

  it('shows the counter only near the limit', () => {
    expect(showCharacterCounter(0)).toBe(false);
    expect(showCharacterCounter(CHAT_MESSAGE_MAX - 101)).toBe(false);
    expect(showCharacterCounter(CHAT_MESSAGE_MAX - 100)).toBe(true);
    expect(showCharacterCounter(CHAT_MESSAGE_MAX)).toBe(true);
  });

  it('lets one send through per 300 ms, the first at once', () => {
    expect(CHAT_SEND_DEBOUNCE_MS).toBe(300);
    const gate = createSendGate();
    expect(gate(1000)).toBe(true);
    expect(gate(1001)).toBe(false);
    expect(gate(1299)).toBe(false);
    expect(gate(1300)).toBe(true);
    expect(gate(1450)).toBe(false);
    expect(gate(1600)).toBe(true);
  });

  it('sends on Enter, not on Shift+Enter nor while composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });

  it('inserts an emoji at the caret or over the selection', () => {
    expect(insertAt('hola', '⚽', null, null)).toEqual({ text: 'hola⚽', caret: 5 });
    expect(insertAt('hola mundo', '🔥', 4, 4)).toEqual({ text: 'hola🔥 mundo', caret: 6 });
    expect(insertAt('hola mundo', '👍', 5, 10)).toEqual({ text: 'hola 👍', caret: 7 });
    expect(insertAt('', '😀', 3, 9)).toEqual({ text: '😀', caret: 2 });
  });
});

describe('live messages', () => {
  it('merges history, live and sent messages once each, oldest first', () => {
    const history = [m(1), m(2), m(3)];
    const live = [m(3), m(5), m(4)];
    const sent = [m(5)];
    expect(mergeMessages(history, live, sent).map((x) => x.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('orders ids as numbers, not as text', () => {
    expect(mergeMessages([m(9), m(10), m(100)]).map((x) => x.id)).toEqual(['9', '10', '100']);
  });

  it('appends a new message and ignores one already shown', () => {
    const list = [m(1), m(2)];
    expect(appendMessage(list, m(2))).toBe(list);
    expect(appendMessage(list, m(3)).map((x) => x.id)).toEqual(['1', '2', '3']);
  });

  it('resumes from the newest message, or from 0 in an empty chat', () => {
    expect(resumeIdOf([])).toBe('0');
    expect(resumeIdOf([m(4), m(12), m(7)])).toBe('12');
  });
});

describe('unread badge (product: chat#unread-badge)', () => {
  it("counts others' messages after the last one read", () => {
    const list = [m(1, 'me'), m(2, 'ana'), m(3, 'me'), m(4, 'ana'), m(5, 'luis')];
    expect(countUnread(list, 'me', 0)).toBe(3);
    expect(countUnread(list, 'me', '2')).toBe(2);
    expect(countUnread(list, 'me', 5)).toBe(0);
  });

  it('caps the badge text at 99+', () => {
    expect(badgeText(0)).toBe('0');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe('a message as shown', () => {
  it('names the author by first and last name, or nothing for a deleted account', () => {
    expect(authorName({ id: 'u', fullname: 'Ana', lastname: 'Gómez' })).toBe('Ana Gómez');
    expect(authorName({ id: 'u', fullname: ' Ana ', lastname: null })).toBe('Ana');
    expect(authorName({ id: 'u', fullname: null, lastname: null })).toBeNull();
    expect(authorName(null)).toBeNull();
  });

  it('shows the time alone today and the date before that', () => {
    const now = new Date(2026, 10, 22, 18, 0);
    expect(messageTime(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toEqual({
      date: null,
      time: '09:05',
    });
    expect(messageTime(new Date(2026, 10, 21, 23, 59).toISOString(), now)).toEqual({
      date: '21/11/2026',
      time: '23:59',
    });
    expect(messageTime('not a date', now)).toBeNull();
  });
});
