import { CHAT_MESSAGE_MAX, type ChatMessageDto, type ChatType } from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { skipToken, useMutation, useMutationState, useQuery } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { LockIcon, MessagesSquareIcon, RotateCcwIcon, SendIcon, SmileIcon, WifiOffIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import type * as React from 'react';
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Loading } from '@/components/loading';
import { Spinner } from '@/components/spinner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useRequiredUser } from '@/features/auth/current-user';
import { isOnline } from '@/lib/connection';
import { appCodeOf, classifyError } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { useChatCache } from './chat-cache';
import { CHAT_MEMBERS_ONLY, CHAT_TYPE_LABELS } from './chat-labels';
import {
  appendMessage,
  authorName,
  CHAT_EMOJI,
  createSendGate,
  insertAt,
  isSendKey,
  mergeMessages,
  messageTime,
  prepareChatMessage,
  resumeIdOf,
  showCharacterCounter,
} from './chat-rules';

export interface ChatDialogProps {
  type: ChatType;
  /** The tournament, team or challenge id. */
  id: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The chat of a tournament, a team or a challenge (docs/product/chat.md#conversations, #who-may-chat): the
 * latest messages, new ones live, and the input 'Escribe tu mensaje...' with an emoji picker — or 'El chat esta
 * desactivado' for someone who may read but not write. Its content mounts only while open: the history is read
 * and the live stream runs only then.
 */
export function ChatDialog({ type, id, title, open, onOpenChange }: ChatDialogProps) {
  const { t, i18n } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t`Cerrar chat`}
        data-testid="chat-dialog"
        data-chat-type={type}
        className="flex h-[calc(100dvh-2rem)] flex-col gap-0 overflow-hidden p-0 sm:h-[min(42rem,calc(100dvh-4rem))] sm:p-0"
      >
        <DialogHeader className="gap-0.5 border-b px-4 py-3 pr-14 sm:px-5">
          <DialogTitle className="truncate">{title}</DialogTitle>
          <DialogDescription>{i18n._(CHAT_TYPE_LABELS[type])}</DialogDescription>
        </DialogHeader>
        <ChatBody type={type} id={id} />
      </DialogContent>
    </Dialog>
  );
}

function ChatBody({ type, id }: { type: ChatType; id: string }) {
  const { i18n } = useLingui();
  const status = useQuery(trpc.chat.status.queryOptions({ type, id }));
  if (status.isPending) return <MessagesSkeleton />;
  if (status.isError) {
    return <CenteredError message={errorMessage(i18n, status.error)} onRetry={() => void status.refetch()} />;
  }
  if (!status.data.canRead) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center" role="note">
        <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <LockIcon className="size-6" aria-hidden />
        </span>
        <p className="font-semibold" data-testid="chat-disabled">
          <Trans>El chat esta desactivado</Trans>
        </p>
        <p className="max-w-sm text-muted-foreground text-sm">{i18n._(CHAT_MEMBERS_ONLY[type])}</p>
      </div>
    );
  }
  return <Conversation type={type} id={id} canWrite={status.data.canWrite} />;
}

function Conversation({ type, id, canWrite }: { type: ChatType; id: string; canWrite: boolean }) {
  const { t, i18n } = useLingui();
  const user = useRequiredUser();
  // Read afresh each time the chat opens; what arrives while it is open comes through the stream.
  const history = useQuery({
    ...trpc.chat.messages.queryOptions({ type, id }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
  const [live, setLive] = useState<ChatMessageDto[]>([]);
  // The stream starts once the history is in, from its newest message, so nothing falls in between; after a
  // dropped connection the link resumes by itself from the last message it got (SSE last event id).
  const [resumeFrom, setResumeFrom] = useState<string | null>(null);
  if (resumeFrom === null && history.isSuccess) setResumeFrom(resumeIdOf(history.data));
  const stream = useSubscription(
    trpc.chat.onMessage.subscriptionOptions(
      resumeFrom === null ? skipToken : { type, id, lastEventId: resumeFrom },
      { onData: (event) => setLive((list) => appendMessage(list, event.data)) },
    ),
  );
  const messages = useMemo(() => mergeMessages(history.data ?? [], live), [history.data, live]);

  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const forceScroll = useRef(true);
  const newestId = messages.at(-1)?.id;
  // docs/product/chat.md#history-and-live-messages — it shows the newest message; someone reading older ones
  // is left where they are unless the new message is their own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || (!atBottom.current && !forceScroll.current)) return;
    el.scrollTop = el.scrollHeight;
    forceScroll.current = false;
  }, [newestId]);

  const onSent = (message: ChatMessageDto) => {
    forceScroll.current = true;
    setLive((list) => appendMessage(list, message));
  };

  const resume = () => {
    const next = resumeIdOf(messages);
    if (next === resumeFrom) stream.reset();
    else setResumeFrom(next);
  };

  return (
    <>
      <div
        ref={scroller}
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
        }}
        // Focusable, so the history can be scrolled with the keyboard too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keys.
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset sm:px-4"
        data-testid="chat-messages"
      >
        {history.isPending ? (
          <MessagesSkeleton />
        ) : history.isError ? (
          <CenteredError
            message={t`No se pudieron cargar los mensajes.`}
            onRetry={() => void history.refetch()}
          />
        ) : messages.length === 0 ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <MessagesSquareIcon className="size-6" aria-hidden />
            </span>
            <p className="font-semibold" data-testid="chat-empty">
              <Trans>Todavía no hay mensajes.</Trans>
            </p>
          </div>
        ) : (
          // The log announces new messages; the list inside keeps them a list.
          <div role="log" aria-label={t`Mensajes`}>
            <ol className="grid gap-2">
              {messages.map((m) => (
                <MessageItem key={m.id} message={m} own={m.userId === user.id} />
              ))}
              <PendingMessages type={type} id={id} />
            </ol>
          </div>
        )}
      </div>
      {stream.status === 'error' ? (
        <Alert variant="destructive" className="rounded-none border-x-0 border-b-0">
          <WifiOffIcon aria-hidden />
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            <span>{stream.error ? errorMessage(i18n, stream.error) : null}</span>
            <Button variant="outline" size="sm" onClick={resume}>
              <RotateCcwIcon aria-hidden />
              <Trans>Reconectar</Trans>
            </Button>
          </AlertDescription>
        </Alert>
      ) : stream.status === 'connecting' && stream.error ? (
        <p role="status" className="border-t px-4 py-1.5 text-muted-foreground text-xs">
          <Trans>Reconectando…</Trans>
        </p>
      ) : null}
      {canWrite ? (
        <Composer type={type} id={id} onSent={onSent} />
      ) : (
        <p
          role="note"
          className="flex items-center justify-center gap-2 border-t bg-muted/50 px-4 py-4 text-muted-foreground text-sm"
          data-testid="chat-disabled"
        >
          <LockIcon className="size-4" aria-hidden />
          <Trans>El chat esta desactivado</Trans>
        </p>
      )}
    </>
  );
}

/** The user's messages typed without signal, waiting in this phone to be sent when it is back. */
function PendingMessages({ type, id }: { type: ChatType; id: string }) {
  const waiting = useMutationState({
    filters: { mutationKey: trpc.chat.send.mutationKey(), status: 'pending' },
    select: (mutation) => ({
      key: mutation.mutationId,
      paused: mutation.state.isPaused,
      input: mutation.state.variables as { type: ChatType; id: string; message: string } | undefined,
    }),
  }).filter((m) => m.paused && m.input?.type === type && m.input.id === id);
  return waiting.map(({ key, input }) => (
    <li key={key} className="flex min-w-0 flex-col items-end gap-0.5" data-testid="chat-pending">
      <span className="px-1 text-muted-foreground text-xs">
        <Trans>Se envía cuando vuelva la señal</Trans>
      </span>
      <p className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-sm border border-primary border-dashed px-3 py-2 text-sm">
        {input?.message}
      </p>
    </li>
  ));
}

function MessageItem({ message, own }: { message: ChatMessageDto; own: boolean }) {
  const { t } = useLingui();
  const name = authorName(message.user) ?? t`Usuario`;
  const when = messageTime(message.createdAt);
  const time = when?.time;
  return (
    <li
      className={cn('flex min-w-0 flex-col gap-0.5', own ? 'items-end' : 'items-start')}
      data-testid="chat-message"
      data-own={own || undefined}
    >
      <span className={cn('flex max-w-full items-baseline gap-2 px-1 text-xs', own && 'flex-row-reverse')}>
        <span className="truncate font-medium">{name}</span>
        {when ? (
          <time dateTime={message.createdAt} className="shrink-0 text-muted-foreground tabular">
            {when.date ? `${when.date} ` : null}
            <Trans>{time} hs</Trans>
          </time>
        ) : null}
      </span>
      {/* Plain React text: a message is never read as HTML. */}
      <p
        className={cn(
          'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm',
          own ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        {message.message}
      </p>
    </li>
  );
}

function Composer({
  type,
  id,
  onSent,
}: {
  type: ChatType;
  id: string;
  onSent: (message: ChatMessageDto) => void;
}) {
  const { t, i18n } = useLingui();
  const cache = useChatCache();
  const counterId = useId();
  const errorId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const gate = useRef(createSendGate());
  const sent = useRef(onSent);
  sent.current = onSent;
  const send = useMutation({
    ...trpc.chat.send.mutationOptions(),
    // Each send's own answer, also for one typed without signal that went out later (several may wait together).
    onSuccess: (message) => sent.current(message),
    // The message's key makes a repeat harmless: a dropped answer is asked again.
    retry: (count, err) => classifyError(err).kind === 'network' && count < 3,
  });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const prepared = prepareChatMessage(text);
  const counter = showCharacterCounter(text.length);
  const left = CHAT_MESSAGE_MAX - text.length;

  const submit = () => {
    if (!prepared.ok || (send.isPending && !send.isPaused)) return;
    // docs/product/chat.md#sending — a 300 ms guard against sending the same thing twice.
    if (!gate.current(Date.now())) return;
    const message = prepared.message;
    setError(null);
    send.mutate(
      { type, id, message, clientKey: crypto.randomUUID() },
      {
        onSuccess: () => {
          // Keep whatever was typed meanwhile.
          setText((current) => (current.trim() === message ? '' : current));
        },
        onError: (err) => {
          setError(errorMessage(i18n, err));
          // Writing was turned off meanwhile (no longer a captain, say): the dialog reads who may write again.
          if (appCodeOf(err) === 'CHAT_DISABLED') {
            void cache.refreshStatus(type, id);
          }
        },
      },
    );
  };

  // Without signal the message waits in the list below (PendingMessages) and the input is free for the next one.
  const submitNow = () => {
    submit();
    if (!isOnline()) setText('');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitNow();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ ...event, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    submitNow();
  };

  const addEmoji = (emoji: string) => {
    const el = input.current;
    const next = insertAt(text, emoji, el?.selectionStart ?? null, el?.selectionEnd ?? null);
    if (next.text.length > CHAT_MESSAGE_MAX) return;
    setText(next.text);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  const describedBy = [counter ? counterId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-1.5 border-t bg-background px-3 py-3 sm:px-4">
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-sm" data-testid="chat-error">
          {error}
        </p>
      ) : null}
      <div className="flex items-end gap-1.5">
        <EmojiPicker onPick={addEmoji} />
        <Textarea
          ref={input}
          rows={1}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder={t`Escribe tu mensaje...`}
          aria-label={t`Mensaje`}
          aria-describedby={describedBy || undefined}
          enterKeyHint="send"
          className="field-sizing-content max-h-32 min-h-11 resize-none py-2.5"
          data-testid="chat-input"
        />
        <Button
          type="submit"
          size="icon"
          aria-label={t`Enviar mensaje`}
          needsServer={false}
          disabled={!prepared.ok || (send.isPending && !send.isPaused)}
          data-testid="chat-send"
        >
          {send.isPending && !send.isPaused ? <Spinner /> : <SendIcon aria-hidden />}
        </Button>
      </div>
      {counter ? (
        <p
          id={counterId}
          className={cn(
            'text-right text-xs tabular',
            text.length >= CHAT_MESSAGE_MAX ? 'text-destructive' : 'text-muted-foreground',
          )}
        >
          <span aria-hidden>
            {i18n.number(text.length)}/{i18n.number(CHAT_MESSAGE_MAX)}
          </span>
          <span className="sr-only">
            <Plural value={left} one="Queda # carácter" other="Quedan # caracteres" />
          </span>
        </p>
      ) : null}
    </form>
  );
}

/** A small grid of common emoji (no emoji library); the chosen one goes in at the caret. */
function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t`Insertar emoji`}
          data-testid="chat-emoji"
        >
          <SmileIcon className="size-5" aria-hidden />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={8}
          // Focus goes back to the input (addEmoji puts the caret after the emoji), not to this button.
          onCloseAutoFocus={(e) => e.preventDefault()}
          aria-label={t`Emojis`}
          className="z-50 w-[min(18rem,calc(100vw-1rem))] rounded-lg border bg-popover p-1.5 text-popover-foreground shadow-md data-[state=open]:animate-fade-in"
        >
          <div className="grid grid-cols-6 gap-0.5">
            {CHAT_EMOJI.map((emoji) => (
              <button
                key={emoji}
                type="button"
                className="flex size-11 cursor-pointer items-center justify-center rounded-md text-xl outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                onClick={() => {
                  onPick(emoji);
                  setOpen(false);
                }}
              >
                {emoji}
              </button>
            ))}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function MessagesSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Cargando mensajes`} className="grid flex-1 content-start gap-3 p-3 sm:p-4">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className={cn('grid gap-1', i % 2 === 1 ? 'justify-items-end' : 'justify-items-start')}>
          <Skeleton className="h-3 w-24" />
          <Skeleton className={cn('h-9 rounded-2xl', i % 2 === 1 ? 'w-1/2' : 'w-2/3')} />
        </div>
      ))}
    </Loading>
  );
}

function CenteredError({ message, onRetry }: { message: React.ReactNode; onRetry: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
      <p role="alert" className="font-medium text-destructive">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcwIcon aria-hidden />
        <Trans>Reintentar</Trans>
      </Button>
    </div>
  );
}
