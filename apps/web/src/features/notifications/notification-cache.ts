import type { NotificationDto, NotificationKind } from '@cancha/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '@/lib/trpc';
import { markReadIn, prependNotification, removeFrom } from './notification-list';

const listKey = () => trpc.notifications.list.queryKey();
const preferencesKey = () => trpc.notifications.emailPreferences.queryKey();

/**
 * Keeps the bell's list and the e-mail switches in step with what arrives live and with what the user taps,
 * optimistically: each change shows at once and is undone one item at a time if the server refuses it.
 */
export function useNotificationCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** One that arrived live; false when the list already had it (a resumed stream may send it again). */
      add(notification: NotificationDto): boolean {
        if (queryClient.getQueryData(listKey())?.some((n) => n.id === notification.id)) return false;
        queryClient.setQueryData(listKey(), (old) => prependNotification(old, notification));
        return true;
      },
      markRead(id: string) {
        queryClient.setQueryData(listKey(), (old) => markReadIn(old, id));
      },
      /** Back to unread: only this one, so a notification that arrived meanwhile stays. */
      markUnread(id: string) {
        queryClient.setQueryData(listKey(), (old) =>
          old?.map((n) => (n.id === id ? { ...n, read: false } : n)),
        );
      },
      /** Takes one out of the list, and gives it back for an undo. */
      remove(id: string): NotificationDto | undefined {
        const removed = queryClient.getQueryData(listKey())?.find((n) => n.id === id);
        queryClient.setQueryData(listKey(), (old) => removeFrom(old, id));
        return removed;
      },
      restore(notification: NotificationDto) {
        queryClient.setQueryData(listKey(), (old) => prependNotification(old, notification));
      },
      /** Before an optimistic change: a list request under way must not overwrite it when it lands. */
      hold() {
        return queryClient.cancelQueries({ queryKey: listKey() });
      },
      refresh() {
        return queryClient.invalidateQueries({ queryKey: listKey() });
      },
      setEmail(kind: NotificationKind, email: boolean) {
        queryClient.setQueryData(preferencesKey(), (old) =>
          old?.map((p) => (p.kind === kind ? { ...p, email } : p)),
        );
      },
      holdPreferences() {
        return queryClient.cancelQueries({ queryKey: preferencesKey() });
      },
    }),
    [queryClient],
  );
}
