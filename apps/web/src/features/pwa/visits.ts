// The install offer waits for a second visit and is shown once (docs/decisions/016-follow-and-share.md). A visit is
// an opening of the app after half an hour or more without one.
export const VISIT_GAP_MS = 30 * 60_000;
const KEY = 'cancha.visits';
const OFFERED = 'cancha.installOffered';

interface Visits {
  count: number;
  last: number;
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function read(storage: Storage): Visits {
  try {
    const value = JSON.parse(storage.getItem(KEY) ?? '') as Partial<Visits>;
    if (typeof value.count === 'number' && typeof value.last === 'number') return value as Visits;
  } catch {
    // nothing kept yet, or something unreadable: a first visit
  }
  return { count: 0, last: 0 };
}

/** Counts this opening of the app; answers how many visits there have been, this one included. */
export function countVisit(storage: Storage, now: number): number {
  const visits = read(storage);
  const count = visits.count === 0 || now - visits.last >= VISIT_GAP_MS ? visits.count + 1 : visits.count;
  storage.setItem(KEY, JSON.stringify({ count, last: now }));
  return count;
}

export function wasOffered(storage: Storage): boolean {
  return storage.getItem(OFFERED) !== null;
}

export function markOffered(storage: Storage): void {
  storage.setItem(OFFERED, '1');
}
