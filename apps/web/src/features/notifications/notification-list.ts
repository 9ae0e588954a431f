import type { NotificationDto } from '@cancha/shared';

// The notification list as the bell keeps it, live from first paint: apart from notification-rules.ts, whose
// rules the list's popup downloads when it is first opened.

/** The bell's badge. */
export function unreadCount(list: readonly Pick<NotificationDto, 'read'>[] | undefined): number {
  return list?.reduce((n, item) => n + (item.read ? 0 : 1), 0) ?? 0;
}

const newestFirst = (a: { id: string }, b: { id: string }) => Number(b.id) - Number(a.id);

/** A notification that arrived live goes on top, once (a resumed stream may send it again). */
export function prependNotification<T extends { id: string }>(list: readonly T[] | undefined, n: T): T[] {
  const current = list ?? [];
  if (current.some((item) => item.id === n.id)) return current as T[];
  return [n, ...current].sort(newestFirst);
}

/**
 * The optimistic read (docs/product/notifications.md#reading-and-deleting — unread becomes read, optimistic,
 * when tapped).
 */
export function markReadIn<T extends { id: string; read: boolean }>(
  list: readonly T[] | undefined,
  id: string,
): T[] | undefined {
  return list?.map((n) => (n.id === id && !n.read ? { ...n, read: true } : n));
}

export function removeFrom<T extends { id: string }>(
  list: readonly T[] | undefined,
  id: string,
): T[] | undefined {
  return list?.filter((n) => n.id !== id);
}

/** The id the live stream resumes from: the newest notification in the list ('0' when there is none). */
export function newestId(list: readonly { id: string }[] | undefined): string {
  let newest = 0;
  for (const n of list ?? []) newest = Math.max(newest, Number(n.id) || 0);
  return String(newest);
}
