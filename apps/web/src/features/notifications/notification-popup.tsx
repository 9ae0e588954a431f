import type { NotificationDto } from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { BellOffIcon, RotateCcwIcon, Trash2Icon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useState } from 'react';
import type { DeferredPopupProps } from '@/components/deferred-popup';
import { Loading } from '@/components/loading';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useRequiredUser } from '@/features/auth/current-user';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { useNotificationCache } from './notification-cache';
import { unreadCount } from './notification-list';
import { notificationTarget, relativeTime } from './notification-rules';
import { notificationText } from './notification-text';

/**
 * docs/product/notifications.md#the-bell, #reading-and-deleting, #where-a-notification-leads — the bell's
 * list, newest first, 'No hay notificaciones' when empty, 'Eliminar' on each; tapping one marks it read
 * (optimistically) and goes where it points. Downloaded apart from the bell (notification-bell.tsx), which
 * keeps the badge and the live updates.
 */
export function NotificationPopup({ trigger, defaultOpen, triggerRef }: DeferredPopupProps) {
  const { t, i18n } = useLingui();
  const user = useRequiredUser();
  const navigate = useNavigate();
  const cache = useNotificationCache();
  const toast = useToast();
  const headingId = useId();
  const [open, setOpen] = useState(defaultOpen);
  // The bell's own query: one request, shared.
  const list = useQuery(trpc.notifications.list.queryOptions());
  const unread = unreadCount(list.data);

  // Whatever another tab or device did meanwhile shows when the bell opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening.
  useEffect(() => {
    if (open) void cache.refresh();
  }, [open]);

  const markRead = useMutation(
    trpc.notifications.markRead.mutationOptions({
      onMutate: async ({ notificationId }) => {
        await cache.hold();
        cache.markRead(notificationId);
      },
      onError: (error, { notificationId }) => {
        cache.markUnread(notificationId);
        toast.error(errorMessage(i18n, error));
      },
    }),
  );

  const remove = useMutation(
    trpc.notifications.delete.mutationOptions({
      onMutate: async ({ notificationId }) => {
        await cache.hold();
        return { removed: cache.remove(notificationId) };
      },
      onError: (error, _input, context) => {
        const removed = context?.removed;
        if (removed) cache.restore(removed);
        toast.error(errorMessage(i18n, error));
      },
    }),
  );

  const onTap = (n: NotificationDto) => {
    if (!n.read) markRead.mutate({ notificationId: n.id });
    setOpen(false);
    const target = notificationTarget(n, user.role);
    if (target) void navigate(target);
  };

  const now = new Date();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger ref={triggerRef} {...trigger} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={headingId}
          data-testid="notification-list"
          className="z-50 flex max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-md data-[state=open]:animate-fade-in"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <h2 id={headingId} className="font-semibold">
              <Trans>Notificaciones</Trans>
            </h2>
            {unread > 0 ? (
              <span className="text-muted-foreground text-xs">
                <Plural value={unread} one="# sin leer" other="# sin leer" />
              </span>
            ) : null}
          </div>
          <div className="min-h-0 overflow-y-auto overscroll-contain">
            {list.isPending ? (
              <ListSkeleton />
            ) : list.isError ? (
              <div className="grid justify-items-center gap-3 px-4 py-8 text-center">
                <p role="alert" className="font-medium text-destructive text-sm">
                  <Trans>No se pudieron cargar las notificaciones.</Trans>
                </p>
                <Button variant="outline" onClick={() => void list.refetch()}>
                  <RotateCcwIcon aria-hidden />
                  <Trans>Reintentar</Trans>
                </Button>
              </div>
            ) : list.data.length === 0 ? (
              <div className="grid justify-items-center gap-3 px-4 py-10 text-center">
                <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
                  <BellOffIcon className="size-6" aria-hidden />
                </span>
                <p className="font-semibold text-sm" data-testid="notifications-empty">
                  <Trans>No hay notificaciones</Trans>
                </p>
              </div>
            ) : (
              <ul>
                {list.data.map((n) => (
                  <NotificationItem
                    key={n.id}
                    notification={n}
                    text={notificationText(i18n, n)}
                    when={relativeTime(n.createdAt, now, i18n.locale)}
                    onTap={() => onTap(n)}
                    onDelete={() => remove.mutate({ notificationId: n.id })}
                    deleteLabel={t`Eliminar`}
                  />
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function NotificationItem({
  notification: n,
  text,
  when,
  onTap,
  onDelete,
  deleteLabel,
}: {
  notification: NotificationDto;
  text: string;
  when: string;
  onTap: () => void;
  onDelete: () => void;
  deleteLabel: string;
}) {
  const textId = useId();
  return (
    <li
      className={cn('flex items-stretch border-b last:border-b-0', !n.read && 'bg-primary/5')}
      data-testid="notification-item"
      data-read={n.read}
      data-kind={n.kind}
    >
      <button
        type="button"
        onClick={onTap}
        className="flex min-h-14 min-w-0 flex-1 cursor-pointer items-start gap-3 py-3 pl-4 text-left outline-none transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
      >
        <span
          aria-hidden
          className={cn('mt-1.5 size-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-primary')}
        />
        <span className="grid min-w-0 gap-0.5">
          {/* Plain text: names in a notification are never read as HTML. */}
          <span
            id={textId}
            className={cn('break-words text-sm', n.read ? 'text-foreground/80' : 'font-semibold')}
          >
            {text}
          </span>
          <span className="text-muted-foreground text-xs">
            <time dateTime={n.createdAt}>{when}</time>
            {n.read ? null : (
              <span className="sr-only">
                {', '}
                <Trans>sin leer</Trans>
              </span>
            )}
          </span>
        </span>
      </button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={deleteLabel}
        aria-describedby={textId}
        title={deleteLabel}
        onClick={onDelete}
        className="m-1 shrink-0 text-muted-foreground hover:text-destructive"
        data-testid="notification-delete"
      >
        <Trash2Icon aria-hidden />
      </Button>
    </li>
  );
}

function ListSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Cargando notificaciones`} className="grid gap-3 px-4 py-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="grid gap-1.5">
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-3 w-1/4" />
        </div>
      ))}
    </Loading>
  );
}
