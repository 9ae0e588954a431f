import type { ChatType } from '@cancha/shared';
import { Plural, Trans } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MessagesSquareIcon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';
import { badgeText } from '@/lib/badge-text';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { useChatCache } from './chat-cache';

const ChatDialog = lazyDialog(() => import('./chat-dialog').then((m) => m.ChatDialog));

/**
 * A chat's unread badge and its open state (docs/product/chat.md#unread-badge — the unread badge is loaded
 * with the chat's status, reset to 0 when the chat opens, and the chat is marked read when it closes).
 */
export function useChat(type: ChatType, id: string) {
  const cache = useChatCache();
  const status = useQuery(trpc.chat.status.queryOptions({ type, id }));
  const clearBadge = () => cache.clearUnread(type, id);
  const markRead = useMutation(trpc.chat.markRead.mutationOptions({ onSuccess: clearBadge }));
  const [open, setOpen] = useState(false);

  // Read when the effect's cleanup runs (the dialog closes, or the page goes away with it open).
  const latest = useRef({ canRead: false, markRead: markRead.mutate });
  latest.current = { canRead: status.data?.canRead ?? false, markRead: markRead.mutate };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the open state drives this; the rest is read live.
  useEffect(() => {
    if (!open) return;
    clearBadge();
    return () => {
      if (latest.current.canRead) latest.current.markRead({ type, id });
    };
  }, [open, type, id]);

  return { status, unread: status.data?.unread ?? 0, open, setOpen };
}

/**
 * 'Chat' with the unread badge; it opens the chat dialog. `children` replaces the icon and label (the tournament
 * icon bar's tile); `hideWithoutAccess` renders nothing unless the viewer may read this chat.
 */
export function ChatButton({
  type,
  id,
  title,
  className,
  badgeClassName,
  children,
  hideWithoutAccess = false,
}: {
  type: ChatType;
  id: string;
  title: string;
  className?: string;
  badgeClassName?: string;
  children?: React.ReactNode;
  hideWithoutAccess?: boolean;
}) {
  const chat = useChat(type, id);
  // Shown once the status says this person may read it: no button that appears and then goes.
  if (hideWithoutAccess && !chat.status.data?.canRead) return null;
  const unread = chat.unread;
  const badge =
    unread > 0 ? (
      <span
        data-testid="chat-unread"
        className={cn(
          'inline-flex min-w-5 items-center justify-center rounded-full bg-destructive-strong px-1.5 font-semibold text-[0.6875rem] text-destructive-foreground tabular leading-5',
          badgeClassName,
        )}
      >
        {badgeText(unread)}
        <span className="sr-only">
          {' '}
          <Plural value={unread} one="mensaje sin leer" other="mensajes sin leer" />
        </span>
      </span>
    ) : null;
  const dialog = (
    <ChatDialog type={type} id={id} title={title} open={chat.open} onOpenChange={chat.setOpen} />
  );
  if (children) {
    return (
      <>
        <button
          type="button"
          className={className}
          onClick={() => chat.setOpen(true)}
          aria-haspopup="dialog"
          data-testid="chat-button"
        >
          {children}
          {badge}
        </button>
        {dialog}
      </>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        className={cn('relative', className)}
        onClick={() => chat.setOpen(true)}
        aria-haspopup="dialog"
        data-testid="chat-button"
      >
        <MessagesSquareIcon aria-hidden />
        <Trans>Chat</Trans>
        {badge}
      </Button>
      {dialog}
    </>
  );
}
