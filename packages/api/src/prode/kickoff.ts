import { zonedInstant } from '@cancha/shared';

// When a match kicks off as an instant: predictions close then, and others' predictions show from then. The
// server's clock decides; a club writes kick-offs as wall-clock times in its tournament's zone.

export interface KickOffMatch {
  date: string | null;
  time: string | null;
  status: string;
}

/** The kick-off instant; midnight of the day for a match without a time; null for a match without a date. */
export function kickOffOf(match: KickOffMatch, zone: string): Date | null {
  return match.date ? zonedInstant(match.date, match.time, zone) : null;
}

// Not yet begun; a match in play, suspended, under review or over is closed.
const WAITING = new Set(['PENDING', 'SCHEDULED', 'POSTPONED', 'OPEN']);

/** Still to be played and not yet kicked off: it may be predicted, and predictions of it stay private. */
export function isOpen(match: KickOffMatch, zone: string, now: Date): boolean {
  if (!WAITING.has(match.status)) return false;
  const at = kickOffOf(match, zone);
  return at === null || now.getTime() < at.getTime();
}
