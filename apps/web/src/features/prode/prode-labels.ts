import type { ProdeGameStatus } from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const GAME_STATUS_LABELS: Record<ProdeGameStatus, MessageDescriptor> = {
  UPCOMING: msg`Por empezar`,
  LIVE: msg`En juego`,
  FINISHED: msg`Terminado`,
};

export const GAME_STATUS_BADGES = {
  UPCOMING: 'scheduled',
  LIVE: 'inProgress',
  FINISHED: 'completed',
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as the reader's own date (yyyy-MM-dd) and time (HH:mm), for MatchWhen to write day first in every
 * language, as the rest of the app does (docs/product/formats.md#dates).
 */
export function localDateTime(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}
