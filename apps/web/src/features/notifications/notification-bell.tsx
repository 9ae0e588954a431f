import type { NotificationDto } from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { BellIcon } from 'lucide-react';
import { useState } from 'react';
import { DeferredPopup } from '@/components/deferred-popup';
import { badgeText } from '@/lib/badge-text';
import { lazyPart } from '@/lib/lazy-part';
import { useToast } from '@/lib/toast';
import { handleSessionLoss, trpc } from '@/lib/trpc';
import { useNotificationCache } from './notification-cache';
import { newestId, unreadCount } from './notification-list';

const popup = lazyPart(() => import('./notification-popup').then((m) => m.NotificationPopup));

/**
 * New notifications, live, while someone is signed in: each goes on top of the bell's list once, with a toast. The
 * stream starts after the list's newest one (nothing in between is lost) and, after a dropped connection, the link
 * resumes by itself from the last one it got.
 */
function useLiveNotifications(list: { isSuccess: boolean; data: NotificationDto[] | undefined }) {
  const { i18n } = useLingui();
  const cache = useNotificationCache();
  const toast = useToast();
  const [resumeFrom, setResumeFrom] = useState<string | null>(null);
  if (resumeFrom === null && list.isSuccess) setResumeFrom(newestId(list.data));
  useSubscription(
    trpc.notifications.onNew.subscriptionOptions(
      resumeFrom === null ? skipToken : { lastEventId: resumeFrom },
      {
        onData: ({ data }) => {
          if (!cache.add(data)) return;
          // The sentences of every kind load with the first one (or with the list), not with the page.
          void import('./notification-text').then(({ notificationText }) => {
            toast.info(notificationText(i18n, data));
          });
        },
        // The server ends the stream when the session does (signed out elsewhere, password changed).
        onError: handleSessionLoss,
      },
    ),
  );
}

/**
 * docs/product/notifications.md#the-bell — the bell with the unread badge, live from first paint;
 * its list (notification-popup.tsx) is downloaded when first wanted.
 */
export function NotificationBell() {
  const list = useQuery(trpc.notifications.list.queryOptions());
  useLiveNotifications(list);
  const unread = unreadCount(list.data);
  return (
    <DeferredPopup
      part={popup}
      kind="dialog"
      trigger={{
        'data-testid': 'notification-bell',
        className:
          'relative inline-flex size-11 cursor-pointer items-center justify-center rounded-full outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
        children: (
          <>
            <BellIcon className="size-5" aria-hidden />
            <span className="sr-only">
              <Trans>Notificaciones</Trans>
              {unread > 0 ? (
                <>
                  {', '}
                  <Plural value={unread} one="# sin leer" other="# sin leer" />
                </>
              ) : null}
            </span>
            {unread > 0 ? (
              <span
                aria-hidden
                data-testid="notification-count"
                className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive-strong px-1 font-semibold text-[0.6875rem] text-destructive-foreground tabular leading-5 ring-2 ring-background"
              >
                {badgeText(unread)}
              </span>
            ) : null}
          </>
        ),
      }}
    />
  );
}
