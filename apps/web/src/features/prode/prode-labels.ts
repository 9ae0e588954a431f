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

/** 'dd/mm/yyyy hh:mm' in the reader's zone. */
export function formatInstant(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}
