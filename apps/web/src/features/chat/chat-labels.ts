import type { ChatType } from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What each conversation is, under the chat dialog's title (docs/product/chat.md#conversations). */
export const CHAT_TYPE_LABELS: Record<ChatType, MessageDescriptor> = {
  tournament: msg`Chat del torneo`,
  team: msg`Chat del equipo`,
  challenge: msg`Chat del desafío`,
};

/** Who takes part, when the viewer may not read (docs/product/chat.md#who-may-chat — who may chat where). */
export const CHAT_MEMBERS_ONLY: Record<ChatType, MessageDescriptor> = {
  tournament: msg`Solo el creador del torneo y los jugadores de los equipos aceptados participan de este chat.`,
  team: msg`Solo los jugadores del equipo participan de este chat.`,
  challenge: msg`Solo los jugadores de los dos equipos participan de este chat.`,
};
